import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { loginThroughPage } from './helpers';
import { concretePath, loadAdminRouteTable } from './admin-route-table';
import type { TableResource, TableRoute } from './admin-route-table';
import { inspect, leftThePortal, openInApp, settle } from './admin-walk';
import { pictureProblems, watchImageResponses } from './route-images';

/**
 * Every admin route of the app's own route table (and every resource's create, edit and show page),
 * at 1440x900 and 390x844: no serious or critical axe finding, one h1, no English word outside the
 * product names, no particle hedge; at 1440, also every picture loads and no legacy "moved" page
 * shows (every-route-images.spec.ts walks the spec's routes this table cannot open: those with ids).
 * One login per viewport; pages are opened inside the loaded app.
 */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

let table: { routes: TableRoute[]; resources: TableResource[] };
test.beforeAll(async () => {
  test.setTimeout(120_000);
  table = await loadAdminRouteTable();
});

/** Bare routes (auth pages) are walked logged out, in a context of their own. */
async function walkBare(browser: Browser, viewport: { width: number; height: number }, problems: string[]) {
  const context = await browser.newContext({ viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  for (const route of table.routes.filter((candidate) => !candidate.layout)) {
    const target = concretePath(route.path);
    if ('skip' in target) {
      test.info().annotations.push({ type: 'skipped route', description: `${route.path}: ${target.skip}` });
      continue;
    }
    await page.goto(`/pc/admin/${target.path}`);
    await settle(page);
    record(problems, route.path, await inspect(page));
  }
  await context.close();
}

function record(problems: string[], path: string, found: Awaited<ReturnType<typeof inspect>>) {
  console.log(`${new Date().toISOString().slice(11, 19)} ${path}: ${found.axe.length} axe, ${found.h1} h1`);
  for (const finding of found.axe) problems.push(`${path}: axe ${finding}`);
  if (found.h1 !== 1) problems.push(`${path}: ${found.h1} h1 elements`);
  if (found.latin.length > 0) problems.push(`${path}: English words ${found.latin.join(', ')}`);
  if (found.hedges.length > 0) problems.push(`${path}: particle hedges ${found.hedges.join(', ')}`);
  if (found.figures.length > 0)
    problems.push(`${path}: figures without 원 or a counter ${found.figures.join(' | ')}`);
}

/** The first record a resource's list links to (its first cell), for the edit and show pages. */
async function firstRecordId(page: Page, resource: TableResource): Promise<string | null> {
  const href = await page
    .locator(`a[href*="/pc/admin/${resource.name}/"]`)
    .first()
    .getAttribute('href', { timeout: 2_000 })
    .catch(() => null);
  const match = href && new RegExp(`/pc/admin/${resource.name}/([^/?#]+)`).exec(href);
  return match && match[1] !== 'create' ? match[1]! : null;
}

/**
 * The findings of the page where it lands, or null when it left the portal. A forward can land at
 * any moment of the check (while the page settles or while axe runs): to an outside service, or
 * within the portal (react-admin's own address of a page with its own, /csInquiries/create; a legacy
 * frame's gate). A check caught by one waits for the new page and looks once more.
 */
async function inspectWhereItLands(page: Page, baseURL: string | undefined) {
  const look = async () => {
    await settle(page);
    return leftThePortal(page, baseURL) ? null : inspect(page);
  };
  try {
    return await look();
  } catch {
    await page.waitForLoadState().catch(() => undefined);
    return leftThePortal(page, baseURL) ? null : look();
  }
}

for (const viewport of VIEWPORTS) {
  test(`every admin route at ${viewport.width}x${viewport.height}: axe, one h1, Korean only`, async ({
    browser,
    page,
    baseURL,
  }) => {
    // About fifty routes, each checked by axe: minutes on a busy machine.
    test.setTimeout(900_000);
    const problems: string[] = [];
    await walkBare(browser, viewport, problems);

    await page.setViewportSize(viewport);
    await loginThroughPage(page, 'demo-admin@example.com');
    // Pictures are the same at both widths: looked at once, on the desktop walk.
    const responses = viewport.width === 1440 ? watchImageResponses(page) : null;
    const pictures = async (path: string) => {
      if (responses) problems.push(...(await pictureProblems(page, path, responses)));
    };
    const ids = new Map<string, string>();
    const framed = table.routes.filter((route) => route.layout);
    for (const route of framed) {
      const target = concretePath(route.path);
      if ('skip' in target) {
        test.info().annotations.push({ type: 'skipped route', description: `${route.path}: ${target.skip}` });
        continue;
      }
      await openInApp(page, `/pc/admin/${target.path}`);
      const found = await inspectWhereItLands(page, baseURL);
      if (!found || leftThePortal(page, baseURL)) {
        test
          .info()
          .annotations.push({ type: 'skipped route', description: `${route.path}: leaves the portal` });
        await page.goto('/pc/admin/home');
        continue;
      }
      record(problems, route.path, found);
      await pictures(route.path);
      const resource = table.resources.find((candidate) => candidate.listPath === route.path);
      if (resource) {
        const id = await firstRecordId(page, resource);
        if (id) ids.set(resource.name, id);
      }
    }
    for (const resource of table.resources) {
      const id = ids.get(resource.name);
      const pages = [
        resource.create ? `${resource.name}/create` : null,
        resource.edit ? (id ? `${resource.name}/${id}` : `skip:${resource.name}/:id`) : null,
        resource.show ? (id ? `${resource.name}/${id}/show` : `skip:${resource.name}/:id/show`) : null,
      ];
      for (const path of pages) {
        if (!path) continue;
        if (path.startsWith('skip:')) {
          test.info().annotations.push({
            type: 'skipped route',
            description: `${path.slice(5)}: its list shows no record link`,
          });
          continue;
        }
        await openInApp(page, `/pc/admin/${path}`);
        const found = await inspectWhereItLands(page, baseURL);
        if (!found) {
          test.info().annotations.push({ type: 'skipped route', description: `${path}: leaves the portal` });
          await page.goto('/pc/admin/home');
          continue;
        }
        record(problems, path, found);
        await pictures(path);
      }
    }
    await openInApp(page, '/pc/admin/member/list');
    await settle(page);
    await page.screenshot({ path: test.info().outputPath(`member-list-${viewport.width}.png`) });
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
