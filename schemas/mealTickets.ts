import { z } from 'zod';

const isoDay = (label: string) =>
  z
    .string({ error: `${label}을 입력해주세요.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}을 YYYY-MM-DD 형식으로 입력해주세요.`);
const mealAmount = z
  .number({ error: '1회 금액을 숫자로 입력해주세요.' })
  .int('1회 금액은 정수로 입력해주세요.')
  .min(1_000, '1회 금액은 1,000원 이상이어야 합니다.')
  .max(50_000, '1회 금액은 50,000원 이하여야 합니다.');
const dailyLimit = z
  .number({ error: '하루 사용 횟수를 숫자로 입력해주세요.' })
  .int('하루 사용 횟수는 정수로 입력해주세요.')
  .min(1, '하루 사용 횟수는 1회 이상이어야 합니다.')
  .max(3, '하루 사용 횟수는 3회 이하여야 합니다.');

export const MEAL_TICKET_STATUS_IDS = ['ACTIVE', 'STOPPED'] as const;
export const MEAL_TICKET_STATUSES = { ACTIVE: '사용 중', STOPPED: '사용 중지' } as const;

export const mealBranchParams = z.object({
  serviceEncrypted: z.string().min(1).max(200),
  branchEncrypted: z.string().min(1).max(200),
});
export const mealTicketParams = z.object({ mealTicketEncrypted: z.string().min(1).max(200) });

export const mealTicket = z
  .object({
    mealTicketEncrypted: z.string(),
    memberEncrypted: z.string(),
    memberName: z.string(),
    branchName: z.string().nullable(),
    amount: z.number().int(),
    dailyLimit: z.number().int(),
    validFrom: z.string(),
    validTo: z.string(),
    status: z.enum(MEAL_TICKET_STATUS_IDS),
    usedCount: z.number().int(),
    usedAmount: z.number().int(),
  })
  .meta({ id: 'MealTicket' });
export type MealTicket = z.infer<typeof mealTicket>;

/** A workspace's members, each with the ticket they hold (null when none is active). */
export const mealBranchResponse = z
  .object({
    branchName: z.string(),
    members: z.array(
      z.object({
        memberEncrypted: z.string(),
        name: z.string(),
        ticketEncrypted: z.string().nullable(),
      }),
    ),
    tickets: z.array(mealTicket),
  })
  .meta({ id: 'MealBranch' });

export const mealIssueBody = z
  .object({
    memberEncrypted: z
      .array(z.string().min(1).max(200), { error: '식권을 받을 구성원을 선택해주세요.' })
      .min(1, '식권을 받을 구성원을 선택해주세요.')
      .max(500, '한 번에 500명까지 발급할 수 있습니다.'),
    amount: mealAmount,
    dailyLimit,
    validFrom: isoDay('시작일'),
    validTo: isoDay('종료일'),
  })
  .meta({ id: 'MealTicketIssue' });
export type MealIssueBody = z.infer<typeof mealIssueBody>;

export const mealIssueResponse = z.object({ issued: z.number().int() }).meta({ id: 'MealTicketIssued' });

export const mealTicketUpdateBody = z
  .object({
    amount: mealAmount,
    dailyLimit,
    validTo: isoDay('종료일'),
    status: z.enum(MEAL_TICKET_STATUS_IDS, { error: '상태를 선택해주세요.' }),
  })
  .meta({ id: 'MealTicketUpdate' });
export type MealTicketUpdateBody = z.infer<typeof mealTicketUpdateBody>;

export const mealTicketDetail = z
  .object({
    ticket: mealTicket,
    uses: z.array(z.object({ usedAt: z.string(), store: z.string(), amount: z.number().int() })),
  })
  .meta({ id: 'MealTicketDetail' });
export type MealTicketDetail = z.infer<typeof mealTicketDetail>;
