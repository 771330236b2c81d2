import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD } from './helpers';

/** Placeholder of member/list's search box. */
export const MEMBER_SEARCH = '이름, 이메일, 휴대폰 번호';

/** The four session headers of a login through the API (for calls a page would never make). */
export async function apiHeaders(request: APIRequestContext, email: string) {
  const answer = await request.post('/portal/auth/api/login', { data: { email, password: PASSWORD } });
  const login = (await answer.json()) as Record<string, string>;
  return {
    company_member_encrypted: login.companyMemberEncrypted ?? '',
    company_encrypted: login.companyEncrypted ?? '',
    client_id: login.clientId ?? '',
    client_secret: login.clientSecret ?? '',
  };
}

/** The list's "1-50 / 총 200" line. */
export const rangeInfo = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Picks an option of a react-admin AutocompleteInput. */
export async function pick(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}
