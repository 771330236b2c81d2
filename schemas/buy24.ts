import { z } from 'zod';
import { storedFileRecord } from './files';
import { field } from './meta';
import { text } from './text';
import { withParticle } from '../lib/korean';

/**
 * 구매24: a member asks for something to be bought; the portal's operators (the provider) quote it;
 * an approver of the company approves and orders it. Statuses and who may move a request between
 * them are written here once, for the server's checks and the screens' buttons.
 */
export const BUY_REQUEST_STATUSES = [
  'REQUESTED',
  'IN_REVIEW',
  'QUOTED',
  'APPROVED',
  'ORDERED',
  'DELIVERED',
  'REJECTED',
  'CANCELLED',
] as const;
export const buyRequestStatus = z.enum(BUY_REQUEST_STATUSES, { error: '요청 상태 값이 올바르지 않습니다.' });
export type BuyRequestStatus = z.infer<typeof buyRequestStatus>;

export const BUY_REQUEST_STATUS_LABELS: Record<BuyRequestStatus, string> = {
  REQUESTED: '요청',
  IN_REVIEW: '견적 검토 중',
  QUOTED: '견적 도착',
  APPROVED: '승인',
  ORDERED: '주문',
  DELIVERED: '배송 완료',
  REJECTED: '반려',
  CANCELLED: '취소',
};
const statusChoices = BUY_REQUEST_STATUSES.map((id) => ({ id, name: BUY_REQUEST_STATUS_LABELS[id] }));

/**
 * The moves a company may make by PATCH (the provider quotes and delivers; an order is made by
 * orders/request). `approver` moves need buy-request authority or review of the requester;
 * `requester` moves are open to the requester too.
 */
export const COMPANY_TRANSITIONS: Record<
  BuyRequestStatus,
  Partial<Record<BuyRequestStatus, 'approver' | 'requester'>>
> = {
  REQUESTED: { IN_REVIEW: 'approver', REJECTED: 'approver', CANCELLED: 'requester' },
  IN_REVIEW: { REJECTED: 'approver', CANCELLED: 'requester' },
  QUOTED: { APPROVED: 'approver', IN_REVIEW: 'approver', REJECTED: 'approver', CANCELLED: 'requester' },
  APPROVED: { CANCELLED: 'approver' },
  ORDERED: {},
  DELIVERED: {},
  REJECTED: {},
  CANCELLED: {},
};

/** The refusal of a move, in the words a user reads. */
export const transitionRefused = (from: BuyRequestStatus, to: BuyRequestStatus) =>
  `'${BUY_REQUEST_STATUS_LABELS[from]}' 상태의 요청은 ${withParticle(`'${BUY_REQUEST_STATUS_LABELS[to]}'`, '으로/로')} 바꿀 수 없습니다.`;

/** Statuses whose fields the requester may still edit. */
export const EDITABLE_STATUSES: readonly BuyRequestStatus[] = ['REQUESTED'];

const title = text({ max: 100, trim: true, label: '제목', required: '제목을 입력해주세요.' }).min(
  1,
  '제목을 입력해주세요.',
);
/** Rich text (HTML from the editor); the browser shows it sanitised. */
const body = text({ max: 50_000, multiline: true, label: '내용' });
const quantity = z.coerce
  .number({ error: '수량은 숫자로 입력해주세요.' })
  .int('수량은 정수로 입력해주세요.')
  .min(1, '수량은 1개 이상이어야 합니다.')
  .max(100_000, '수량은 100,000개까지 입력할 수 있습니다.');
const wishedDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '희망일은 YYYY-MM-DD 형식으로 입력해주세요.')
  .or(z.literal(''))
  .default('');
const idText = text({ max: 200 });

export const buyRequestFields = {
  title: field(title, { label: '제목', input: 'text', sortable: true }),
  body: field(body.default(''), { label: '내용', input: 'textarea', list: false }),
  quantity: field(quantity, { label: '수량', input: 'number', counter: '개', sortable: true }),
  wishedDate: field(wishedDate, { label: '희망일', input: 'date', sortable: true }),
  departmentId: field(idText.nullable().default(null), {
    label: '부서',
    input: 'reference',
    reference: 'groups',
    filter: true,
    list: false,
  }),
};

/** POST buy-requests (multipart fields) and PATCH buy-requests/{id} (JSON, every field optional). */
export const buyRequestInput = z.object(buyRequestFields).meta({ id: 'BuyRequestBody' });
export type BuyRequestInput = z.input<typeof buyRequestInput>;
export const buyRequestPatch = z
  .strictObject({
    // Written out: a partial of fields with defaults would fill them in and edit what was not sent.
    title: title.optional(),
    body: body.optional(),
    quantity: quantity.optional(),
    wishedDate: wishedDate.removeDefault().optional(),
    departmentId: idText.nullable().optional(),
    status: buyRequestStatus.optional(),
    /** Why a request is rejected or cancelled; kept in its history. */
    note: text({ max: 500, multiline: true, label: '사유' }).optional(),
  })
  .meta({ id: 'BuyRequestPatch' });

const won = z.number().int();

export const quoteItem = z
  .object({
    name: field(text({ max: 100, trim: true, label: '품목' }).min(1, '품목 이름을 입력해주세요.'), {
      label: '품목',
    }),
    quantity: field(quantity, { label: '수량', counter: '개' }),
    unitPrice: field(
      z
        .number({ error: '단가는 숫자로 입력해주세요.' })
        .int('단가는 원 단위 정수로 입력해주세요.')
        .min(0, '단가는 0원 이상이어야 합니다.')
        .max(1_000_000_000, '단가는 10억 원까지 입력할 수 있습니다.'),
      { label: '단가(원)' },
    ),
  })
  .meta({ id: 'BuyQuoteItem' });

export const historyEntry = z.object({
  status: buyRequestStatus,
  /** Who did it: a member's name or 운영자. */
  actor: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

export const buyRequestRecord = z
  .object({
    id: z.string(),
    title: buyRequestFields.title,
    quantity: buyRequestFields.quantity,
    wishedDate: buyRequestFields.wishedDate,
    departmentId: buyRequestFields.departmentId,
    departmentName: field(z.string().nullable(), { label: '부서', readOnly: true }),
    requesterId: field(z.string().nullable(), {
      label: '요청자',
      input: 'reference',
      reference: 'members',
      filter: true,
      list: false,
    }),
    requesterName: field(z.string(), { label: '요청자', readOnly: true }),
    status: field(buyRequestStatus, {
      label: '상태',
      input: 'select',
      choices: statusChoices,
      filter: true,
      sortable: true,
    }),
    /** The quote's supply total (VAT excluded), once quoted. */
    quotedAmount: field(won.nullable(), {
      label: '견적 금액',
      input: 'money',
      readOnly: true,
      sortable: true,
    }),
    commentCount: field(z.number().int(), { label: '댓글', readOnly: true }),
    attachmentCount: field(z.number().int(), { label: '첨부', readOnly: true }),
    createdAt: field(z.string(), {
      label: '요청일',
      input: 'date',
      filter: true,
      sortable: true,
      dateShortcuts: true,
      readOnly: true,
    }),
  })
  .meta({ id: 'BuyRequest' });
export type BuyRequestRecord = z.infer<typeof buyRequestRecord>;

export const buyRequestDetail = buyRequestRecord
  .extend({
    body: z.string(),
    attachments: z.array(storedFileRecord),
    quoteItems: z.array(quoteItem),
    history: z.array(historyEntry),
    /** What the caller may do now (the screen's buttons). */
    allowedStatuses: z.array(buyRequestStatus),
    canEdit: z.boolean(),
  })
  .meta({ id: 'BuyRequestDetail' });
export type BuyRequestDetail = z.infer<typeof buyRequestDetail>;

export const surroundingResponse = z
  .object({ previousId: z.string().nullable(), nextId: z.string().nullable() })
  .meta({ id: 'BuyRequestSurrounding' });

/** `ids` of a bulk delete: repeated or comma-separated encrypted ids, at most 100. */
export const idsQuery = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { error: '대상을 선택해주세요.' })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(200))
        .min(1, '대상을 선택해주세요.')
        .max(100, '한 번에 100건까지 처리할 수 있습니다.'),
    ),
});

export const commentInput = z
  .object({
    body: text({
      max: 2000,
      multiline: true,
      trim: true,
      label: '댓글',
      required: '댓글을 입력해주세요.',
    }).min(1, '댓글을 입력해주세요.'),
  })
  .meta({ id: 'BuyCommentBody' });

export const commentRecord = z
  .object({
    id: z.string(),
    body: z.string(),
    authorName: z.string(),
    /** The caller wrote it: only then may they edit or delete it. */
    mine: z.boolean(),
    attachments: z.array(storedFileRecord),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BuyComment' });
export type CommentRecord = z.infer<typeof commentRecord>;

export const editorUploadResponse = z
  .object({ url: z.string(), file: storedFileRecord })
  .meta({ id: 'EditorFileUpload' });
