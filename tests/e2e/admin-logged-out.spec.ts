import { expect, test, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';
import {
  expectStableLoginForm,
  landingPatterns,
  specRoutes,
  watchNavigations,
  type SpecRoute,
} from './admin-login-walk';

/**
 * Every protected admin route of the spec, opened without a session as a bookmark would open it:
 * at most two main-frame navigations to a login form that stays, with `origin` kept; then logged in,
 * the page asked for opens in the shell (a page not built yet is the shell's 404 page at that path).
 */
const ROUTES: SpecRoute[] = [
  ...specRoutes('login'),
  // Not in the spec, but an unknown admin path is protected like any other.
  { path: '/pc/admin/no-such-page', pattern: '', access: 'login', behaviour: 'page', landings: [] },
];
/** These go through the form itself; the rest restore the session the form stored (much faster). */
const THROUGH_THE_FORM = new Set(['/pc/admin/home', '/pc/admin/member/list', '/pc/admin/no-such-page']);
const AUTH_COOKIE = 'portal_auth';
/**
 * Logged in again, a route whose landing is its own logic (a redirect, a gate, a query, an unknown
 * path) is opened every time. Of the plain pages, which admin-a11y opens logged in at both widths,
 * every fourth is, so the return to `origin` is still seen across the menu.
 */
const PLAIN_PAGES = ROUTES.filter((route) => route.behaviour === 'page' && !THROUGH_THE_FORM.has(route.path));
const opensAfterLogin = (route: SpecRoute) => {
  const plain = PLAIN_PAGES.indexOf(route);
  return plain === -1 || plain % 4 === 0;
};

let context: BrowserContext;
let page: Page;
let navigations: ReturnType<typeof watchNavigations>;
/** The auth cookie exactly as the login page stored it. */
let session: Cookie;
const maxSeen = { navigations: 0, walked: 0 };

async function logInThroughForm() {
  await page.getByLabel('이메일').fill('demo-admin@example.com');
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  const stored = (await context.cookies()).find((cookie) => cookie.name === AUTH_COOKIE);
  expect(stored, 'the login page stores the session').toBeDefined();
  session = stored!;
}

test.beforeAll(async ({ browser }, testInfo) => {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  navigations = watchNavigations(page);
  await page.goto('/pc/admin/auth/login');
  await logInThroughForm();
});

test.afterAll(async () => {
  console.log(`routes walked: ${maxSeen.walked}, most navigations to the login form: ${maxSeen.navigations}`);
  await context.close();
});

test('walks the protected admin routes of the spec (figure check)', () => {
  // 101 concrete paths in the spec when this was written; a shrinking walk means a parsing mistake.
  expect(ROUTES.length).toBeGreaterThan(100);
  expect(ROUTES.every((route) => route.path.startsWith('/pc/admin'))).toBe(true);
});

for (const route of ROUTES) {
  const after =
    opensAfterLogin(route) && !route.behaviour.startsWith('external ->') ? ' and opens after it' : '';
  test(`logged out, ${route.path} asks for login first${after}`, async () => {
    // Leave the admin and drop the session before the visit, so nothing of the last page interferes.
    await page.goto('about:blank');
    await context.clearCookies();
    navigations.reset();

    await page.goto(route.path);
    const login = await expectStableLoginForm(page, navigations);
    maxSeen.walked += 1;
    maxSeen.navigations = Math.max(maxSeen.navigations, navigations.urls.length);
    expect(navigations.urls.length, navigations.urls.join('\n')).toBeLessThanOrEqual(2);
    expect(login.pathname).toBe('/pc/admin/auth/login');
    expect(login.searchParams.get('origin')).toBe(route.path);

    // A route the spec sends to an outside site: asking for login first is what is ours to check.
    if (!after) return;

    if (THROUGH_THE_FORM.has(route.path)) {
      await logInThroughForm();
    } else {
      // The session the form stored, then the login page again: it sends a member on to `origin`.
      await context.addCookies([session]);
      await page.reload();
    }
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
    const landed = new URL(page.url()).pathname;
    // A page behind a company flag demo-admin's company lacks (fixed-price auditing) answers with the
    // access-denied page; the gate is tested both ways in permissions.test.ts and wms-routes.spec.ts.
    const denied = / flag\)$/.test(route.behaviour) ? [/^\/pc\/admin\/access-denied$/] : [];
    expect(
      [...landingPatterns(route), ...denied].some((pattern) => pattern.test(landed)),
      `${landed} is ${route.path} or where its behaviour sends it (${route.behaviour})`,
    ).toBe(true);
  });
}

// The no-auth pages (login, password, sign-up, …): a visitor sees each at once and it stays, built or
// not (an unbuilt one is the auth pages' own 404 page), with no detour through the login page.
for (const route of specRoutes('no-auth')) {
  test(`logged out, the no-auth page ${route.path} shows and stays`, async () => {
    await page.goto('about:blank');
    await context.clearCookies();
    navigations.reset();

    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const url = page.url();
    const count = navigations.urls.length;
    await page.waitForTimeout(500);
    expect(page.url()).toBe(url);
    expect(navigations.urls.length).toBe(count);
    expect(count, navigations.urls.join('\n')).toBeLessThanOrEqual(2);
    expect(new URL(url).pathname).toBe(route.path);
  });
}
