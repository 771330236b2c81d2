import { expect, test } from '@playwright/test';
import { loginProviderThroughPage } from './helpers';
import { DESKTOP, PHONE } from './public-helpers';

const APPROVE_CARD = '4242424242424242';
const DECLINE_CARD = '4000000000000002';

test.describe('on a desktop', () => {
  test.use(DESKTOP);

  test('the header and footer carry sister sites with referral tags, legal details and contacts', async ({
    page,
  }) => {
    await page.goto('/pc/snack24');
    const header = page.getByRole('banner');
    const coffee = header.getByRole('link', { name: /커피24/ });
    const url = new URL((await coffee.getAttribute('href'))!);
    expect(url.origin).toBe('https://coffee.example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'portal24',
      utm_medium: 'referral',
      utm_term: 'coffee24',
      utm_campaign: 'PC',
    });
    await expect(coffee).toHaveAttribute('target', '_blank');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('주식회사 포털24');
    await expect(footer).toContainText('214-88-70915');
    await expect(footer.getByRole('link', { name: '1644-4624' })).toHaveAttribute('href', 'tel:16444624');
    for (const email of ['sales@', 'partner@', 'marketing@'])
      await expect(footer.getByRole('link', { name: new RegExp(`^${email}`) })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
    await expect(footer.getByRole('link', { name: /웰컴키트/ })).toHaveAttribute(
      'href',
      /utm_term=welcomekit/,
    );
  });

  test('the footer opens the terms of use and the privacy policy in their dialogs', async ({ page }) => {
    await page.goto('/pc/office24');
    for (const [link, title] of [
      ['이용약관', /이용약관/],
      ['개인정보처리방침', /개인정보처리방침/],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('button', { name: link }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByTestId('terms-scroll')).toContainText('시행');
      await dialog.getByRole('button', { name: '닫기' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('the quick order runs apply, payment, complete and detail, keeping step 1 when going back; the operator and a second browser see it', async ({
    page,
    browser,
  }) => {
    // Three browsers in turn: the visitor, the operator and a second visitor.
    test.slow();
    await page.goto('/pc/quick24/order/serviceApply');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('button', { name: '결제로 넘어가기' }).click();
    await expect(page.getByText('이름을 입력해주세요.').first()).toBeVisible();
    await expect(page.locator('#quick-senderName')).toBeFocused();

    await page.locator('#quick-senderName').fill('김보냄');
    await page.locator('#quick-senderPhone').fill('01011112222');
    await page.locator('#quick-fromDistrict').selectOption('서울 강남구');
    await page.locator('#quick-fromAddress').fill('테헤란로 427, 12층');
    await page.locator('#quick-receiverName').fill('이받음');
    await page.locator('#quick-receiverPhone').fill('01033334444');
    await page.locator('#quick-toDistrict').selectOption('경기 성남시 분당구');
    await page.locator('#quick-toAddress').fill('판교역로 235, 3층');
    await page.locator('#quick-item').fill('계약서 서류 봉투 1개');
    const fare = await page.getByTestId('quick-fare').innerText();
    expect(fare).toMatch(/^\d{1,3}(,\d{3})*원$/);
    await page.getByRole('button', { name: '결제로 넘어가기' }).click();

    await expect(page).toHaveURL(/\/pc\/quick24\/order\/payment$/);
    await expect(page.getByText('김보냄')).toBeVisible();
    await page.goBack();
    await expect(page.locator('#quick-item')).toHaveValue('계약서 서류 봉투 1개');
    await expect(page.locator('#quick-toDistrict')).toHaveValue('경기 성남시 분당구');
    await page.getByRole('button', { name: '결제로 넘어가기' }).click();

    await page.getByLabel('카드 번호').fill(DECLINE_CARD);
    await page.getByLabel('유효기간 (MMYY)').fill('1299');
    await page.getByLabel(/생년월일 6자리/).fill('900101');
    await page.getByLabel('비밀번호 앞 2자리').fill('12');
    await page.getByRole('button', { name: `${fare} 결제하기` }).click();
    await expect(page.getByRole('alert').filter({ hasText: '승인을 거절했습니다' })).toBeVisible();
    await page.getByLabel('카드 번호').fill(APPROVE_CARD);
    await page.getByRole('button', { name: `${fare} 결제하기` }).click();

    await expect(page).toHaveURL(/\/pc\/quick24\/order\/complete\?orderNo=QK-\d{8}-[A-Z0-9]{6}$/);
    const orderNo = (await page.getByTestId('quick-order-no').innerText()).trim();
    await page.getByRole('link', { name: '주문 조회하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/quick24/order/detail\\?orderNo=${orderNo}$`));
    await expect(page.getByTestId('quick-status')).toHaveText('접수 완료 · 배차 대기 중');
    await expect(page.getByText(fare).first()).toBeVisible();

    await page.getByRole('textbox', { name: '주문번호' }).fill('QK-20990101-NNPE22');
    await page.getByRole('button', { name: '조회' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '주문을 찾을 수 없습니다' })).toBeVisible();

    // The order lives on the server: the operator's queue lists it and takes it a step on.
    const operator = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const queue = await operator.newPage();
    await loginProviderThroughPage(queue);
    await queue.goto('/provider/quick-order/list');
    const row = queue.getByRole('row').filter({ hasText: '김보냄' }).filter({ hasText: fare });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '기사 배정' }).click();
    await expect(queue.getByText(`${orderNo}: '기사 배정 완료'`, { exact: false })).toBeVisible();
    await operator.close();

    // A second browser, with nothing of this session, finds it by its number and the receiver's phone.
    const other = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const visitor = await other.newPage();
    await visitor.goto('/pc/quick24/order/detail');
    await expect(visitor.getByText('이 브라우저에서 주문한 내역이 없습니다.')).toBeVisible();
    await visitor.getByRole('textbox', { name: '주문번호' }).fill(orderNo.toLowerCase());
    await visitor.getByRole('textbox', { name: '휴대폰 번호' }).fill('01033334444');
    await visitor.getByRole('button', { name: '조회' }).click();
    await expect(visitor.getByTestId('quick-status')).toHaveText('기사 배정 완료');
    await expect(visitor.getByText(fare).first()).toBeVisible();
    await other.close();
  });

  test('an external payment takes amount and payer from the link and shows its receipt', async ({ page }) => {
    await page.goto(
      '/externalPay?amount=125000&payer=%ED%95%9C%EB%B9%9B%EC%86%94%EB%A3%A8%EC%85%98&item=%EC%B2%AD%EC%86%8C%20%EC%9D%B4%EC%9A%A9%EB%A3%8C',
    );
    await expect(page.getByTestId('pay-amount')).toHaveText('125,000원');
    await expect(page.getByText('한빛솔루션')).toBeVisible();
    await page.getByRole('button', { name: '125,000원 결제하기' }).click();
    await expect(page.getByText('카드 번호를 정확하게 입력해주세요.')).toBeVisible();
    await expect(page.getByLabel('카드 번호')).toBeFocused();
    await page.getByLabel('카드 번호').fill(APPROVE_CARD);
    await page.getByLabel('유효기간 (MMYY)').fill('1299');
    await page.getByLabel(/생년월일 6자리/).fill('1234567890');
    await page.getByLabel('비밀번호 앞 2자리').fill('00');
    await page.getByRole('button', { name: '125,000원 결제하기' }).click();
    await expect(page).toHaveURL(/\/externalPay\/result\?approvalNo=\d{8}$/);
    await expect(page.getByRole('heading', { name: '결제가 완료되었습니다' })).toBeVisible();
    await expect(page.getByText('**** 4242')).toBeVisible();
    await expect(page.getByText('청소 이용료')).toBeVisible();
  });

  test('the gift catalogue filters by category and price', async ({ page }) => {
    await page.goto('/pc/sending24/goodsList');
    await expect(page.getByText('24개 상품')).toBeVisible();
    await page.getByRole('button', { name: '상품권' }).click();
    await expect(page.getByRole('button', { name: '상품권' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('4개 상품')).toBeVisible();
    await page.getByLabel('가격대').selectOption('o40');
    await expect(page.getByText('1개 상품')).toBeVisible();
    await expect(page.getByRole('heading', { name: '모바일 상품권 5만 원권' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the menu opens the service pages and sister sites with the MO campaign', async ({ page }) => {
    await page.goto('/mobile/snack24');
    const toggle = page.getByRole('button', { name: '메뉴 열기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const nav = page.getByRole('navigation', { name: '서비스' });
    await expect(nav.getByRole('link', { name: /커피24/ })).toHaveAttribute('href', /utm_campaign=MO/);
    await nav.getByRole('link', { name: '클린24' }).click();
    await expect(page).toHaveURL(/\/mobile\/clean24$/);
    await expect(page.getByRole('button', { name: '메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
  });
});
