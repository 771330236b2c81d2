import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WMS_AUTH_KEY } from '../authProvider/wmsSession';
import { flagsOf } from './routeFlags';
import { routes } from './routes';

/** Where the router settles for `path` (loaders and lazy routes done). */
async function settle(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await router.initialize();
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  const result = {
    path: `${pathname}${search}`,
    flags: flagsOf(router.state.matches.map((match) => ({ handle: match.route.handle }))),
  };
  router.dispose();
  return result;
}

afterEach(() => localStorage.clear());

describe('route table', () => {
  it('sends unknown paths to the 404 page', async () => {
    expect((await settle('/no/such/page?x=1')).path).toBe('/404');
  });

  it('opens the admin at its home, keeping the query', async () => {
    expect((await settle('/pc/admin?utm_source=naver')).path).toBe('/pc/admin/home?utm_source=naver');
  });

  it('sends the device home pages on to the snack pages, which fall to 404 until they exist', async () => {
    // /pc/snack24 itself comes with the public pages; until then it falls to the 404 page.
    expect((await settle('/pc/home?utm_campaign=PC')).path).toBe('/404');
  });

  it('sends every warehouse path without a warehouse login to the warehouse login', async () => {
    expect((await settle('/wms/store/receipt/7')).path).toBe('/wms/login');
    expect((await settle('/wms')).path).toBe('/wms/login');
    const login = await settle('/wms/login');
    expect(login.path).toBe('/wms/login');
    expect(login.flags).toMatchObject({ public: true, mobile: true });
  });

  it('lets a warehouse session past the login guard, onto the 404 page until the warehouse screens exist', async () => {
    localStorage.setItem(
      WMS_AUTH_KEY,
      JSON.stringify({ accountEncrypted: 'a', clientId: 'c', clientSecret: 's' }),
    );
    expect((await settle('/wms/store')).path).toBe('/404');
  });
});
