import { z } from 'zod';
import { cellPhoneSchema } from '../common';
import { field } from '../meta';
import { text } from '../text';

/** GET /services: the company's gift service and what its administrator has set up. */
export const giftServiceState = z
  .object({
    isServiceUsed: z.boolean(),
    status: z.enum(['NONE', 'APPLIED', 'IN_USE', 'PAUSED', 'ENDED']),
    serviceEncrypted: z.string().nullable(),
    senderPhone: z.string().nullable(),
    senderPhoneCertified: z.boolean(),
    eventCount: z.number().int(),
    feePerPerson: z.number().int(),
    depositPersons: z.number().int(),
  })
  .meta({ id: 'GiftServiceState' });

/** POST /services/subscription: the birth24 service-apply wizard's answers. */
export const subscriptionBody = z
  .object({
    applicantName: field(
      text({ max: 30, label: '신청자', trim: true }).min(1, '신청자 이름을 입력해주세요.'),
      {
        label: '신청자',
      },
    ),
    applicantPhone: field(cellPhoneSchema, { label: '신청자 휴대폰', input: 'tel' }),
    expectedPersons: field(
      z.number({ error: '예상 인원을 입력해주세요.' }).int().min(1, '예상 인원을 입력해주세요.').max(100_000),
      { label: '예상 인원', input: 'number' },
    ),
    budgetPerPerson: field(
      z.number({ error: '1인당 예산을 입력해주세요.' }).int().min(1_000).max(1_000_000),
      {
        label: '1인당 예산(원)',
        input: 'number',
      },
    ),
    birth24_service_policy: z.literal(true, { error: '서비스 이용약관에 동의해주세요.' }),
    birth24_privacy_policy: z.literal(true, { error: '개인정보 처리방침에 동의해주세요.' }),
    birth24_custom_policy: z.boolean().default(false),
  })
  .meta({ id: 'GiftSubscriptionBody' });
export const subscriptionAnswer = z
  .object({ status: z.enum(['APPLIED', 'IN_USE', 'PAUSED', 'ENDED']), deposit: z.number().int() })
  .meta({ id: 'GiftSubscriptionAnswer' });

/** POST /services/consult multipart text fields (with an optional `attachment` file). */
export const consultFields = z.object({
  name: text({ max: 30, label: '담당자', trim: true }).min(1, '담당자 이름을 입력해주세요.'),
  cellPhone: cellPhoneSchema,
  contents: text({ max: 2000, label: '상담 내용', multiline: true }).min(1, '상담 내용을 입력해주세요.'),
});
export const consultAnswer = z
  .object({ id: z.string(), attachment: z.string().nullable() })
  .meta({ id: 'GiftConsultAnswer' });

export const workspaceRecord = z
  .object({ id: z.string(), name: field(z.string(), { label: '사업장' }), eventCount: z.number().int() })
  .meta({ id: 'GiftWorkspace' });
export const workspaceRenameBody = z
  .object({
    workspaceId: z.string({ error: '사업장을 선택해주세요.' }).max(200),
    name: text({ max: 50, label: '사업장 이름', trim: true }).min(1, '사업장 이름을 입력해주세요.'),
  })
  .meta({ id: 'GiftWorkspaceRenameBody' });

/**
 * GET /services/certification/cellphone: `?cellPhone=` sends a code to that number; `?cellPhone=&code=`
 * confirms it and makes it the company's sender number.
 */
export const certificationQuery = z.object({
  cellPhone: cellPhoneSchema,
  code: z
    .string()
    .regex(/^\d{6}$/, '인증번호 6자리를 입력해주세요.')
    .optional(),
});
export const certificationAnswer = z
  .object({ sent: z.boolean(), certified: z.boolean(), message: z.string() })
  .meta({ id: 'GiftCertificationAnswer' });
