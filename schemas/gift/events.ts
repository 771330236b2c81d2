import { z } from 'zod';
import { field } from '../meta';
import { text } from '../text';
import { purchaseAgreement } from './sends';

/** Event statuses (spec 2 §4 leaves them to us). */
export const EVENT_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'ENDED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  DRAFT: '작성 중',
  ACTIVE: '진행 중',
  PAUSED: '일시 중지',
  ENDED: '종료',
};
/** Which status may follow which; anything else is refused with 409. */
export const EVENT_TRANSITIONS: Record<EventStatus, readonly EventStatus[]> = {
  DRAFT: ['ACTIVE', 'ENDED'],
  ACTIVE: ['PAUSED', 'ENDED'],
  PAUSED: ['ACTIVE', 'ENDED'],
  ENDED: [],
};
export const canTransition = (from: EventStatus, to: EventStatus) => EVENT_TRANSITIONS[from].includes(to);
export const transitionRefused = (from: EventStatus, to: EventStatus) =>
  `'${EVENT_STATUS_LABELS[from]}' 상태의 이벤트는 '${EVENT_STATUS_LABELS[to]}' 상태로 바꿀 수 없습니다.`;

/** Kinds of events (GET /events/categories). */
export const EVENT_CATEGORIES = [
  { id: 'BIRTHDAY', name: '생일' },
  { id: 'WORK_ANNIVERSARY', name: '입사 기념일' },
  { id: 'HOLIDAY', name: '명절' },
  { id: 'CONGRATS', name: '축하' },
  { id: 'THANKS', name: '감사' },
  { id: 'ETC', name: '기타' },
] as const;
export const eventCategory = z.enum(
  ['BIRTHDAY', 'WORK_ANNIVERSARY', 'HOLIDAY', 'CONGRATS', 'THANKS', 'ETC'],
  {
    error: '이벤트 종류를 선택해주세요.',
  },
);
export type EventCategory = z.infer<typeof eventCategory>;

/** ONCE: one send date for everyone. YEARLY: each subject's own day every year (birthdays, anniversaries). */
export const EVENT_REPEAT_IDS = ['ONCE', 'YEARLY'] as const;
export const EVENT_REPEATS = [
  { id: 'ONCE', name: '한 번' },
  { id: 'YEARLY', name: '매년 (대상자별 기념일)' },
] as const;
export const ANNIVERSARY_LINK_IDS = ['NONE', 'BIRTHDAY', 'WORK'] as const;
export const ANNIVERSARY_LINKS = [
  { id: 'NONE', name: '연결 안 함' },
  { id: 'BIRTHDAY', name: '생일' },
  { id: 'WORK', name: '입사 기념일' },
] as const;

export const categoryRecord = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'GiftEventCategory' });

/** Ready-made event settings (GET /events/templates). */
export const eventTemplate = z
  .object({
    id: z.string(),
    name: z.string(),
    category: eventCategory,
    repeat: z.enum(EVENT_REPEAT_IDS),
    anniversary: z.enum(ANNIVERSARY_LINK_IDS),
    cardTemplate: z.string(),
    message: z.string(),
    budgetPerPerson: z.number().int(),
  })
  .meta({ id: 'GiftEventTemplate' });
export type EventTemplate = z.infer<typeof eventTemplate>;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식으로 입력해주세요.');

/** The fields an administrator sets (POST /events). */
export const eventInput = z
  .object({
    name: field(
      text({ max: 50, label: '이벤트 이름', trim: true, required: '이벤트 이름을 입력해주세요.' }).min(
        1,
        '이벤트 이름을 입력해주세요.',
      ),
      { label: '이벤트 이름' },
    ),
    category: field(eventCategory, { label: '종류', input: 'select', choices: EVENT_CATEGORIES }),
    repeat: field(z.enum(EVENT_REPEAT_IDS).default('ONCE'), {
      label: '반복',
      input: 'select',
      choices: EVENT_REPEATS,
    }),
    sendDate: field(dateText.nullable().default(null), {
      label: '발송일',
      input: 'date',
      helperText: '한 번 보내는 이벤트의 발송일 (매년 이벤트는 대상자별 기념일)',
    }),
    sendHour: field(
      z
        .number({ error: '발송 시각을 선택해주세요.' })
        .int()
        .min(0, '발송 시각은 0~23시입니다.')
        .max(23, '발송 시각은 0~23시입니다.')
        .default(9),
      { label: '발송 시각(시)', input: 'number' },
    ),
    budgetPerPerson: field(
      z
        .number({ error: '1인당 예산을 입력해주세요.' })
        .int()
        .min(1_000, '1인당 예산은 1,000원 이상이어야 합니다.')
        .max(1_000_000, '1인당 예산은 1,000,000원 이하여야 합니다.'),
      { label: '1인당 예산(원)', input: 'number' },
    ),
    senderName: field(
      text({ max: 30, label: '보내는 사람', trim: true, required: '보내는 사람을 입력해주세요.' }).min(
        1,
        '보내는 사람을 입력해주세요.',
      ),
      { label: '보내는 사람' },
    ),
    workspaceId: field(z.string().max(200).nullable().default(null), {
      label: '사업장',
      input: 'reference',
      reference: 'workspaces',
    }),
  })
  .refine((event) => event.repeat === 'YEARLY' || event.sendDate !== null, {
    path: ['sendDate'],
    message: '발송일을 선택해주세요.',
  })
  .meta({ id: 'GiftEventBody' });
export type EventInput = z.infer<typeof eventInput>;

/**
 * PUT /events/{id}: what may change after creation (name, kind, send date and hour, budget, sender);
 * the repeat and the workspace stay as created. A one-time event needs its send date (checked by the
 * server, which knows the repeat).
 */
export const eventUpdateBody = z
  .object({
    name: eventInput.shape.name,
    category: eventInput.shape.category,
    sendDate: eventInput.shape.sendDate,
    sendHour: eventInput.shape.sendHour,
    budgetPerPerson: eventInput.shape.budgetPerPerson,
    senderName: eventInput.shape.senderName,
  })
  .meta({ id: 'GiftEventUpdateBody' });
export type EventUpdateBody = z.infer<typeof eventUpdateBody>;
export const EVENT_EDIT_REFUSED = {
  ended: '종료된 이벤트는 바꿀 수 없습니다.',
  budgetAfterSend: '이미 선물을 보낸 이벤트는 1인당 예산을 바꿀 수 없습니다. 새 이벤트로 복사해 바꿔주세요.',
  sendDate: '발송일을 선택해주세요.',
} as const;

/** One event as the list and detail screens read it. */
export const eventRecord = z
  .object({
    id: z.string(),
    name: field(z.string(), { label: '이벤트 이름', sortable: true }),
    category: field(eventCategory, {
      label: '종류',
      input: 'select',
      choices: EVENT_CATEGORIES,
      filter: true,
    }),
    status: field(z.enum(EVENT_STATUSES), {
      label: '상태',
      input: 'select',
      choices: EVENT_STATUSES.map((id) => ({ id, name: EVENT_STATUS_LABELS[id] })),
      filter: true,
    }),
    repeat: field(z.enum(EVENT_REPEAT_IDS), { label: '반복', input: 'select', choices: EVENT_REPEATS }),
    anniversary: field(z.enum(ANNIVERSARY_LINK_IDS), {
      label: '기념일 연결',
      input: 'select',
      choices: ANNIVERSARY_LINKS,
    }),
    sendDate: field(z.string().nullable(), { label: '발송일', input: 'date', sortable: true }),
    sendHour: field(z.number().int(), { label: '발송 시각(시)' }),
    budgetPerPerson: field(z.number().int(), { label: '1인당 예산', input: 'money', sortable: true }),
    senderName: field(z.string(), { label: '보내는 사람' }),
    senderPhone: field(z.string().nullable(), { label: '발신 번호', list: false }),
    workspaceId: field(z.string().nullable(), { label: '사업장', list: false }),
    subjectCount: field(z.number().int(), { label: '대상자 수' }),
    sentCount: field(z.number().int(), { label: '발송 수' }),
    purchaseAgreed: field(z.boolean(), { label: '구매 동의', list: false }),
    createdAt: field(z.string(), { label: '등록일', input: 'date', sortable: true }),
  })
  .meta({ id: 'GiftEvent' });
export type EventRecord = z.infer<typeof eventRecord>;

/** Activating an event whose sends carry gifts needs the purchase agreement (spec 2 §5). */
export const eventStatusBody = z
  .object({
    status: z.enum(EVENT_STATUSES, { error: '바꿀 상태를 선택해주세요.' }),
    agreement: purchaseAgreement.optional(),
  })
  .meta({ id: 'GiftEventStatusBody' });

export const copyNameAnswer = z.object({ name: z.string() }).meta({ id: 'GiftEventCopyName' });
export const copyBody = z
  .strictObject({
    name: text({ max: 50, label: '이벤트 이름', trim: true })
      .min(1, '이벤트 이름을 입력해주세요.')
      .optional(),
  })
  .meta({ id: 'GiftEventCopyBody' });

/** PATCH /events/{id}/anniversary: which anniversaries feed the event's subjects. */
export const anniversaryBody = z
  .object({ anniversary: z.enum(ANNIVERSARY_LINK_IDS, { error: '연결할 기념일을 선택해주세요.' }) })
  .meta({ id: 'GiftEventAnniversaryBody' });

/** POST /events/{id}/limit-over: a request to raise the budget above the deposit. */
export const limitOverBody = z
  .object({
    requestedBudget: z.number().int().min(1, '요청 금액을 입력해주세요.').max(1_000_000_000),
    reason: text({ max: 500, label: '요청 사유', multiline: true }).default(''),
  })
  .meta({ id: 'GiftLimitOverBody' });
export const limitOverAnswer = z
  .object({ requested: z.boolean(), deposit: z.number().int(), requestedBudget: z.number().int() })
  .meta({ id: 'GiftLimitOverAnswer' });

/** Budget check answer (events, subjects and gifts validate-budget). */
export const budgetCheck = z
  .object({
    ok: z.boolean(),
    message: z.string(),
    budgetPerPerson: z.number().int(),
    persons: z.number().int(),
    deposit: z.number().int(),
    fee: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'GiftBudgetCheck' });
export type BudgetCheck = z.infer<typeof budgetCheck>;

/** GET /events/{id}/dashboards. */
export const dashboard = z
  .object({
    subjects: z.number().int(),
    sent: z.number().int(),
    opened: z.number().int(),
    chosen: z.number().int(),
    shipped: z.number().int(),
    delivered: z.number().int(),
    exchanged: z.number().int(),
    cancelled: z.number().int(),
    expired: z.number().int(),
    budgetTotal: z.number().int(),
    budgetUsed: z.number().int(),
    budgetLeft: z.number().int(),
    deposit: z.number().int(),
    fee: z.number().int(),
    daily: z.array(z.object({ date: z.string(), sent: z.number().int(), chosen: z.number().int() })),
  })
  .meta({ id: 'GiftDashboard' });
export type Dashboard = z.infer<typeof dashboard>;
