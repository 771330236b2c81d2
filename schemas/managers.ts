import { z } from 'zod';
import { withParticle } from '../lib/korean';
import { cellPhoneSchema, emailSchema, passwordSchema } from './common';
import type { ImportColumns } from './importColumns';
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

/** A yes-or-no cell of a sheet: 예 or 아니요 (Y and N too, from sheets made in English), empty for no. */
export const YES_NO = ['예', '아니요'] as const;
export const yesNoCell = (label: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine(
      (value) => ['', 'Y', 'N', '예', '아니요'].includes(value.toUpperCase()),
      `${withParticle(label, '은/는')} 예 또는 아니요로 입력해주세요.`,
    )
    .transform((value) => value.toUpperCase() === 'Y' || value === '예');

/** One row of the invitation sheet (POST .../managers/invite-sheet): the invite body's own rules. */
export const managerInviteRow = z
  .object({
    email: emailSchema,
    cellPhone: cellPhoneSchema,
    hasBuyRequestAuthority: yesNoCell('구매 요청 승인 권한'),
    hasCategoryItemAuthority: yesNoCell('카테고리 상품 관리 권한'),
    hasManagerAuthority: yesNoCell('관리자 설정 권한'),
  })
  .meta({ id: 'ManagerInviteRow' });

/** A permission's column: headed by its name with the two answers, the old (Y/N) header still read. */
const yesNoColumn = (label: string) => ({
  header: `${label}(예/아니요)`,
  aliases: [label, `${label}(Y/N)`],
  example: '아니요',
  choices: YES_NO,
});
export const MANAGER_INVITE_COLUMNS = {
  email: {
    header: '이메일',
    aliases: ['이메일주소', '메일'],
    required: true,
    example: 'gildong@example.com',
  },
  cellPhone: {
    header: '휴대폰 번호',
    aliases: ['휴대폰', '휴대전화', '휴대전화번호', '핸드폰'],
    required: true,
    text: true,
    kind: 'phone',
    example: '01098765432',
  },
  hasBuyRequestAuthority: yesNoColumn('구매 요청 승인 권한'),
  hasCategoryItemAuthority: yesNoColumn('카테고리 상품 관리 권한'),
  hasManagerAuthority: yesNoColumn('관리자 설정 권한'),
} as const satisfies ImportColumns<keyof z.input<typeof managerInviteRow>>;

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
