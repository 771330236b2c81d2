import type { z } from 'zod';
import { loginResponse, passwordCodeResponse } from '../schemas/auth';
import type { LoginBody, LoginResponse, passwordResetBody } from '../schemas/auth';
import { companyMemberInfoResponse } from '../schemas/companyMember';
import type { CompanyMemberInfoResponse } from '../schemas/companyMember';
import type { ApiFetch } from '../dataProviders/httpClient';

export type PasswordCodeResponse = z.infer<typeof passwordCodeResponse>;
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** The portal-auth and member-info calls (spec 2 §7), answers checked against the shared schemas. */
export function createAuthApi(apiFetch: ApiFetch) {
  return {
    login: async (body: LoginBody): Promise<LoginResponse> =>
      loginResponse.parse(await apiFetch('/portal/auth/api/login', { method: 'POST', body })),
    autoLogin: async (sessionId: string): Promise<LoginResponse> =>
      loginResponse.parse(
        await apiFetch('/portal/auth/api/auto-login', { method: 'POST', body: { sessionId } }),
      ),
    logout: () => apiFetch<unknown>('/portal/auth/api/logout', { method: 'POST' }),
    memberInfo: async (): Promise<CompanyMemberInfoResponse> =>
      companyMemberInfoResponse.parse(await apiFetch('/homepage/v2/company-member/info')),
    sendPasswordCode: async (email: string): Promise<PasswordCodeResponse> =>
      passwordCodeResponse.parse(
        await apiFetch('/portal/auth/api/password/code', { method: 'POST', body: { email } }),
      ),
    resetPassword: async (body: PasswordResetBody): Promise<void> => {
      await apiFetch('/portal/auth/api/password/reset', { method: 'POST', body });
    },
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
