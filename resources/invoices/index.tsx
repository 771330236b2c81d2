import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { SelectInput } from 'react-admin';
import { seoulParts } from '../../lib/seoulTime';
import { INVOICE_TYPE_ALL, invoiceSummary, type InvoiceSummary } from '../../schemas/billingInvoices';
import { defineResource } from '../_generated';
import type { ResourceDefinition, RouteParams } from '../_generated/types';
import { periodLabel } from '../_generated/PeriodBar';
import { InvoiceShow } from './InvoiceShow';
import { InvoiceTotals } from './InvoiceTotals';
import { INVOICE_TEXT } from './strings';

/** `{year}/{month}/{type}` of the address as the list's permanent filter (`all`: every service). */
export function invoiceRouteFilter({ year, month, type }: RouteParams): Record<string, string> {
  const filter: Record<string, string> = {};
  if (year && month && /^\d{4}$/.test(year) && /^\d{1,2}$/.test(month))
    filter.period = `${year}-${month.padStart(2, '0')}`;
  if (type && type !== INVOICE_TYPE_ALL) filter.service = type;
  return filter;
}

const years = () => {
  const { year } = seoulParts();
  return Array.from({ length: 5 }, (_, back) => ({ id: String(year - back), name: `${year - back}년` }));
};

/** What the two invoice lists share: the record, the address's filter, the detail page, the totals. */
const invoiceList = {
  apiPath: '/homepage/v2/billing/invoices',
  record: invoiceSummary,
  search: false,
  sort: { field: 'period', order: 'DESC' },
  routeFilter: invoiceRouteFilter,
  extraFilters: [
    <SelectInput key="year" source="year" label={INVOICE_TEXT.year} choices={years()} alwaysOn />,
  ],
  recordRepresentation: (record) =>
    INVOICE_TEXT.title(periodLabel(record.period, 'month'), record.serviceLabel),
  summary: InvoiceTotals,
  // Both lists open the one invoice page (uses/invoice/{invoiceId}).
  showPath: 'uses/invoice/:id',
  card: { primary: 'period', secondary: ['service', 'total', 'unpaidAmount', 'paymentStatus'] },
} satisfies Partial<ResourceDefinition<InvoiceSummary>>;

/**
 * 청구서 (uses/invoice, uses/invoice/{year}/{month}/{type}): the company's invoices, for a company
 * not on WMS-and-billing; the invoice page (uses/invoice/{invoiceId}) prints and exports one.
 */
export const invoices = defineResource<InvoiceSummary>({
  ...invoiceList,
  name: 'invoices',
  label: INVOICE_TEXT.invoices,
  listPath: 'uses/invoice',
  listPaths: ['uses/invoice/:year/:month/:type'],
  menu: { label: INVOICE_TEXT.menu, icon: DescriptionOutlined, group: 'usage' },
  // The WMS-and-billing flag swaps the invoice list: a member sees exactly one of the two.
  canRead: (member) => !member.wmsAndBillingUse,
  views: { show: InvoiceShow },
  // Invoices are issued by the billing job and paid in the provider console (its history there).
  history: false,
});

/** 통합 청구서 (uses/company/invoice, …/{year}/{month}/{type}): the same, for a WMS-and-billing company. */
export const companyInvoices = defineResource<InvoiceSummary>({
  ...invoiceList,
  name: 'companyInvoices',
  label: INVOICE_TEXT.companyInvoices,
  listPath: 'uses/company/invoice',
  listPaths: ['uses/company/invoice/:year/:month/:type'],
  menu: { label: INVOICE_TEXT.menu, icon: DescriptionOutlined, group: 'usage' },
  canRead: (member) => member.wmsAndBillingUse,
  // The invoice page is registered once, by 청구서; its rows lead there too.
  views: { show: false },
});
