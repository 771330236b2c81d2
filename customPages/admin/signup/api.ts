import { createHttpClient } from '../../../dataProviders/httpClient';
import type { CodeAnswer, SignupResponse } from '../../../schemas/signup';

// A visitor has no session yet: these calls go without auth headers.
const client = createHttpClient({ getAuthHeaders: () => null });

export type CodeChannel = 'EMAIL' | 'SMS';

/** The sign-up calls (server/routes/signup): without `code` a code is sent, with it the code is checked. */
export const signupApi = {
  checkRegistNumber: (registNumber: string) =>
    client.apiFetch<{ registNumber: string; message: string }>('/homepage/v2/regist-number', {
      query: { registNumber },
    }),
  code: (channel: CodeChannel, target: string, code?: string) =>
    channel === 'EMAIL'
      ? client.apiFetch<CodeAnswer>('/portal/auth/api/signup/auth-mail', {
          method: 'POST',
          query: { email: target, ...(code ? { code } : {}) },
        })
      : client.apiFetch<CodeAnswer>('/homepage/v2/certification/cellphone', {
          query: { cellPhone: target, ...(code ? { code } : {}) },
        }),
  signUp: (body: unknown) => client.apiFetch<SignupResponse>('/homepage/v2/signup', { method: 'POST', body }),
  workspace: (branchEncrypted: string) =>
    client.apiFetch<{ companyName: string; branchName: string }>(
      `/homepage/v2/wefun-customer/${encodeURIComponent(branchEncrypted)}`,
    ),
  join: (branchEncrypted: string, body: unknown) =>
    client.apiFetch<SignupResponse>(`/portal/app/api/sign-up/${encodeURIComponent(branchEncrypted)}`, {
      method: 'POST',
      body,
    }),
};
