import * as XLSX from '@e965/xlsx';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousAxe } from './gift-helpers';
import { loginProviderThroughPage, loginThroughPage } from './helpers';

const LONG = { timeout: 15_000 };
const TITLE = '회의실 스피커 구매';
// A 1×1 PNG, pasted into the body as a screenshot would be.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function memberPage(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await loginThroughPage(page, email);
  return page;
}

async function providerPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await loginProviderThroughPage(page);
  return page;
}

async function pasteImage(page: Page) {
  await page.getByRole('textbox', { name: '내용' }).click();
  await page.keyboard.type('회의실용 스피커 2대 부탁드립니다. 사진의 제품과 같은 것이면 좋겠습니다.');
  await page.getByRole('textbox', { name: '내용' }).evaluate((editor, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], '스피커.png', { type: 'image/png' }));
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PNG_BASE64);
  await expect(page.getByRole('textbox', { name: '내용' }).locator('img')).toHaveCount(1, LONG);
}

function budgetSheet(rows: Array<Array<string | number>>): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['부서', '월', '예산'], ...rows]), '예산');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('a request from the member to the invoice: pasted image and PDF, quote, approval within budget, order, invoice, comments both ways, zip, and a budget sheet refused by its cell', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The member files it: an image pasted into the body, a PDF attached, in their department.
  const member = await memberPage(browser, 'demo-member@example.com');
  await member.goto('/pc/admin/buy24/edit');
  await member.getByLabel('제목').fill(TITLE);
  await member.getByLabel('수량').fill('2');
  await member.getByLabel('부서').selectOption({ label: '플랫폼팀' });
  await pasteImage(member);
  await member.getByLabel('첨부파일', { exact: true }).setInputFiles({
    name: '사양.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await member.getByRole('button', { name: '요청 등록' }).click();
  await expect(member.getByRole('heading', { level: 1, name: TITLE })).toBeVisible(LONG);
  const body = member.getByRole('region', { name: '요청 내용' });
  await expect(body).toContainText('회의실용 스피커 2대');
  await expect(body.locator('img')).toHaveAttribute('src', /^blob:/, LONG);
  await expectNoSeriousAxe(member, 'request page');
  await expect(member.getByRole('button', { name: '사양.pdf' })).toBeVisible();
  await member.getByRole('textbox', { name: '댓글' }).fill('다음 주까지 필요합니다.');
  await member.getByRole('button', { name: '등록', exact: true }).click();
  await expect(member.getByText('다음 주까지 필요합니다.')).toBeVisible(LONG);
  const requestUrl = member.url();

  // The administrator answers and sends it to the provider for a quote.
  const admin = await memberPage(browser, 'demo-admin@example.com');
  await admin.goto(requestUrl);
  await expect(admin.getByText('다음 주까지 필요합니다.')).toBeVisible(LONG);
  await admin.getByRole('textbox', { name: '댓글' }).fill('견적 받아 보겠습니다.');
  await admin.getByRole('button', { name: '등록', exact: true }).click();
  await expect(admin.getByText('견적 받아 보겠습니다.')).toBeVisible(LONG);
  await admin.getByRole('button', { name: '견적 요청' }).click();
  await expect(admin.getByText('견적 검토 중').first()).toBeVisible(LONG);

  // The provider reviews it among the requests in review and quotes it.
  const provider = await providerPage(browser);
  await provider.goto('/provider/buy24/requests');
  await provider.getByText(TITLE).first().click();
  await expect(provider.getByRole('heading', { level: 1, name: TITLE })).toBeVisible(LONG);
  await expect(provider.getByText('사양.pdf')).toBeVisible();
  await expect(provider.getByRole('region', { name: '요청 내용' }).locator('img')).toHaveAttribute(
    'src',
    /^blob:/,
    LONG,
  );
  await expectNoSeriousAxe(provider, 'provider request');
  // Three items, each readable and priced as typed: 2 × 30,000 + 20,000 + 10,000.
  await provider.getByLabel('단가 1(원)').fill('30000');
  for (const [n, name, price] of [
    [2, '배송비', '20000'],
    [3, '설치비', '10000'],
  ] as const) {
    await provider.getByRole('button', { name: '품목 추가' }).click();
    await provider.getByLabel(`품목 ${n}`, { exact: true }).fill(name);
    await provider.getByLabel(`단가 ${n}(원)`).fill(price);
    const box = await provider.getByLabel(`품목 ${n}`, { exact: true }).boundingBox();
    expect(box?.width ?? 0, `품목 ${n} is wide enough to read`).toBeGreaterThan(200);
  }
  await expect(provider.getByLabel('품목 1 금액')).toHaveText('60,000원');
  await expect(provider.getByTestId('quote-totals')).toHaveText(
    '공급가액 90,000원 · 부가세 9,000원 · 합계 99,000원',
  );
  await provider.getByRole('button', { name: '견적 보내기' }).click();
  await expect(provider.getByText('보낸 견적 90,000원')).toBeVisible(LONG);
  await provider.context().close();

  // The administrator approves within the department's budget, orders it and opens its invoice.
  await admin.reload();
  await expect(admin.getByText('견적 90,000원')).toBeVisible(LONG);
  const lines = admin.getByRole('list', { name: '견적 품목' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toHaveText('배송비 1개 × 20,000원 = 20,000원');
  await admin.getByRole('button', { name: '승인', exact: true }).click();
  await expect(admin.getByText('승인', { exact: true }).first()).toBeVisible(LONG);
  await admin.goto('/pc/admin/buy24/status');
  const approved = admin.getByRole('region', { name: '주문할 수 있는 요청' });
  await approved
    .getByRole('row', { name: new RegExp(TITLE) })
    .getByRole('checkbox')
    .check();
  await approved.getByRole('button', { name: '선택한 1건 주문' }).click();
  await expect(admin.getByText('주문했습니다.')).toBeVisible(LONG);
  // The lists read again after the order: the request leaves the approved list, the order leads the orders.
  await expect(approved.getByRole('row', { name: new RegExp(TITLE) })).toHaveCount(0, LONG);
  await admin
    .getByRole('region', { name: '주문', exact: true })
    .getByRole('link', { name: /청구서$/ })
    .first()
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: '청구서' })).toBeVisible(LONG);
  await expect(admin.getByRole('cell', { name: TITLE })).toBeVisible(LONG);
  await expect(admin.getByText('99,000원').first()).toBeVisible();
  await expect(admin.getByRole('button', { name: '인쇄' })).toBeVisible();
  await expectNoSeriousAxe(admin, 'invoice');

  // The member reads the answer and takes every file of the request as one zip.
  await member.reload();
  await expect(member.getByText('견적 받아 보겠습니다.')).toBeVisible(LONG);
  await expect(member.getByText('주문', { exact: true }).first()).toBeVisible();
  const [download] = await Promise.all([
    member.waitForEvent('download'),
    member.getByRole('button', { name: '첨부 모두 받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('사양.pdf'))).toBe(true);
  await member.context().close();

  // A budget sheet with one bad cell: nothing saved, that cell's Korean message shown.
  const month = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7);
  await admin.goto('/pc/admin/buy24/settings');
  await admin.getByLabel('예산 엑셀 파일').setInputFiles({
    name: '예산.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: budgetSheet([
      ['인사팀', month, 777_000],
      ['플랫폼팀', month, '많이'],
    ]),
  });
  await expect(admin.getByText('3행 예산: 예산은 숫자로 입력해주세요.')).toBeVisible(LONG);
  await admin.goto('/pc/admin/buy24/status');
  await expect(admin.getByRole('heading', { name: '부서 예산' })).toBeVisible(LONG);
  await expect(admin.getByRole('region', { name: '부서 예산' }).getByText('1,000,000원').first()).toBeVisible(
    LONG,
  );
  await expect(admin.getByText('777,000원')).toHaveCount(0);
  await admin.context().close();
});

test('a member finds 구매 요청하기 from the top menu, writes a request and edits it while it is still 요청', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const member = await context.newPage();
  await loginThroughPage(member, 'demo-member@example.com');

  // From the top menu's 구매24 to the request list, which offers writing one.
  await member
    .getByRole('navigation', { name: '서비스 메뉴' })
    .getByRole('link', { name: /구매24/ })
    .click();
  await expect(member).toHaveURL(/\/pc\/admin\/buy24\/list/);
  await expect(member.getByRole('heading', { level: 1, name: '구매 요청' })).toBeVisible(LONG);
  await member.getByRole('link', { name: '구매 요청하기' }).first().click();
  await expect(member.getByRole('heading', { level: 1, name: '구매 요청하기' })).toBeVisible(LONG);

  await member.getByLabel('제목').fill('사무용 의자 구매');
  await member.getByLabel('수량').fill('3');
  await member.getByRole('textbox', { name: '내용' }).click();
  await member.keyboard.type('허리 받침이 있는 의자 3개 부탁드립니다.');
  await member.getByRole('button', { name: '요청 등록' }).click();
  await expect(member.getByRole('heading', { level: 1, name: '사무용 의자 구매' })).toBeVisible(LONG);

  // Their own request in 요청 state: 수정 opens the form with it, and saving changes it.
  await member.getByRole('link', { name: '수정', exact: true }).click();
  await expect(member.getByRole('heading', { level: 1, name: '구매 요청 수정' })).toBeVisible(LONG);
  await expect(member.getByLabel('제목')).toHaveValue('사무용 의자 구매');
  await expect(member.getByLabel('수량')).toHaveValue('3');
  await expect(member.getByRole('textbox', { name: '내용' })).toContainText('허리 받침이 있는 의자', LONG);
  await member.getByLabel('제목').fill('사무용 의자 구매 (팔걸이 포함)');
  await member.getByLabel('수량').fill('4');
  await member.getByRole('button', { name: '저장', exact: true }).click();
  await expect(member.getByRole('heading', { level: 1, name: '사무용 의자 구매 (팔걸이 포함)' })).toBeVisible(
    LONG,
  );
  await expect(member.getByText(/수량 4/)).toBeVisible();
  await expect(member.getByRole('region', { name: '요청 내용' })).toContainText('허리 받침이 있는 의자');

  // Once cancelled it is no longer 요청: no 수정.
  await member.getByRole('button', { name: '요청 취소' }).click();
  await expect(member.getByText('취소', { exact: true }).first()).toBeVisible(LONG);
  await expect(member.getByRole('link', { name: '수정', exact: true })).toHaveCount(0);

  // 주문·예산 현황 tells a member it is the approvers' page.
  await member.goto('/pc/admin/buy24/status');
  await expect(member.getByText(/주문·예산 현황은 구매 승인 권한이 있는 분/)).toBeVisible(LONG);
  await context.close();
});

test('an administrator sets the budget alert share and the override rule on 구매24 설정', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await memberPage(browser, 'demo-admin@example.com');
  await admin.goto('/pc/admin/buy24/settings');
  const share = admin.getByLabel('예산 알림 기준(%)');
  await expect(share).toBeVisible(LONG);
  await share.fill('40');
  await admin.getByRole('button', { name: '설정 저장' }).click();
  await expect(admin.getByText('알림 기준은 50% 이상이어야 합니다.')).toBeVisible();
  await share.fill('70');
  const override = admin.getByLabel(/예산 초과 주문 허용/);
  const wasOn = await override.isChecked();
  await override.click();
  await admin.getByRole('button', { name: '설정 저장' }).click();
  await expect(admin.getByText('구매24 설정을 저장했습니다.')).toBeVisible(LONG);
  await admin.reload();
  await expect(admin.getByLabel('예산 알림 기준(%)')).toHaveValue('70', LONG);
  await expect(admin.getByLabel(/예산 초과 주문 허용/)).toBeChecked({ checked: !wasOn });
  await admin.context().close();
});
