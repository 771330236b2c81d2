import { z } from 'zod';
import { field } from './meta';
import { SERVICE_KEYS, SERVICE_LABELS, type ServiceKey } from './services';

/**
 * One line of the billing ledger (`billing_lines`) as every list of them shows it: 주문 내역
 * (`/homepage/v2/billing/lines`), the dashboard's sale list (`/homepage/v2/dashboard/sales`) and 지난
 * 주문 내역 (`/homepage/v2/orders/past`) are one record with one set of filters and sort fields.
 */

/** The services a ledger line can carry: the service keys and `kiosk` (kiosk and display sales). */
export const LEDGER_SERVICES = [...SERVICE_KEYS, 'kiosk'] as const;
export type LedgerService = (typeof LEDGER_SERVICES)[number];
export const LEDGER_SERVICE_LABELS: Record<LedgerService, string> = {
  ...(Object.fromEntries(SERVICE_KEYS.map((key) => [key, SERVICE_LABELS[key]])) as Record<
    (typeof SERVICE_KEYS)[number],
    string
  >),
  kiosk: '키오스크',
};
const serviceChoices = LEDGER_SERVICES.map((key) => ({ id: key, name: LEDGER_SERVICE_LABELS[key] }));

/**
 * The service segment of orders/past/{service}/{year}/{month} and the ledger services it covers; the
 * lists' `service` filter takes these groups as well as a ledger service.
 */
export const PAST_ORDER_SERVICES = {
  snack: ['snack24'],
  breakfast: ['breakfast24'],
  birth: ['birth24', 'sending24'],
  buy: ['buy24'],
  quick: ['quick24'],
  meal: ['meal24'],
} as const satisfies Record<string, readonly ServiceKey[]>;
export type PastOrderService = keyof typeof PAST_ORDER_SERVICES;
export const PAST_ORDER_SERVICE_KEYS = Object.keys(PAST_ORDER_SERVICES) as PastOrderService[];

const won = z.number().int();
const invoicedChoices = [
  { id: 'true', name: '청구됨' },
  { id: 'false', name: '미청구' },
];
const money = (label: string, sortable = false) => field(won, { label, input: 'money', sortable });

/** One ledger line; `branchName` repeats `workspaceName` for the screens that read it by that name. */
export const billingLineRecord = z
  .object({
    id: z.string(),
    usedOn: field(z.string(), {
      label: '이용일',
      input: 'date',
      filter: true,
      sortable: true,
      dateShortcuts: true,
    }),
    service: field(z.enum(LEDGER_SERVICES), {
      label: '서비스',
      input: 'select',
      choices: serviceChoices,
      filter: true,
      sortable: true,
    }),
    serviceLabel: field(z.string(), { label: '서비스명', list: false }),
    workspaceName: field(z.string().nullable(), { label: '사업장' }),
    branchName: field(z.string().nullable(), { label: '사업장', list: false }),
    category: field(z.string(), { label: '분류', sortable: true }),
    description: field(z.string(), { label: '내용' }),
    quantity: field(z.number().int(), { label: '수량', input: 'number', counter: '개' }),
    supplyAmount: money('공급가액', true),
    vat: money('부가세'),
    total: money('합계', true),
    invoiced: field(z.boolean(), { label: '청구 여부', input: 'boolean', choices: invoicedChoices }),
  })
  .meta({ id: 'BillingLine' });
export type BillingLineRecord = z.infer<typeof billingLineRecord>;

const PERIOD_MESSAGE = '월은 YYYY-MM 형식으로 입력해주세요.';
/** A month of the ledger, YYYY-MM. */
export const periodFilter = z
  .string({ error: PERIOD_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, PERIOD_MESSAGE);

/**
 * The filters of every ledger-line list beyond the record's (`usedOn_gte`, `usedOn_lte`, `q`, `id`):
 * `period` (YYYY-MM; `month` is the same filter under the name the past-order screens send) and
 * `service`, a ledger service or a past-order group (`birth` = 생일24 and 선물24).
 */
export const billingLineFilters = {
  period: periodFilter,
  month: periodFilter,
  service: z.enum([...LEDGER_SERVICES, ...PAST_ORDER_SERVICE_KEYS], {
    error: '서비스를 찾을 수 없습니다.',
  }),
} satisfies z.ZodRawShape;
