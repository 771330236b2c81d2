import { z } from 'zod';
import { field } from './meta';
import { text } from './text';
import { LOCATION_KINDS, idText, pageQuery, sortQuery } from './wms';

/**
 * Stock in the warehouse app: every quantity change is a movement of the ledger (who, when, from,
 * to, how many, why); receipts, shelving, stock checks and transfers only ever write movements.
 */

/** Where the admin console reads the warehouse app's company side (warehouses, transfers, checks). */
export const WMS_COMPANY_PATH = '/homepage/v2/wms/company';

export const MAX_QUANTITY = 1_000_000;
export const quantitySchema = z
  .number({ error: '수량은 숫자로 입력해주세요.' })
  .int('수량은 정수로 입력해주세요.')
  .min(1, '수량은 1 이상이어야 합니다.')
  .max(MAX_QUANTITY, `수량은 ${MAX_QUANTITY.toLocaleString('ko-KR')} 이하로 입력해주세요.`);
/** A counted quantity may be zero. */
export const countSchema = z
  .number({ error: '수량은 숫자로 입력해주세요.' })
  .int('수량은 정수로 입력해주세요.')
  .min(0, '수량은 0 이상이어야 합니다.')
  .max(MAX_QUANTITY, `수량은 ${MAX_QUANTITY.toLocaleString('ko-KR')} 이하로 입력해주세요.`);

export const NOT_ENOUGH_STOCK =
  '재고가 부족합니다. 다른 작업자가 먼저 옮겼을 수 있으니 새로고침 후 다시 시도해주세요.';
export const STOCK_CHANGED = '다른 작업자가 먼저 재고를 변경했습니다. 새로고침 후 다시 시도해주세요.';

export const MOVEMENT_REASONS = {
  RECEIPT: '입고',
  DISPLAY: '진열',
  TRANSFER: '재고 이동',
  CHECK: '재고 조사 조정',
} as const;
export type MovementReason = keyof typeof MOVEMENT_REASONS;

export const movementRecord = z
  .object({
    id: z.string(),
    createdAt: field(z.string(), { label: '일시' }),
    accountName: field(z.string(), { label: '작업자' }),
    productName: field(z.string(), { label: '상품명' }),
    /** The product's own unit (박스, 봉, 개, …): every quantity on a warehouse screen is said in it. */
    unit: field(z.string(), { label: '단위' }),
    fromLocation: field(z.string().nullable(), { label: '출발 위치' }),
    toLocation: field(z.string().nullable(), { label: '도착 위치' }),
    quantity: field(z.number().int(), { label: '수량' }),
    reason: field(z.enum(Object.keys(MOVEMENT_REASONS) as [MovementReason, ...MovementReason[]]), {
      label: '사유',
    }),
  })
  .meta({ id: 'WmsMovement' });
export type MovementRecord = z.infer<typeof movementRecord>;

export const ledgerQuery = z.object({
  warehouseId: idText('창고', '창고를 선택해주세요.'),
  productId: idText('상품').optional(),
  ...pageQuery,
});

/** POST /homepage/v2/wms/display: shelving (or any move between two locations of one warehouse). */
export const displayBody = z
  .object({
    productId: idText('상품', '상품을 선택해주세요.'),
    fromLocationId: idText('출발 위치', '출발 위치를 선택해주세요.'),
    toLocationId: idText('진열 위치', '진열 위치를 선택해주세요.'),
    quantity: quantitySchema,
    /** The quantity at the source the worker saw: a move made on stale numbers is refused. */
    expectedQuantity: countSchema.optional(),
  })
  .meta({ id: 'WmsDisplayBody' });

export const RECEIPT_KINDS = { STORE: '매장 입고', COLLABO: '협업 입고' } as const;
export type ReceiptKind = keyof typeof RECEIPT_KINDS;
export const RECEIPT_STATUSES = { OPEN: '입고 대기', DONE: '입고 완료' } as const;
export const RECEIPT_KIND_IDS = ['STORE', 'COLLABO'] as const;
export const RECEIPT_STATUS_IDS = ['OPEN', 'DONE'] as const;
const receiptKind = z.enum(RECEIPT_KIND_IDS);
const receiptStatus = z.enum(RECEIPT_STATUS_IDS);

export const receiptLineRecord = z.object({
  id: z.string(),
  productId: z.string(),
  productName: field(z.string(), { label: '상품명' }),
  barcode: field(z.string(), { label: '바코드' }),
  unit: field(z.string(), { label: '단위' }),
  expectedQuantity: field(z.number().int(), { label: '예정 수량' }),
  receivedQuantity: field(z.number().int(), { label: '입고 수량' }),
});

export const receiptRecord = z
  .object({
    id: z.string(),
    receiptNo: field(z.string(), { label: '입고 번호' }),
    kind: field(receiptKind, { label: '구분' }),
    status: field(receiptStatus, { label: '상태' }),
    supplier: field(z.string(), { label: '공급처' }),
    warehouseId: z.string(),
    createdAt: field(z.string(), { label: '등록일' }),
    lines: z.array(receiptLineRecord),
  })
  .meta({ id: 'WmsReceipt' });
export type ReceiptRecord = z.infer<typeof receiptRecord>;

export const receiptListQuery = z.object({
  warehouseId: idText('창고', '창고를 선택해주세요.'),
  kind: receiptKind.optional(),
  status: receiptStatus.optional(),
  ...sortQuery,
  ...pageQuery,
});

/** POST /homepage/v2/wms/receipts/{id}/receive: what arrived, per line, into the receiving area. */
export const receiveBody = z
  .object({
    lines: z
      .array(
        z.object({
          lineId: idText('입고 항목'),
          quantity: quantitySchema,
          /** The received quantity the screen showed: another worker's receipt since then is a 409. */
          receivedBefore: countSchema.optional(),
        }),
      )
      .min(1, '입고할 상품을 하나 이상 입력해주세요.')
      .max(500),
  })
  .meta({ id: 'WmsReceiveBody' });

/** POST /homepage/v2/wms/receipts/{id}/lines: goods added to an open receipt (추가 입고). */
export const addReceiptLineBody = z
  .object({ productId: idText('상품', '상품을 선택해주세요.'), expectedQuantity: quantitySchema })
  .meta({ id: 'WmsAddReceiptLineBody' });

/** 409s of a stale screen: someone else received or counted since it was loaded. */
export const staleReceiptLine = (product: string, received: number, unit = '개') =>
  `다른 작업자가 먼저 입고했습니다: ${product}, 지금 입고 수량 ${received}${unit}. 화면을 새로 고친 뒤 다시 입력해주세요.`;
export const staleCount = (product: string, location: string, counted: number | null, unit = '개') =>
  `다른 작업자가 먼저 실사 수량을 저장했습니다: ${product} (${location}), ${counted === null ? '미입력' : `${counted}${unit}`}. 화면을 새로 고친 뒤 다시 확인해주세요.`;
export const CHECK_STATUSES = { OPEN: '조사 중', DONE: '조사 완료' } as const;
export const stockCheckDetailRecord = z.object({
  id: z.string(),
  productId: z.string(),
  productName: field(z.string(), { label: '상품명' }),
  barcode: field(z.string(), { label: '바코드' }),
  unit: field(z.string(), { label: '단위' }),
  locationCode: field(z.string(), { label: '위치' }),
  expectedQuantity: field(z.number().int(), { label: '전산 수량' }),
  countedQuantity: field(z.number().int().nullable(), { label: '실사 수량' }),
});
export const STOCK_CHECK_STATUSES = ['OPEN', 'DONE'] as const;
export const stockCheckRecord = z
  .object({
    id: z.string(),
    status: field(z.enum(STOCK_CHECK_STATUSES), { label: '상태' }),
    warehouseId: z.string(),
    createdAt: field(z.string(), { label: '시작일' }),
    finishedAt: field(z.string().nullable(), { label: '완료일' }),
    differences: field(z.number().int(), { label: '차이 건수', counter: '건' }),
    details: z.array(stockCheckDetailRecord),
  })
  .meta({ id: 'WmsStockCheck' });
export type StockCheckRecord = z.infer<typeof stockCheckRecord>;

export const STOCK_CHECK_STATUS_CHOICES = [
  { id: 'OPEN', name: '조사 중' },
  { id: 'DONE', name: '완료' },
] as const;

/**
 * A stock check as the company's administrator reads it in the admin console (usage/stockCheck):
 * who started it where, how far the counting got, and whether it may still be reopened (finished
 * today, Seoul time: the server's reopen rule decides again).
 */
export const companyStockCheckRecord = z
  .object({
    id: z.string(),
    warehouseName: field(z.string(), { label: '창고' }),
    status: field(z.enum(STOCK_CHECK_STATUSES), {
      label: '상태',
      input: 'select',
      choices: STOCK_CHECK_STATUS_CHOICES,
      filter: true,
    }),
    startedBy: field(z.string(), { label: '시작한 작업자' }),
    createdAt: field(z.string(), {
      label: '시작일',
      input: 'date',
      filter: true,
      sortable: true,
      dateShortcuts: true,
    }),
    finishedAt: field(z.string().nullable(), { label: '완료일', sortable: true }),
    lineCount: field(z.number().int(), { label: '조사 항목' }),
    countedCount: field(z.number().int(), { label: '실사 완료' }),
    differences: field(z.number().int(), { label: '차이 건수', counter: '건' }),
    reopenable: z.boolean(),
    details: z.array(stockCheckDetailRecord),
  })
  .meta({ id: 'WmsCompanyStockCheck' });
export type CompanyStockCheckRecord = z.infer<typeof companyStockCheckRecord>;

/** GET /homepage/v2/wms/stock-checks: a warehouse's checks, all or by status (DONE: the history). */
export const stockCheckListQuery = z.object({
  warehouseId: idText('창고', '창고를 선택해주세요.'),
  status: z.enum(STOCK_CHECK_STATUSES, { error: '상태는 OPEN 또는 DONE 입니다.' }).optional(),
  ...sortQuery,
  ...pageQuery,
});

export const stockCheckCreateBody = z
  .object({ warehouseId: idText('창고', '창고를 선택해주세요.') })
  .meta({ id: 'WmsStockCheckCreateBody' });
export const stockCheckCountBody = z
  .object({
    counts: z
      .array(
        z.object({
          detailId: idText('조사 항목'),
          countedQuantity: countSchema,
          /** The count the screen showed (null: not yet counted): another worker's count since then is a 409. */
          countedBefore: countSchema.nullable().optional(),
        }),
      )
      .max(2000),
  })
  .meta({ id: 'WmsStockCheckCountBody' });

export const TRANSFER_STATUSES = { REQUESTED: '검수 대기', DONE: '이동 완료', REJECTED: '반려' } as const;
export type TransferStatus = keyof typeof TRANSFER_STATUSES;
export const TRANSFER_STATUS_IDS = ['REQUESTED', 'DONE', 'REJECTED'] as const;
const transferStatus = z.enum(TRANSFER_STATUS_IDS);
const TRANSFER_STATUS_CHOICES = TRANSFER_STATUS_IDS.map((id) => ({ id, name: TRANSFER_STATUSES[id] }));

/**
 * One transfer, as the warehouse app and the admin console's 재고 이동 내역 read it. The metadata is
 * the console's list protocol: the status and request-date filters, and the four orders of the
 * warehouse app's list (요청일, 상품명, 수량, 출고 창고).
 */
export const transferRecord = z
  .object({
    id: z.string(),
    transferNo: field(z.string(), { label: '이동 번호' }),
    status: field(transferStatus, {
      label: '상태',
      input: 'select',
      choices: TRANSFER_STATUS_CHOICES,
      filter: true,
    }),
    fromWarehouse: field(z.string(), { label: '출고 창고', sortable: true }),
    toWarehouse: field(z.string(), { label: '입고 창고' }),
    productName: field(z.string(), { label: '상품명', sortable: true }),
    barcode: field(z.string(), { label: '바코드', list: false }),
    quantity: field(z.number().int(), { label: '수량', sortable: true }),
    /** The product's unit: every quantity is said in it (12박스). */
    unit: z.string().optional(),
    memo: field(z.string(), { label: '메모', list: false }),
    requestedBy: field(z.string(), { label: '요청자' }),
    createdAt: field(z.string(), {
      label: '요청일',
      input: 'date',
      filter: true,
      sortable: true,
      dateShortcuts: true,
    }),
    photos: z.array(z.object({ id: z.string(), fileName: z.string(), url: z.string() })),
  })
  .meta({ id: 'WmsStockTransfer' });
export type TransferRecord = z.infer<typeof transferRecord>;

const dateText = text({ max: 10, label: '날짜' }).regex(
  /^\d{4}-\d{2}-\d{2}$/,
  '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
);

/** GET /homepage/v2/wms/stock-transfers (and its excel export and surroundings). */
export const transferFilter = {
  warehouseId: idText('창고').optional(),
  status: transferStatus.optional(),
  q: text({ max: 100, label: '검색어', trim: true }).optional(),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  ...sortQuery,
};
export const transferListQuery = z.object({ ...transferFilter, ...pageQuery });
export const transferFilterQuery = z.object(transferFilter);

export const surroundingsResponse = z
  .object({
    previousId: z.string().nullable(),
    nextId: z.string().nullable(),
    position: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'WmsTransferSurroundings' });

export const transferCreateBody = z
  .object({
    fromWarehouseId: idText('출고 창고', '출고 창고를 선택해주세요.'),
    fromLocationId: idText('출발 위치', '출발 위치를 선택해주세요.'),
    toWarehouseId: idText('입고 창고', '입고 창고를 선택해주세요.'),
    productId: idText('상품', '상품을 선택해주세요.'),
    quantity: quantitySchema,
    memo: text({ max: 500, label: '메모', multiline: true }).default(''),
  })
  .meta({ id: 'WmsTransferCreateBody' });

export const transferDecisionBody = z
  .object({ decision: z.enum(['APPROVE', 'REJECT'], { error: '승인 또는 반려를 선택해주세요.' }) })
  .meta({ id: 'WmsTransferDecisionBody' });

/** A product at a location: what waits in the receiving area (진열 대기) or lies on a shelf (진열 현황). */
export const displayItemRecord = z
  .object({
    productId: z.string(),
    productName: field(z.string(), { label: '상품명' }),
    barcode: field(z.string(), { label: '바코드' }),
    unit: field(z.string(), { label: '단위' }),
    locationId: z.string(),
    locationCode: field(z.string(), { label: '위치' }),
    quantity: field(z.number().int(), { label: '수량' }),
    updatedAt: field(z.string(), { label: '변경일' }),
  })
  .meta({ id: 'WmsDisplayItem' });
export type DisplayItemRecord = z.infer<typeof displayItemRecord>;

export const displayListQuery = z.object({
  warehouseId: idText('창고', '창고를 선택해주세요.'),
  area: z.enum(LOCATION_KINDS, { error: '구분은 RECEIVING 또는 SHELF 입니다.' }).default('SHELF'),
  ...sortQuery,
  ...pageQuery,
});
