import { z } from 'zod';
import { billingLineRecord, LEDGER_SERVICE_LABELS, LEDGER_SERVICES } from './billingLines';
import type { BillingLineRecord } from './billingLines';

/**
 * The dashboard's calls (spec 1 §2 dashboard/*): the company's figures read from the billing ledger
 * (billing_lines). Amounts are whole won; VAT follows lib/billing.ts.
 */

export { LEDGER_SERVICES, LEDGER_SERVICE_LABELS, periodFilter } from './billingLines';
export type { LedgerService } from './billingLines';

/** A sales type ({type} of the dashboard's addresses): one ledger service, or `all`. */
export const SALES_TYPES = ['all', ...LEDGER_SERVICES] as const;
export const salesType = z.enum(SALES_TYPES);
export type SalesType = z.infer<typeof salesType>;
export const salesTypeLabel = (type: SalesType) => (type === 'all' ? '전체' : LEDGER_SERVICE_LABELS[type]);

const won = z.number().int();
const year = z.coerce
  .number()
  .int('연도는 숫자로 입력해주세요.')
  .min(2000, '연도를 확인해주세요.')
  .max(2999, '연도를 확인해주세요.');
const month = z.coerce
  .number()
  .int('월은 숫자로 입력해주세요.')
  .min(1, '월은 1에서 12 사이입니다.')
  .max(12, '월은 1에서 12 사이입니다.');

/** `{year}/{month}/{type}` of the analysis and detail calls. */
export const periodParams = z.object({ year, month, type: salesType });
export type PeriodParams = z.infer<typeof periodParams>;

/** `?year=&month=` (default: this month in Seoul) and `type` (default: all). */
export const periodQuery = z
  .object({ year: year.optional(), month: month.optional(), type: salesType.optional() })
  .strict();

export const amounts = z.object({
  lineCount: z.number().int(),
  quantity: z.number().int(),
  supplyAmount: won,
  vat: won,
  total: won,
});
export type DashboardAmounts = z.infer<typeof amounts>;

export const salesTypeOption = z.object({ type: salesType, label: z.string() });

export const serviceFigure = amounts.extend({ service: z.enum(LEDGER_SERVICES), label: z.string() });
export const dayFigure = amounts.extend({ date: z.string() });

/** dashboard and dashboard/detail: one month by service, with its days. */
export const dashboardSummary = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    /** The month's first and last day, YYYY-MM-DD. */
    from: z.string(),
    to: z.string(),
    /** The sales types offered (all first, then the services with lines in the last 12 months). */
    salesTypes: z.array(salesTypeOption),
    total: amounts,
    services: z.array(serviceFigure),
    days: z.array(dayFigure),
  })
  .meta({ id: 'DashboardSummary' });
export type DashboardSummary = z.infer<typeof dashboardSummary>;

const comparedFigure = z.object({ total: won, previousTotal: won, lineCount: z.number().int() });

/** analysis/{year}/{month}/{type}: month over month, by workspace and by category. */
export const dashboardAnalysis = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    type: salesType,
    salesTypes: z.array(salesTypeOption),
    current: amounts,
    previous: amounts.extend({ year: z.number().int(), month: z.number().int() }),
    /** Change from the previous month in percent (one decimal), null when that month was 0. */
    changeRate: z.number().nullable(),
    /** The six months ending with this one, oldest first. */
    trend: z.array(z.object({ year: z.number().int(), month: z.number().int(), total: won })),
    byWorkspace: z.array(comparedFigure.extend({ branchId: z.string().nullable(), name: z.string() })),
    byCategory: z.array(comparedFigure.extend({ category: z.string() })),
  })
  .meta({ id: 'DashboardAnalysis' });
export type DashboardAnalysis = z.infer<typeof dashboardAnalysis>;

/** detail/{year}/{month}/{type}: the month's days and services of one sales type. */
export const dashboardDetail = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    type: salesType,
    salesTypes: z.array(salesTypeOption),
    total: amounts,
    services: z.array(serviceFigure),
    days: z.array(dayFigure),
  })
  .meta({ id: 'DashboardDetail' });
export type DashboardDetail = z.infer<typeof dashboardDetail>;

/** dashboard/order: the month's orders (ledger lines) by day and service. */
export const dashboardOrders = z
  .object({
    year: z.number().int(),
    month: z.number().int(),
    type: salesType,
    total: amounts,
    rows: z.array(amounts.extend({ date: z.string(), service: z.enum(LEDGER_SERVICES), label: z.string() })),
  })
  .meta({ id: 'DashboardOrders' });
export type DashboardOrders = z.infer<typeof dashboardOrders>;

/** sale/list: one ledger line (the one record of every ledger-line list). */
export const saleRecord = billingLineRecord;
export type SaleRecord = BillingLineRecord;

/** display/list: one display (kiosk) sale, a ledger line of service `kiosk`. */
export const displaySaleRecord = saleRecord.omit({ service: true }).meta({ id: 'DashboardDisplaySale' });
export type DisplaySaleRecord = z.infer<typeof displaySaleRecord>;

/** display/detail/{id}: the sale, the other sales of its day at its workspace, and the item's month. */
export const displaySaleDetail = displaySaleRecord
  .extend({
    sameDay: z.array(displaySaleRecord),
    dayTotal: amounts,
    itemMonth: amounts,
  })
  .meta({ id: 'DashboardDisplaySaleDetail' });
export type DisplaySaleDetail = z.infer<typeof displaySaleDetail>;
