import { z } from 'zod';
import { text } from './text';

/** Y/N flags as the spec's payloads carry them. */
export const YN_VALUES = ['Y', 'N'] as const;
export const yn = z.enum(YN_VALUES);
export type YN = z.infer<typeof yn>;

/** Every error the server sends: a Korean message, plus per-field messages for validation failures. */
export const errorResponse = z
  .object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okResponse = z.object({ ok: z.literal(true) }).meta({ id: 'OkResponse' });

/** Spec 2 §5 "Email". */
export const emailSchema = text({
  max: 230,
  trim: true,
  label: '이메일',
  required: '이메일을 입력해주세요.',
  tooLong: '이메일은 230자 이내로 입력해주세요.',
})
  .min(1, '이메일을 입력해주세요.')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '이메일 형식을 확인해주세요. (예: example@company.com)')
  .meta({ label: '이메일', input: 'text' });

/** Spec 2 §5 "Mobile number". */
export const PHONE_PATTERN = /^(01[016789]|02|0[3-9]\d)\d{7,8}$/;
export const cellPhoneSchema = z
  .string({ error: '휴대폰 번호를 입력해주세요.' })
  .min(1, '휴대폰 번호를 입력해주세요.')
  .regex(/^\d{11}$/, '휴대폰 번호는 11자리 숫자여야 합니다.')
  .regex(PHONE_PATTERN, '휴대폰 번호를 잘못 입력하셨습니다.')
  .meta({ label: '휴대폰 번호', input: 'tel' });

/** Spec 2 §5 "Password": 8 to 50 characters with upper, lower, digit and one of ~!@#$%<>^&*. */
export const PASSWORD_MESSAGE =
  '비밀번호는 영문 대문자, 소문자, 숫자, 특수기호(~!@#$%<>^&*)를 포함하여 8자 이상 입력해주세요.';
export const passwordSchema = text({
  max: 50,
  label: '비밀번호',
  required: '비밀번호를 입력해주세요.',
  tooLong: '비밀번호는 50자 이내로 입력해주세요.',
})
  .min(1, '비밀번호를 입력해주세요.')
  .min(8, PASSWORD_MESSAGE)
  .refine(
    (value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[~!@#$%<>^&*]/.test(value),
    PASSWORD_MESSAGE,
  )
  .meta({ label: '비밀번호', input: 'password' });
