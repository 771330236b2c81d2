import { expect, test, type APIRequestContext } from '@playwright/test';
import { landingPatterns, specRoutes } from './admin-login-walk';
import { expectNoSeriousAxe } from './gift-helpers';
import { loginThroughPage } from './helpers';

/**
 * The dashboard (spec 1 §2 dashboard/*) as demo-admin: this month's figures by service equal the sum
 * of the month's ledger lines (read through the sale list, line by line, not the summary call the
 * page draws), the analysis redirect lands on the month the rule picks with a fake clock, the sale
 * list shows the month's lines under their count and total, a display sale opens its detail, and
 * every dashboard route shows its screen at both widths (the lists as cards on a phone) without
 * serious axe findings.
 */
const routes = specRoutes('login').filter((route) => route.pattern.startsWith('/pc/admin/dashboard'));
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** GET as demo-admin through the API (the session's headers), answering 200. */
async function adminGetter(request: APIRequestContext) {
  const login = await request.post('/portal/auth/api/login', {
    data: { email: 'demo-admin@example.com', password: 'Demo!2345', keepLoginYN: 'N' },
  });
  const session = await login.json();
  const headers = {
    company_member_encrypted: session.companyMemberEncrypted,
    company_encrypted: session.companyEncrypted,
    client_id: session.clientId,
    client_secret: session.clientSecret,
  };
  return async <T>(path: string) => {
    const response = await request.get(path, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
}

/** This month's lines, summed by service from the sale list (up to 1,000 a page). */
async function thisMonthsLines(get: Awaited<ReturnType<typeof adminGetter>>) {
  const summary = await get<{ year: number; month: number }>('/homepage/v2/dashboard/summary');
  const period = `${summary.year}-${String(summary.month).padStart(2, '0')}`;
  const byService = new Map<string, number>();
  let lineCount = 0;
  for (let offset = 0; ; offset += 1000) {
    const rows = await get<{ service: string; total: number }[]>(
      `/homepage/v2/dashboard/sales?filter=${encodeURIComponent(JSON.stringify({ period }))}&range=[${offset},${offset + 999}]`,
    );
    for (const row of rows) byService.set(row.service, (byService.get(row.service) ?? 0) + row.total);
    lineCount += rows.length;
    if (rows.length < 1000) break;
  }
  expect(byService.size, 'the seed has this month in the ledger').toBeGreaterThan(0);
  const total = [...byService.values()].reduce((a, b) => a + b, 0);
  return { summary, period, byService, lineCount, total };
}

test('dashboard: figures equal the ledger, analysis redirect, every route at both widths with axe', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  expect(routes.length).toBe(10);
  const get = await adminGetter(request);
  const { summary, period, byService, total } = await thisMonthsLines(get);

  await loginThroughPage(page, 'demo-admin@example.com');
  await page.goto('/pc/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('dashboard-total')).toHaveText(won(total), { timeout: 15_000 });
  const table = page.getByTestId('dashboard-services');
  await expect(table.locator('tbody tr')).toHaveCount(byService.size);
  await expect(table.locator('tfoot').getByRole('cell', { name: won(total), exact: true })).toBeVisible();
  for (const [, sum] of byService)
    await expect(table.getByRole('cell', { name: won(sum), exact: true }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-1440.png'), fullPage: true });

  // dashboard/analysis with a fake clock: 한빛솔루션's payment day is 0, so the current month even on the 1st.
  const first = new Date(`${period}-01T09:00:00+09:00`);
  await page.clock.setFixedTime(first);
  await page.goto('/pc/admin/dashboard/analysis');
  await expect(page).toHaveURL(
    new RegExp(`/pc/admin/dashboard/analysis/${summary.year}/${period.slice(5)}/all$`),
    { timeout: 15_000 },
  );
  await expect(page.getByRole('heading', { level: 1, name: '매출 분석' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('analysis-current')).toHaveText(won(total), { timeout: 15_000 });
  await page.clock.setFixedTime(new Date());

  // A real display sale for display/detail/{id}.
  const display = await get<{ id: string }[]>('/homepage/v2/dashboard/display-sales?range=[0,0]');
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      const path =
        route.pattern.endsWith('{id}') && display[0]
          ? route.path.replace(/\/1$/, `/${display[0].id}`)
          : route.path;
      await page.goto(path);
      const here = () => new URL(page.url()).pathname;
      await expect
        .poll(() => landingPatterns({ ...route, path }).some((pattern) => pattern.test(here())), {
          message: path,
        })
        .toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('dashboard-loading'), path).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByText('페이지를 찾을 수 없습니다'), path).toHaveCount(0);
      await expectNoSeriousAxe(page, `${path} @${viewport.width}`);
      if (path === '/pc/admin/dashboard') {
        // The charts' x-axis labels show: 만/억 amounts under the bars, days under the line.
        const ticks = page.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
        await expect(ticks.filter({ hasText: /만원$/ }).first(), path).toBeVisible();
        await expect(ticks.filter({ hasText: /^\d+일$/ }).first(), path).toBeVisible();
      }
      if (viewport.width === 390 && /\/dashboard\/(sale|display)\/list$/.test(path)) {
        // On a phone the month's lines are cards, not a table wider than the screen.
        await expect(page.locator('.RaList-content').getByRole('listitem').first(), path).toBeVisible({
          timeout: 15_000,
        });
        await expect(page.getByRole('table'), path).toHaveCount(0);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} fits ${viewport.width}px`).toBeLessThanOrEqual(1);
    }
    await page.goto('/pc/admin/dashboard/analysis/2026/11/all');
    await expect(page.getByTestId('analysis-current')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({
      path: test.info().outputPath(`dashboard-analysis-${viewport.width}.png`),
      fullPage: true,
    });
  }
});

test("dashboard lists: the month's sale lines under their count and total, a display sale's detail", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const get = await adminGetter(request);
  const { period, lineCount, total } = await thisMonthsLines(get);
  await loginThroughPage(page, 'demo-admin@example.com');

  // sale/list: the month's lines, 50 a page, under the month's count and total (the summary call).
  await page.goto('/pc/admin/dashboard/sale/list');
  await expect(page.getByRole('heading', { level: 1, name: '매출 목록' })).toBeVisible({ timeout: 15_000 });
  const saleRows = page.getByRole('table').locator('tbody tr');
  await expect(saleRows).toHaveCount(Math.min(50, lineCount), { timeout: 15_000 });
  await expect(saleRows.first()).toContainText(period.replace('-', '.'));
  const summaryPanel = page.getByTestId('sales-summary');
  await expect(summaryPanel).toContainText(`${lineCount.toLocaleString('ko-KR')}건`);
  await expect(summaryPanel).toContainText(won(total));

  // display/list: the month's kiosk lines; the first one opens its detail with the day's table.
  const kioskMonth = await get<{ id: string }[]>(
    `/homepage/v2/dashboard/display-sales?filter=${encodeURIComponent(JSON.stringify({ period }))}&range=[0,0]`,
  );
  expect(kioskMonth.length, 'the seed has display sales this month').toBe(1);
  await page.goto('/pc/admin/dashboard/display/list');
  await expect(page.getByText('진열 판매는 키오스크 매출 원장에서 읽습니다.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('table').locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/pc\/admin\/dashboard\/display\/detail\/[^/]+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: '진열 판매 상세' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('display-same-day')).toContainText('그 날 합계');
});

test('dashboard/analysis around payment day 10 (소담상회) with a fake clock', async ({ page }) => {
  test.setTimeout(60_000);
  await loginThroughPage(page, 'demo-wms@example.com');
  const now = new Date();
  const seoul = new Date(now.getTime() + 9 * 3600_000);
  const year = seoul.getUTCFullYear();
  const month = seoul.getUTCMonth() + 1;
  const mm = String(month).padStart(2, '0');
  const previous =
    month === 1 ? { year: year - 1, mm: '12' } : { year, mm: String(month - 1).padStart(2, '0') };
  await page.clock.setFixedTime(new Date(`${year}-${mm}-09T23:59:00+09:00`));
  await page.goto('/pc/admin/dashboard/analysis');
  await expect(page).toHaveURL(new RegExp(`/dashboard/analysis/${previous.year}/${previous.mm}/all$`), {
    timeout: 15_000,
  });
  await page.clock.setFixedTime(new Date(`${year}-${mm}-10T00:00:00+09:00`));
  await page.goto('/pc/admin/dashboard/analysis');
  await expect(page).toHaveURL(new RegExp(`/dashboard/analysis/${year}/${mm}/all$`), { timeout: 15_000 });
});
