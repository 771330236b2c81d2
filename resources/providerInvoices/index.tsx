import { won } from '../../lib/won';
import { seoulDotDate } from '../../lib/seoulTime';
import { providerInvoiceRecord, type ProviderInvoiceRecord } from '../../schemas/billingLedger';
import { defineResource } from '../_generated';
import { RecordPaymentAction, RecordPaymentButton } from './RecordPaymentButton';
import { BILLING_TEXT } from './strings';

const money = (source: 'total' | 'paidAmount' | 'unpaidAmount') => ({
  render: (record: ProviderInvoiceRecord) => won(record[source]),
  text: (record: ProviderInvoiceRecord) => String(record[source]),
});
const day = (source: 'issuedOn' | 'dueOn') => ({
  render: (record: ProviderInvoiceRecord) => seoulDotDate(record[source]),
  text: (record: ProviderInvoiceRecord) => record[source],
});
const period = {
  render: (record: ProviderInvoiceRecord) =>
    `${record.period.slice(0, 4)}년 ${Number(record.period.slice(5))}월`,
  text: (record: ProviderInvoiceRecord) => record.period,
};
const overdue = {
  render: (record: ProviderInvoiceRecord) => (record.daysOverdue > 0 ? `${record.daysOverdue}일` : '-'),
  text: (record: ProviderInvoiceRecord) => String(record.daysOverdue),
};

const columns = {
  period,
  issuedOn: day('issuedOn'),
  dueOn: day('dueOn'),
  total: money('total'),
  paidAmount: money('paidAmount'),
  unpaidAmount: money('unpaidAmount'),
  daysOverdue: overdue,
};
const paymentColumn = (resource: string) => ({
  source: 'payment',
  label: BILLING_TEXT.actions,
  render: (record: ProviderInvoiceRecord) => <RecordPaymentButton record={record} resource={resource} />,
});

/** Provider console: every company's invoices, filtered by month, company name, service and paid state. */
export const providerInvoices = defineResource<ProviderInvoiceRecord>({
  name: 'providerInvoices',
  apiPath: '/provider/v1/invoices',
  label: BILLING_TEXT.invoices,
  listPath: 'invoice/list',
  record: providerInvoiceRecord,
  search: BILLING_TEXT.search,
  sort: { field: 'period', order: 'DESC' },
  columns,
  extraColumns: [paymentColumn('providerInvoices')],
  card: { primary: 'companyName', secondary: ['service', 'period', 'total', 'paidState'] },
  // A phone's card opens the invoice; its detail page has the 입금 등록 button.
  showActions: <RecordPaymentAction resource="providerInvoices" />,
  views: { edit: false, create: false },
});

/** Provider console: invoices with money still owed, the most overdue first. */
export const unpaidInvoices = defineResource<ProviderInvoiceRecord>({
  name: 'unpaidInvoices',
  apiPath: '/provider/v1/invoices/unpaid',
  label: BILLING_TEXT.unpaid,
  listPath: 'invoice/unpaid',
  record: providerInvoiceRecord,
  search: BILLING_TEXT.search,
  sort: { field: 'daysOverdue', order: 'DESC' },
  columns,
  extraColumns: [paymentColumn('providerInvoices')], // the payment call lives under the invoices' path
  // No detail page here: the card itself carries the 입금 등록 button.
  card: { primary: 'companyName', secondary: ['period', 'unpaidAmount', 'daysOverdue', 'payment'] },
  views: { edit: false, create: false, show: false },
});
