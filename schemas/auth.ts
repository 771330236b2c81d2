import { z } from 'zod';
import { emailSchema, passwordSchema, yn } from './common';
import { text } from './text';

/** POST /portal/auth/api/login */
/** The e-mail and password of a login form: the portal's and the provider console's. */
export const credentialFields = {
  email: text({
    max: 230,
    trim: true,
    label: '이메일',
    tooLong: '이메일은 230자 이내로 입력해주세요.',
  }).min(1, '이메일을 입력해주세요.'),
  password: text({ max: 100, label: '비밀번호', tooLong: '비밀번호가 너무 깁니다.' }).min(
    1,
    '비밀번호를 입력해주세요.',
  ),
};

export const loginBody = z
  .object({ ...credentialFields, keepLoginYN: yn.default('N') })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.input<typeof loginBody>;

/** The auth fields the browser keeps (spec 1 §3 "Auth"). sessionId only with keep-login. */
export const loginResponse = z
  .object({
    companyMemberEncrypted: z.string(),
    companyEncrypted: z.string(),
    companyMemberName: z.string(),
    companyName: z.string(),
    clientId: z.string(),
    clientSecret: z.string(),
    sessionId: z.string().optional(),
    expiresAt: z.string().meta({ description: '세션 만료 시각 (ISO 8601)' }),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /portal/auth/api/auto-login */
export const autoLoginBody = z
  .object({ sessionId: text({ max: 200, label: '자동 로그인 정보' }).min(1, '자동 로그인 정보가 없습니다.') })
  .meta({ id: 'AutoLoginBody' });

/** GET /portal/auth/api/login-check */
export const loginCheckResponse = z
  .object({ ok: z.literal(true), expiresAt: z.string() })
  .meta({ id: 'LoginCheckResponse' });

/**
 * POST /portal/auth/api/password/code: sends a 6-digit code by message to the member's phone. The
 * answer is the same for every e-mail, member or not (no phone digits), so it tells nobody who is one.
 */
export const passwordCodeBody = z.object({ email: emailSchema }).meta({ id: 'PasswordCodeBody' });
export const passwordCodeResponse = z
  .object({
    sent: z.literal(true),
    message: z.string().meta({ description: '안내 문구 (가입 여부와 무관하게 같음)' }),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'PasswordCodeResponse' });
export type PasswordCodeResponse = z.infer<typeof passwordCodeResponse>;

/** POST /portal/auth/api/password/reset */
export const passwordResetBody = z
  .object({
    email: emailSchema,
    code: z.string().regex(/^\d{6}$/, '인증번호 6자리를 입력해주세요.'),
    newPassword: passwordSchema,
  })
  .meta({ id: 'PasswordResetBody' });

/** PUT /homepage/v2/company-member/manager/passwd */
export const passwordChangeBody = z
  .object({
    currentPassword: text({ max: 100, label: '현재 비밀번호' }).min(1, '현재 비밀번호를 입력해주세요.'),
    newPassword: passwordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    message: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  })
  .meta({ id: 'PasswordChangeBody' });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
