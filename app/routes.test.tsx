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

const AUTH = {
  status: 'OK',
  companyMemberEncrypted: 'm',
  companyEncrypted: 'c',
  companyName: '회사',
  clientId: 'i',
  clientSecret: 's',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};
/** The day's auth cookie, as the login page stores it. */
const logIn = () => {
  document.cookie = `portal_auth=${encodeURIComponent(JSON.stringify(AUTH))}; path=/`;
};

afterEach(() => {
  localStorage.clear();
  document.cookie = 'portal_auth=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('route table', () => {
  it('sends unknown paths to the 404 page', async () => {
    expect((await settle('/no/such/page?x=1')).path).toBe('/404');
  });

  it('opens the admin at its home for a member, keeping the query', async () => {
    logIn();
    expect((await settle('/pc/admin?utm_source=naver')).path).toBe('/pc/admin/home?utm_source=naver');
  });

  it('sends a visitor without a session from any protected admin path straight to the login page, with origin', async () => {
    for (const path of ['/pc/admin?utm_source=naver', '/pc/admin/home', '/pc/admin/no-such-page?x=1']) {
      const landed = new URL((await settle(path)).path, 'https://portal.test');
      expect(landed.pathname, path).toBe('/pc/admin/auth/login');
      expect(landed.searchParams.get('origin'), path).toBe(path);
    }
    expect((await settle('/pc/admin?utm_source=naver')).path).toContain('utm_source=naver');
  });

  it('lets a visitor reach the no-auth admin pages, and a kept login through to the admin that renews it', async () => {
    expect((await settle('/pc/admin/auth/findPassword')).path).toBe('/pc/admin/auth/findPassword');
    localStorage.setItem('portal.keepLogin', JSON.stringify({ ...AUTH, sessionId: 'kept' }));
    expect((await settle('/pc/admin/mypage')).path).toBe('/pc/admin/mypage');
  });

  it('sends the device home pages on to the snack pages, keeping the query', async () => {
    const home = await settle('/pc/home?utm_campaign=PC');
    expect(home.path).toBe('/pc/snack24?utm_campaign=PC');
    expect(home.flags).toMatchObject({ public: true, adaptive: true, eventBanner: true });
    expect(home.flags.mobile).toBeFalsy();
  });

  it('swaps /mobile/ for /pc/ on a computer and /pc/ for /mobile/ on a phone', async () => {
    expect((await settle('/mobile/clean24?utm_source=a')).path).toBe('/pc/clean24?utm_source=a');
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    try {
      const phone = await settle('/pc/home');
      expect(phone.path).toBe('/mobile/snack24');
      expect(phone.flags).toMatchObject({ adaptive: true, mobile: true });
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });

  it('lands the sales and partner completion aliases on the snack completion page with the query', async () => {
    expect((await settle('/pc/snack24/sales/complete?utm_term=x')).path).toBe(
      '/pc/snack24/inquiry/complete?utm_term=x',
    );
    expect((await settle('/pc/snack24/partner/complete')).path).toBe('/pc/snack24/inquiry/complete');
  });

  it('hides the footer and the inquiry button on the quick order pages', async () => {
    const payment = await settle('/pc/quick24/order/detail');
    expect(payment.flags).toMatchObject({
      public: true,
      adaptive: true,
      noFooter: true,
      noInquiryButton: true,
    });
  });

  it('sends a logged-in member from the no-auth office login to the admin home', async () => {
    expect((await settle('/officeLogin')).path).toBe('/officeLogin');
    logIn();
    expect((await settle('/officeLogin')).path).toBe('/pc/admin/home');
  });

  it('sends every warehouse path without a warehouse login to the warehouse login', async () => {
    expect((await settle('/wms/store/receipt/7')).path).toBe('/wms/login');
    expect((await settle('/wms')).path).toBe('/wms/login');
    const login = await settle('/wms/login');
    expect(login.path).toBe('/wms/login');
    expect(login.flags).toMatchObject({ public: true, mobile: true });
  });

  it('lets a warehouse session past the login guard onto the warehouse screen', async () => {
    localStorage.setItem(
      WMS_AUTH_KEY,
      JSON.stringify({ accountEncrypted: 'a', clientId: 'c', clientSecret: 's' }),
    );
    expect((await settle('/wms/store')).path).toBe('/wms/store');
    expect((await settle('/wms/no-such-screen')).path).toBe('/wms');
  });
});
