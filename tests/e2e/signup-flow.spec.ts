import { expect, test, type Page } from '@playwright/test';
import { loginProviderThroughPage, loginThroughPage, PASSWORD } from './helpers';
import { PHONE, agreeToRequiredTerms } from './public-helpers';
import { applicant, approveByApi, codeFromOutbox, tabTo, typeInto, type Applicant } from './signup-helpers';

// The whole path from the public sign-up to a service application, on a machine shared by the suite.
test.describe.configure({ timeout: 150_000 });

const SERVICE_APPLY = /\/pc\/admin\/snack24\/serviceApply\/applicant$/;
const field = (page: Page, name: string) => page.locator(`#signup-${name}`);

test('a visitor signs up with both codes, the provider approves, the new administrator reaches a service application', async ({
  page,
  request,
}) => {
  const a = applicant(1);
  await page.goto('/pc/admin/auth/signUp');
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();

  // Company: a wrong check digit gets its message beside the field, then the right number passes.
  await field(page, 'companyName').fill(a.companyName);
  await field(page, 'registNumber').fill(a.registNumber.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
  await page.getByRole('button', { name: '번호 확인' }).click();
  await expect(page.getByText('사업자등록번호가 올바르지 않습니다. 번호를 다시 확인해주세요.')).toBeVisible();
  await field(page, 'registNumber').fill(a.registNumber);
  await page.getByRole('button', { name: '번호 확인' }).click();
  await expect(page.getByText('가입할 수 있는 사업자등록번호입니다.')).toBeVisible();
  await field(page, 'representative').fill(a.representative);
  await field(page, 'zoneCode').fill(a.zoneCode);
  await field(page, 'address1').fill(a.address1);
  await field(page, 'address2').fill(a.address2);
  await field(page, 'officePhone').fill(a.officePhone);
  await page.getByRole('button', { name: '다음' }).click();

  // Administrator: both codes come from the provider console's outbox.
  await field(page, 'name').fill(a.name);
  await field(page, 'email').fill(a.email);
  await page.getByRole('button', { name: '인증번호 받기' }).first().click();
  await field(page, 'emailCode').fill('000000');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText(/인증번호가 일치하지 않습니다|인증번호 입력/)).toBeVisible();
  await field(page, 'emailCode').fill(await codeFromOutbox(request, a.email));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('이메일 (로그인 아이디) 인증 완료')).toBeVisible();
  await field(page, 'cellPhone').fill(a.cellPhone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await field(page, 'phoneCode').fill(await codeFromOutbox(request, a.cellPhone));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('휴대폰 번호 인증 완료')).toBeVisible();
  await field(page, 'password').fill(a.password);
  await field(page, 'confirm').fill(a.password);
  await page.getByRole('button', { name: '다음' }).click();

  // Terms: agreeing opens the text, whose checkbox unlocks at its end.
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expect(page.getByText('서비스 이용약관에 동의해주세요.')).toBeVisible();
  await agreeToRequiredTerms(page);
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expect(page).toHaveURL(/\/pc\/admin\/auth\/signUp\/complete$/);
  await expect(page.getByRole('heading', { name: '가입 신청이 접수되었습니다' })).toBeVisible();

  // Before approval the login says why it cannot go on.
  await page.getByRole('link', { name: '로그인 화면으로' }).click();
  await page.getByLabel('이메일').fill(a.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText(/가입 승인을 기다리고 있습니다/)).toBeVisible();

  // The provider approves in its console.
  await loginProviderThroughPage(page);
  await page.goto('/provider/signup/list');
  await page.getByRole('button', { name: `${a.companyName} 승인` }).click();
  // The confirm shows the message the new administrator will get before it is sent.
  const confirm = page.getByRole('dialog', { name: `${a.companyName} 가입 승인` });
  await expect(confirm.getByText(a.email, { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: '승인하기' }).click();
  await expect(page.getByText('가입을 승인했습니다.', { exact: false })).toBeVisible();

  await loginThroughPage(page, a.email);
  await expect(page.getByRole('heading', { name: '포털24에 오신 것을 환영합니다' })).toBeVisible();
  await page.getByRole('link', { name: '스낵24 서비스 신청하기' }).click();
  await expect(page).toHaveURL(SERVICE_APPLY);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('서비스 신청');
});

/** The same sign-up on a phone, by the keyboard alone. */
async function signUpByKeyboard(page: Page, request: Parameters<typeof codeFromOutbox>[0], a: Applicant) {
  await page.goto('/pc/admin/auth/signUp');
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();
  for (const [name, value] of [
    ['companyName', a.companyName],
    ['registNumber', a.registNumber],
  ] as const)
    await typeInto(page, field(page, name), value);
  await tabTo(page, page.getByRole('button', { name: '번호 확인' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('가입할 수 있는 사업자등록번호입니다.')).toBeVisible();
  for (const name of ['representative', 'zoneCode', 'address1', 'address2', 'officePhone'] as const)
    await typeInto(page, field(page, name), a[name]);
  await page.keyboard.press('Enter'); // submits the step: 다음

  await typeInto(page, field(page, 'name'), a.name);
  await typeInto(page, field(page, 'email'), a.email);
  await tabTo(page, page.getByRole('button', { name: '인증번호 받기' }).first());
  await page.keyboard.press('Enter');
  await expect(field(page, 'emailCode')).toBeFocused();
  await page.keyboard.type(await codeFromOutbox(request, a.email));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // 확인
  await expect(page.getByText('이메일 (로그인 아이디) 인증 완료')).toBeVisible();
  await typeInto(page, field(page, 'cellPhone'), a.cellPhone);
  await tabTo(page, page.getByRole('button', { name: '인증번호 받기' }));
  await page.keyboard.press('Enter');
  await expect(field(page, 'phoneCode')).toBeFocused();
  await page.keyboard.type(await codeFromOutbox(request, a.cellPhone));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('휴대폰 번호 인증 완료')).toBeVisible();
  await typeInto(page, field(page, 'password'), a.password);
  await typeInto(page, field(page, 'confirm'), a.password);
  await page.keyboard.press('Enter');

  for (const name of [/서비스 이용약관 \(필수\)/, /개인정보 수집 및 이용 \(필수\)/]) {
    await tabTo(page, page.getByRole('checkbox', { name }));
    await page.keyboard.press('Space');
    const text = page.getByTestId('terms-scroll');
    await tabTo(page, text);
    await page.keyboard.press('End');
    const agree = page.getByRole('checkbox', { name: '위 내용을 모두 확인하였으며, 이에 동의합니다.' });
    await expect(agree).toHaveAttribute('aria-disabled', 'false');
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: '확인', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: '가입 신청' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '가입 신청이 접수되었습니다' })).toBeVisible();
}

test.describe('on a 390x844 phone, by keyboard alone', () => {
  test.use(PHONE);

  test('signs up, and after approval logs in to the first-day home and reaches a service application', async ({
    page,
    request,
  }) => {
    const a = applicant(2);
    await signUpByKeyboard(page, request, a);
    await approveByApi(request, a.companyName);

    await page.goto('/pc/admin/auth/login');
    await typeInto(page, page.getByLabel('이메일'), a.email);
    await typeInto(page, page.getByLabel('비밀번호', { exact: true }), PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pc\/admin\/home$/);
    const apply = page.getByRole('link', { name: '스낵24 서비스 신청하기' });
    await tabTo(page, apply, 150);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(SERVICE_APPLY);
  });
});
