import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { specRoutes, type SpecRoute } from './admin-login-walk';
import { PARTICLE_HEDGES, bareFigures, leftThePortal, openInApp } from './admin-walk';
import { PASSWORD, loginThroughPage } from './helpers';
import { PLACEHOLDER } from './public-helpers';
import { LEGACY_PLACEHOLDER, brokenImages, drawn, stubOutside, watchImageResponses } from './route-images';
import { PHONE, apiLogin, barcode, headersOf as wmsHeadersOf } from './wms-helpers';

/**
 * Every route of routes.tsv, opened as its visitor: public and no-auth pages logged out, /pc/admin
 * as the demo administrator (path parameters from the demo data), /wms as the warehouse worker.
 * Each page must show no broken picture (an <img> or CSS background that did not load, or an image
 * request that failed) and no legacy "moved" or placeholder text. A route that forwards to an
 * outside site (routes.tsv "external") has nothing of ours to check once it has left.
 */

type Walked = { path: string; external: boolean; pattern: string };

async function check(page: Page, route: Walked, responses: ReturnType<typeof watchImageResponses>) {
  const baseURL = test.info().project.use.baseURL;
  // A forward to an outside site starts once the outside addresses are read: give it its moment, so
  // it does not fire while the next route is already open.
  if (route.external)
    await expect
      .poll(() => leftThePortal(page, baseURL), { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
  await drawn(page);
  if (leftThePortal(page, baseURL)) {
    expect(route.external, `${route.path} left the portal without being external`).toBe(true);
    responses.take();
    return [];
  }
  const problems = (await brokenImages(page)).map((image) => `${route.path}: ${image}`);
  const text = await page.locator('body').innerText();
  if (LEGACY_PLACEHOLDER.test(text) && !route.external) problems.push(`${route.path}: legacy "moved" page`);
  const placeholder = PLACEHOLDER.exec(text);
  if (placeholder && route.pattern.startsWith('/pc/admin') === false)
    problems.push(`${route.path}: placeholder "${placeholder[0]}"`);
  // The Korean-writing checks the admin walks make, on the public pages too.
  for (const hedge of PARTICLE_HEDGES.filter((candidate) => text.includes(candidate)))
    problems.push(`${route.path}: particle hedge ${hedge}`);
  for (const figure of bareFigures(text))
    problems.push(`${route.path}: figure without 원 or a counter "${figure}"`);
  problems.push(...responses.take().map((failure) => `${route.path}: image ${failure}`));
  return problems;
}

const isExternal = (route: SpecRoute) => route.behaviour.startsWith('external');

/** Terms pages by a document that exists; `*` is any unknown address. */
function publicPath(route: SpecRoute): string {
  if (route.pattern === '*') return '/no/such/page';
  if (route.pattern.startsWith('/pc/flower24/terms/')) return '/pc/flower24/terms/flower24_service_policy';
  if (route.pattern.startsWith('/pc/sending24/terms/')) return '/pc/sending24/terms/sending24_service_policy';
  return route.path;
}

/**
 * Public and no-auth routes as routes.tsv lists them. A /pc/ page's /mobile/ twin draws the same
 * components and pictures in the phone layout; public-a11y opens every twin, so this walk does not
 * open them again.
 */
const PUBLIC_ROUTES = [...specRoutes('public'), ...specRoutes('no-auth')].map((route) => ({
  path: publicPath(route),
  pattern: route.pattern,
  external: isExternal(route) || /redirect ->/.test(route.behaviour),
}));
const PUBLIC_GROUPS = 3;
for (let group = 0; group < PUBLIC_GROUPS; group += 1) {
  test(`public and no-auth routes, part ${group + 1} of ${PUBLIC_GROUPS}: every picture and no placeholder`, async ({
    page,
    baseURL,
  }) => {
    // About 15 pages a part; a loaded 2-core machine takes up to 8 s a page.
    test.setTimeout(150_000);
    expect(PUBLIC_ROUTES.length).toBeGreaterThan(35);
    await stubOutside(page, baseURL!);
    const responses = watchImageResponses(page);
    const size = Math.ceil(PUBLIC_ROUTES.length / PUBLIC_GROUPS);
    const problems: string[] = [];
    for (const route of PUBLIC_ROUTES.slice(group * size, (group + 1) * size)) {
      await page.setViewportSize(route.path.startsWith('/mobile/') ? PHONE : { width: 1280, height: 800 });
      await page.goto(route.path);
      problems.push(...(await check(page, route, responses)));
    }
    expect(problems).toEqual([]);
  });
}

/** The demo administrator's session, for reading ids of the demo data. */
async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/portal/auth/api/login', {
    data: { email: 'demo-admin@example.com', password: PASSWORD, keepLoginYN: 'N' },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return {
    company_member_encrypted: body.companyMemberEncrypted,
    company_encrypted: body.companyEncrypted,
    client_id: body.clientId,
    client_secret: body.clientSecret,
  };
}

/** The first value of a key anywhere in an answer (ids sit at different depths in different calls). */
function firstOf(value: unknown, key: string): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstOf(item, key);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record[key] === 'string') return record[key] as string;
    for (const item of Object.values(record)) {
      const found = firstOf(item, key);
      if (found) return found;
    }
  }
  return undefined;
}

/** routes.tsv's admin parameters, from the demo company's own records. */
async function demoParameters(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const get = async (url: string) => {
    const response = await request.get(url, { headers });
    return response.ok() ? response.json() : null;
  };
  const info = await get('/homepage/v2/company-member/info');
  const services = (info?.companyMember?.serviceList ?? []) as {
    service: string;
    serviceEncrypted: string;
  }[];
  const service = (key: string) => services.find((entry) => entry.service === key)?.serviceEncrypted;
  const branch = firstOf(await get('/homepage/v2/workspace/'), 'branchEncrypted');
  const meal = service('meal24');
  const mealTicket =
    meal && branch
      ? firstOf(await get(`/homepage/v2/meal24/${meal}/branches/${branch}`), 'mealTicketEncrypted')
      : undefined;
  const event = firstOf(await get('/birth/v3/events?range=[0,0]'), 'id');
  return {
    branchEncrypted: branch,
    mealTicketEncrypted: mealTicket,
    invoiceId: firstOf(await get('/homepage/v2/billing/invoices?range=[0,0]'), 'id'),
    birthEventEncrypted: event,
    serviceFor: service,
    displayId: firstOf(await get('/homepage/v2/dashboard/display-sales?range=[0,0]'), 'id'),
    eventId: event,
  };
}

/** An admin route's concrete path with the demo data's ids in place of the spec's tokens. */
function adminPath(route: SpecRoute, ids: Awaited<ReturnType<typeof demoParameters>>): string {
  const serviceOf = route.pattern.includes('quick24')
    ? 'quick24'
    : route.pattern.includes('meal24')
      ? 'meal24'
      : route.pattern.includes('birth24')
        ? 'birth24'
        : 'snack24';
  let path = route.path
    .replace('serviceEncryptedToken1', ids.serviceFor(serviceOf) ?? 'serviceEncryptedToken1')
    .replace('branchEncryptedToken1', ids.branchEncrypted ?? 'branchEncryptedToken1')
    .replace('birthEventEncryptedToken1', ids.birthEventEncrypted ?? 'birthEventEncryptedToken1')
    .replace('mealTicketEncryptedToken1', ids.mealTicketEncrypted ?? 'mealTicketEncryptedToken1');
  if (route.pattern.endsWith('/uses/invoice/{invoiceId}') && ids.invoiceId)
    path = path.replace(/\/1$/, `/${ids.invoiceId}`);
  if (route.pattern.endsWith('/display/detail/{id}') && ids.displayId)
    path = path.replace(/\/1$/, `/${ids.displayId}`);
  if (route.pattern.endsWith('/event/detail/{id?}') && ids.eventId)
    path = path.replace(/\/1$/, `/${ids.eventId}`);
  return path;
}

/**
 * The admin routes whose path carries ids or dates: admin-a11y.spec.ts looks at the pictures of every
 * other admin route on its desktop walk; these need the demo data's ids, which only this walk fills.
 */
const ADMIN_ROUTES = specRoutes('login').filter((route) => /\{[^},]+\}/.test(route.pattern));
const GROUPS = 2;
for (let group = 0; group < GROUPS; group += 1) {
  test(`admin routes with ids, part ${group + 1} of ${GROUPS}: every picture loads and no "moved" page`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    expect(specRoutes('login').length).toBeGreaterThan(80);
    expect(ADMIN_ROUTES.length).toBeGreaterThan(20);
    const ids = await demoParameters(request);
    await stubOutside(page, baseURL!);
    const responses = watchImageResponses(page);
    await loginThroughPage(page, 'demo-admin@example.com');
    const problems: string[] = [];
    const size = Math.ceil(ADMIN_ROUTES.length / GROUPS);
    let reload = false;
    for (const route of ADMIN_ROUTES.slice(group * size, (group + 1) * size)) {
      const path = adminPath(route, ids);
      // After a forward to an outside site, a fresh load: a forward still pending must not fire on the next page.
      if (reload || isExternal(route)) await page.goto(path);
      else await openInApp(page, path);
      reload = isExternal(route);
      problems.push(
        ...(await check(page, { path, pattern: route.pattern, external: isExternal(route) }, responses)),
      );
    }
    expect(problems).toEqual([]);
  });
}

test('warehouse routes show every picture as the warehouse worker', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const login = await apiLogin(request);
  const headers = wmsHeadersOf(login);
  const get = async (url: string) => (await request.get(url, { headers })).json();
  const [warehouse] = await get('/homepage/v2/wms/warehouses/displayable');
  const product = await get(`/homepage/v2/wms/products/barcode/${barcode(1)}?warehouseId=${warehouse.id}`);
  const store = (await get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}&kind=STORE`)).items[0];
  const collabo = (await get(`/homepage/v2/wms/receipts?warehouseId=${warehouse.id}&kind=COLLABO`)).items[0];
  const check_ = await (
    await request.post('/homepage/v2/wms/stock-checks', { headers, data: { warehouseId: warehouse.id } })
  ).json();
  const idOf = (pattern: string) =>
    pattern.includes('/prod/')
      ? product.id
      : pattern.includes('/checkdisplay/')
        ? check_.id
        : pattern.includes('/collabo/')
          ? collabo.id
          : store.id;

  await stubOutside(page, baseURL!);
  const responses = watchImageResponses(page);
  await page.setViewportSize(PHONE);
  await page.goto('/wms/login');
  await page.evaluate((value) => localStorage.setItem('portal.wmsAuth', value), JSON.stringify(login));
  const routes = specRoutes('wms');
  expect(routes.length).toBeGreaterThanOrEqual(15);
  const problems: string[] = [];
  for (const route of routes) {
    // Alternatives ({barcode,search,…}) are expanded by specRoutes; ids come from the demo data.
    const concrete = route.pattern.includes('{id}')
      ? route.pattern.replace('{type}', 'stock').replace('{id}', encodeURIComponent(idOf(route.pattern)))
      : route.path;
    await page.goto(concrete);
    await expect(page.getByRole('heading', { level: 1 }).first(), concrete).toBeVisible();
    problems.push(
      ...(await check(page, { path: concrete, pattern: route.pattern, external: false }, responses)),
    );
  }
  expect(problems).toEqual([]);
});
