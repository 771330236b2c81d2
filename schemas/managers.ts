import { z } from 'zod';
import { cellPhoneSchema, emailSchema, passwordSchema } from './common';
import { field } from './meta';
import { authorityFields } from './members';
import { signupTermsFields } from './signup';
import { text } from './text';

/** An administrator of the company as manager/list shows it. */
export const managerRecord = z
  .object({
    id: z.string(),
    name: field(z.string(), { label: '이름', sortable: true }),
    email: field(z.string(), { label: '이메일', sortable: true }),
    cellPhone: field(z.string().nullable(), { label: '휴대폰 번호' }),
    ...authorityFields,
    status: field(z.enum(['ACTIVE', 'INVITED']), {
      label: '상태',
      input: 'select',
      choices: [
        { id: 'ACTIVE', name: '사용 중' },
        { id: 'INVITED', name: '초대 수락 대기' },
      ],
      filter: true,
      sortable: true,
    }),
    invitedAt: field(z.string().nullable(), { label: '초대일', readOnly: true, list: false, sortable: true }),
  })
  .meta({ id: 'Manager' });
export type ManagerRecord = z.infer<typeof managerRecord>;

/** POST .../managers: invite an additional administrator by message. */
export const managerInviteBody = z
  .object({
    email: field(emailSchema, { label: '이메일', input: 'email' }),
    cellPhone: field(cellPhoneSchema, { label: '휴대폰 번호', input: 'tel' }),
    hasBuyRequestAuthority: z.boolean().default(false),
    hasCategoryItemAuthority: z.boolean().default(false),
    hasManagerAuthority: z.boolean().default(false),
  })
  .meta({ id: 'ManagerInviteBody' });

/** GET .../manager-signup/{token}: what the invitee sees before accepting. */
export const managerInvitation = z
  .object({ companyName: z.string(), email: z.string(), cellPhone: z.string(), expiresAt: z.string() })
  .meta({ id: 'ManagerInvitation' });

/** POST .../manager-signup/{token}: the invitee sets name, phone and password. */
export const managerSignupBody = z
  .object({
    name: text({ max: 30, trim: true, label: '이름', tooLong: '이름은 30자까지 입력할 수 있습니다.' }).min(
      1,
      '이름을 입력해주세요.',
    ),
    cellPhone: cellPhoneSchema,
    password: passwordSchema,
    // The consents the company sign-up takes: an invited administrator agrees to the same terms.
    agreeUseService: signupTermsFields.agreeUseService,
    agreePrivacy: signupTermsFields.agreePrivacy,
  })
  .meta({ id: 'ManagerSignupBody' });
