import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { PASSWORD } from './helpers';
import { DESKTOP, PHONE } from './public-helpers';

/** A real joining link: a workspace of 한빛솔루션, as its administrator's member info lists it. */
async function workspaceLink(request: APIRequestContext): Promise<string> {
  const login = await request.post('/portal/auth/api/login', {
    data: { email: 'demo-admin@example.com', password: PASSWORD, keepLoginYN: 'N' },
  });
  const auth = (await login.json()) as Record<string, string>;
  const info = await request.get('/homepage/v2/company-member/info', {
    headers: {
      company_member_encrypted: auth.companyMemberEncrypted!,
      company_encrypted: auth.companyEncrypted!,
      client_id: auth.clientId!,
      client_secret: auth.clientSecret!,
    },
  });
  const { companyMember } = (await info.json()) as {
    companyMember: { branchList: { branchEncrypted: string }[] };
  };
  return `/pc/admin/auth/signupCombo/${companyMember.branchList[0]!.branchEncrypted}`;
}

for (const [device, use] of [
  ['PC', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`sign-up routes on ${device}`, () => {
    test.use(use);

    test('have no serious or critical axe violation, with field messages and the terms dialog open', async ({
      page,
      request,
    }) => {
      const found: string[] = [];
      const check = async (where: string) => {
        await page.waitForLoadState('networkidle');
        // The layout fits the screen: nothing wider than the viewport (a phone would zoom out).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${where} wider than the screen by ${overflow}px`);
        for (const line of await seriousViolations(page)) found.push(`${where} ${line}`);
      };
      await page.goto('/pc/admin/auth/signUp');
      await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();
      await page.getByRole('button', { name: '다음' }).click();
      await expect(page.getByText('회사명을 입력해주세요.')).toBeVisible();
      await check('signUp (messages)');

      await page.goto('/pc/admin/auth/signUp/complete');
      await expect(page.getByRole('heading', { name: '가입 신청이 접수되었습니다' })).toBeVisible();
      await check('signUp/complete');

      await page.goto('/pc/admin/auth/signupCombo/not-a-workspace');
      await expect(page.getByRole('alert')).toContainText('가입 링크가 올바르지 않습니다');
      await check('signupCombo (bad link)');

      // A real link: the person fields, the terms and the terms dialog.
      await page.goto(await workspaceLink(request));
      await expect(page.getByRole('heading', { name: '사업장 가입' })).toBeVisible();
      await page.getByRole('button', { name: '가입하기' }).click();
      await expect(page.getByText('이름을 입력해주세요.')).toBeVisible();
      await check('signupCombo (messages)');
      await page.getByRole('checkbox', { name: /서비스 이용약관 \(필수\)/ }).click();
      await expect(page.getByTestId('terms-scroll')).toBeVisible();
      await check('signupCombo (terms dialog)');

      await page.goto('/officeLogin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check('officeLogin');
      expect(found).toEqual([]);
    });
  });
}
