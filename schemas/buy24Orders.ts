import { z } from 'zod';
import type { ImportColumns } from './importColumns';
import { field } from './meta';
import { text } from './text';

/** 구매24 orders, invoices and budgets. Amounts are whole won; VAT is 10% of the supply, cut down. */
export const VAT_RATE = 0.1;
export const vatOf = (supply: number) => Math.floor(supply * VAT_RATE);

export const ORDER_STATUSES = ['ORDERED', 'SHIPPED', 'DELIVERED'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ORDERED: '주문 접수',
  SHIPPED: '배송 중',
  DELIVERED: '배송 완료',
};

const idText = text({ max: 200 });
const won = z.number().int();

/** PUT orders/request: an order of approved requests; PATCH: the same check without ordering. */
export const orderRequestBody = z
  .object({
    requestIds: z
      .array(idText, { error: '주문할 요청을 선택해주세요.' })
      .min(1, '주문할 요청을 선택해주세요.')
      .max(100, '한 번에 100건까지 주문할 수 있습니다.'),
    /** An approver orders beyond a department's remaining budget on purpose. */
    overrideBudget: z.boolean().default(false),
  })
  .meta({ id: 'BuyOrderRequest' });

export const budgetUse = z.object({
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  month: z.string(),
  budget: won.nullable(),
  spent: won,
  /** This order's total for the department. */
  ordering: won,
  remaining: won.nullable(),
  exceeds: z.boolean(),
});

export const orderCheckResponse = z
  .object({ supplyAmount: won, vat: won, total: won, budgets: z.array(budgetUse), withinBudget: z.boolean() })
  .meta({ id: 'BuyOrderCheck' });

export const orderItemRecord = z
  .object({
    id: z.string(),
    requestId: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    unitPrice: won,
    supplyAmount: won,
    vat: won,
    total: won,
  })
  .meta({ id: 'BuyOrderItem' });

const statusChoices = ORDER_STATUSES.map((id) => ({ id, name: ORDER_STATUS_LABELS[id] }));

export const orderRecord = z
  .object({
    id: z.string(),
    orderNumber: field(z.string(), { label: '주문 번호', sortable: true }),
    status: field(orderStatus, { label: '상태', input: 'select', choices: statusChoices, filter: true }),
    departmentName: field(z.string().nullable(), { label: '부서' }),
    orderedByName: field(z.string(), { label: '주문자' }),
    itemCount: field(z.number().int(), { label: '품목 수' }),
    supplyAmount: field(won, { label: '공급가액', input: 'money', sortable: true }),
    vat: field(won, { label: '부가세', input: 'money' }),
    total: field(won, { label: '합계', input: 'money', sortable: true }),
    budgetOverridden: field(z.boolean(), { label: '예산 초과 승인' }),
    invoiced: field(z.boolean(), { label: '청구서 발행' }),
    createdAt: field(z.string(), {
      label: '주문일',
      input: 'date',
      filter: true,
      sortable: true,
      dateShortcuts: true,
    }),
  })
  .meta({ id: 'BuyOrder' });
export type OrderRecord = z.infer<typeof orderRecord>;

export const orderDetail = orderRecord
  .extend({ items: z.array(orderItemRecord) })
  .meta({ id: 'BuyOrderDetail' });
export type OrderDetail = z.infer<typeof orderDetail>;

export const party = z.object({
  name: z.string(),
  registNumber: z.string(),
  representative: z.string(),
  address: z.string(),
});

/** An invoice of an order (or of one item): issued by the provider, a draft until then. */
export const invoiceRecord = z
  .object({
    orderId: z.string(),
    orderNumber: z.string(),
    /** Null while the provider has not issued it. */
    invoiceNumber: z.string().nullable(),
    issuedAt: z.string().nullable(),
    supplier: party,
    buyer: party,
    items: z.array(orderItemRecord),
    supplyAmount: won,
    vat: won,
    total: won,
  })
  .meta({ id: 'BuyInvoice' });
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

export const budgetRecord = z
  .object({
    id: z.string(),
    departmentId: field(z.string(), {
      label: '부서',
      input: 'reference',
      reference: 'groups',
      filter: true,
      list: false,
    }),
    departmentName: field(z.string(), { label: '부서', sortable: true }),
    month: field(z.string(), { label: '월', filter: true, sortable: true }),
    amount: field(won, { label: '예산', input: 'money', sortable: true }),
    spent: field(won, { label: '사용', input: 'money' }),
    remaining: field(won, { label: '잔액', input: 'money' }),
  })
  .meta({ id: 'BuyBudget' });
export type BudgetRecord = z.infer<typeof budgetRecord>;

/** Budget spreadsheet columns, in order: the header row names them. */
export const BUDGET_COLUMNS = { department: '부서', month: '월', amount: '예산' } as const;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** One spreadsheet row; the department is found by its name in the organisation chart. */
export const budgetRow = z.object({
  department: text({ max: 50, trim: true, label: '부서' }).min(1, '부서를 입력해주세요.'),
  month: z
    .string({ error: '월을 입력해주세요.' })
    .trim()
    .regex(MONTH_PATTERN, '월은 YYYY-MM 형식으로 입력해주세요. (예: 2026-11)'),
  // An empty cell is no amount (coercing '' would make it 0원).
  amount: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: '예산은 숫자로 입력해주세요.' })
      .int('예산은 원 단위 정수로 입력해주세요.')
      .min(0, '예산은 0원 이상이어야 합니다.')
      .max(100_000_000_000, '예산은 1,000억 원까지 입력할 수 있습니다.'),
  ),
});

/** The kit's budget sheet (buy24/budgets/import): the upload's columns, with an example and kinds. */
export const BUDGET_SHEET_COLUMNS = {
  department: { header: '부서', aliases: ['부서명', 'department'], required: true, example: '개발팀' },
  month: {
    header: '월(예: 2026-11)',
    aliases: ['월', '예산 월', '월(YYYY-MM)', 'month'],
    required: true,
    text: true,
    kind: 'month',
    example: '2026-11',
  },
  amount: {
    header: '예산(원)',
    aliases: ['예산', '금액', 'amount'],
    required: true,
    kind: 'amount',
    example: '1000000',
  },
} as const satisfies ImportColumns<'department' | 'month' | 'amount'>;

export const budgetImportResponse = z
  .object({ total: z.number().int(), saved: z.number().int() })
  .meta({ id: 'BuyBudgetImport' });
