import { expect, test, type Page } from '@playwright/test';
import { NO_CANCEL_AFTER_EXCHANGE } from '../../schemas/gift/sends';
import { loginThroughPage } from './helpers';
import {
  exchangeSigned,
  providerPage,
  recipientLink,
  seoulToday,
  subjectsFile,
  voucherEvent,
} from './gift-flow-helpers';
import { expectNoSeriousAxe } from './gift-helpers';
import { PHONE, stubPostcode } from './public-helpers';
import { brokenImages } from './route-images';

/** Ticks the first item of a kind whose box is not greyed out for being over the budget. */
async function pickItem(page: Page, kind: RegExp) {
  const boxes = page.getByText(kind);
  await expect(boxes.first()).toBeVisible();
  for (let n = 0; n < (await boxes.count()); n++) {
    const checkbox = boxes.nth(n).locator('xpath=..').getByRole('checkbox').first();
    if (await checkbox.isEnabled()) return checkbox.check();
  }
  throw new Error(`no item within the budget matches ${kind}`);
}

/** The 상태 cells of the send status list, one a send. */
const statusCells = (page: Page) => page.locator('td.column-status');

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

test('an administrator sends a gift event and the recipient chooses on a phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await loginThroughPage(page, 'demo-admin@example.com');

  // Create the event.
  await page.goto('/pc/admin/sending24/event/detail');
  await page.getByLabel('이벤트 이름').fill('E2E 감사 선물');
  // Today in Seoul: sent now, not scheduled.
  // The Korean calendar field takes typed text when it is left.
  await page.getByRole('textbox', { name: '발송일' }).fill(seoulToday());
  await page.getByRole('textbox', { name: '발송일' }).press('Tab');
  await page.getByLabel('1인당 예산(원)').fill('30000');
  await page.getByLabel('보내는 사람').fill('인사팀');
  await page.getByRole('button', { name: '이벤트 만들기' }).click();
  await expect(page).toHaveURL(/\/sending24\/event\/detail\/[^/?]+\?tab=subjects$/);

  // Subjects from members and from a spreadsheet.
  await page.getByRole('button', { name: '구성원에서 추가' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: /^추가/ }).click();
  await expect(page.getByText('대상자 1명을 추가했습니다.')).toBeVisible();
  // The sheet has exactly the columns the screen's guide names; the preview checks it before adding.
  await page.getByRole('button', { name: '엑셀 파일로 추가' }).click();
  const guide = await page.getByText(/필수 열:/).textContent();
  await page.getByLabel('파일 선택').setInputFiles({
    name: 'subjects.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: subjectsFile(guide ?? ''),
  });
  await expect(page.getByText('1행 모두 저장할 수 있습니다.')).toBeVisible();
  await page.getByRole('button', { name: '1명 추가' }).click();
  await expect(page.getByRole('cell', { name: '선물받음', exact: true })).toBeVisible();
  await expect(page.getByText('총 2명')).toBeVisible();

  // Card, gifts within the budget, agreement, send.
  await openTab(page, '카드');
  await page.locator('label', { hasText: '감사 1' }).first().click();
  await page.getByLabel('카드 메시지').fill('늘 고맙습니다. 작은 선물 보냅니다.');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('카드를 저장했습니다.')).toBeVisible();
  await openTab(page, '선물');
  // One delivered item and one voucher, each within the budget.
  await pickItem(page, / · 배송 상품 · /);
  await pickItem(page, / · 모바일 교환권/);
  await page.getByRole('button', { name: /^저장/ }).click();
  await expect(page.getByText('선물을 저장했습니다.')).toBeVisible();
  await openTab(page, '발송');
  // The confirmation states the fee of spec 2 §9: 3,000 won for each of the two.
  await expect(page.getByRole('definition').filter({ hasText: /^6,000원$/ })).toBeVisible();
  // The figures add up: the gifts' budget and the fee make the total; the deposit is said apart.
  const costs = page.locator('dl[aria-label="발송 비용"]');
  const figure = async (term: string) =>
    Number(
      (
        (await costs
          .locator('dt')
          .filter({ hasText: new RegExp(`^${term}`) })
          .locator('xpath=following-sibling::dd[1]')
          .textContent()) ?? ''
      ).replace(/[^0-9]/g, ''),
    );
  expect(await figure('선물 예산 합계')).toBeGreaterThan(0);
  expect((await figure('선물 예산 합계')) + (await figure('수수료'))).toBe(await figure('결제 합계'));
  await expect(page.getByText(/^예치금 .+원은 결제 합계와 별도로/)).toBeVisible();
  await expect(page.getByRole('button', { name: '선물 보내기' })).toBeDisabled();
  await page.getByLabel('상품, 가격, 유효기간, 받는 사람을 모두 확인했습니다.').check();
  await page.getByRole('button', { name: '선물 보내기' }).click();
  await expect(page.getByText('2명에게 보냈습니다.')).toBeVisible();
  await expect(page).toHaveURL(/tab=status/);
  await expect(statusCells(page)).toHaveCount(2);
  const adminUrl = page.url();

  // The recipient opens the link of the message on a phone and chooses a delivered gift.
  const link = await recipientLink(request, '01077770001');
  const phone = await browser.newPage({ ...PHONE, baseURL: test.info().project.use.baseURL });
  await stubPostcode(phone);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: '선물받음님, 선물이 도착했어요' })).toBeVisible();
  await expect(phone.getByText('늘 고맙습니다. 작은 선물 보냅니다.')).toBeVisible();
  // Every product picture on the recipient's page has loaded (decoded, naturalWidth > 0).
  const pictures = phone.locator('label.gift-item img');
  expect(await pictures.count()).toBeGreaterThan(0);
  expect(await brokenImages(phone)).toEqual([]);
  expect(
    await pictures.evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth)),
  ).not.toContain(0);
  await phone.locator('label.gift-item', { hasText: '택배 배송' }).first().click();
  await phone.getByRole('button', { name: '이 선물로 할게요' }).click();
  await phone.getByLabel('휴대폰 번호').fill('01077770001');
  await phone.getByRole('button', { name: '주소 검색' }).click();
  await phone.getByRole('button', { name: '서울 강남구 테헤란로 427' }).click();
  await phone.getByLabel('상세 주소').fill('12층');
  await phone.getByRole('button', { name: '이 주소로 받기' }).click();
  await expect(phone.getByRole('heading', { name: '선물을 선택했습니다' })).toBeVisible();
  // A second choice is not offered: the page shows the gift chosen.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: '선물을 선택했습니다' })).toBeVisible();
  await expect(phone.getByRole('button', { name: '이 선물로 할게요' })).toHaveCount(0);

  // The administrator sees the choice in the send status and the dashboard.
  await page.goto(adminUrl);
  await expect(statusCells(page).filter({ hasText: '선택 완료' })).toHaveCount(1);
  await openTab(page, '대시보드');
  await expect(page.getByTestId('dashboard-선택')).toContainText('1명');

  // The provider ships it in the console: the recipient's page and the admin's send status show it.
  const provider = await providerPage(browser, test.info().project.use.baseURL);
  await provider.goto('/provider/gift/orders');
  await expect(provider.getByRole('button', { name: '선물받음 출고' })).toBeVisible();
  await expectNoSeriousAxe(provider, '/provider/gift/orders');
  await provider.getByRole('button', { name: '선물받음 출고' }).click();
  const ship = provider.getByRole('dialog');
  await ship.getByLabel('택배사').fill('CJ대한통운');
  await ship.getByLabel('운송장 번호').fill('556677889900');
  await ship.getByRole('button', { name: '출고 처리' }).click();
  await expect(provider.getByText('선물받음님의 주문을 출고 처리했습니다.')).toBeVisible();
  await expect(provider.getByText('CJ대한통운 556677889900').first()).toBeVisible();
  await phone.reload();
  await expect(phone.getByTestId('shipment')).toContainText('CJ대한통운 운송장 556677889900');
  await openTab(page, '발송 현황');
  await expect(statusCells(page).filter({ hasText: '배송 중' })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'CJ대한통운 556677889900' })).toBeVisible();
  await openTab(page, '대시보드');
  await expect(page.getByTestId('dashboard-배송 중')).toContainText('1명');

  // A second event: the recipient takes a mobile voucher, shown as a barcode with its code.
  const voucherId = await voucherEvent(request, '01077770002');
  await phone.goto(await recipientLink(request, '01077770002'));
  await phone.locator('label.gift-item').first().click();
  await phone.getByRole('button', { name: '이 선물로 할게요' }).click();
  await phone.getByRole('button', { name: '교환권 받기' }).click();
  await expect(phone.getByRole('heading', { name: '선물을 선택했습니다' })).toBeVisible();
  await expect(phone.locator('.gift-barcode svg, svg.gift-barcode, canvas').first()).toBeVisible();
  const code = (await phone.getByLabel('교환권 번호').textContent())!.trim();

  // The admin has the send status open while the voucher is exchanged at the shop (the voucher
  // side's signed notice); cancelling it then is refused with the Korean message.
  await page.goto(`/pc/admin/sending24/event/detail/${voucherId}?tab=status`);
  await expect(statusCells(page)).toHaveText('선택 완료');
  await exchangeSigned(request, code);
  await page.getByRole('button', { name: '교환권받음 주문 취소' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '주문 취소' }).click();
  await expect(page.getByText(NO_CANCEL_AFTER_EXCHANGE)).toBeVisible();
  await expect(statusCells(page)).toHaveText('교환 완료');
  await expect(page.getByRole('button', { name: '교환권받음 주문 취소' })).toHaveCount(0);
  await openTab(page, '대시보드');
  await expect(page.getByTestId('dashboard-교환')).toContainText('1명');
  await phone.reload();
  await expect(phone.getByText('이미 교환한 교환권입니다.')).toBeVisible();
});
