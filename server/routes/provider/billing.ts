import { invoicePaymentBody, providerInvoiceRecord } from '../../../schemas/billingLedger';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import {
  getProviderInvoice,
  listProviderInvoices,
  providerInvoiceList,
  recordInvoicePayment,
  unpaidInvoiceList,
} from '../../services/billing/provider';

/** The provider console's billing: every company's invoices, payments received, the unpaid list. */
export const providerBillingRoutes = defineRoutes('provider', {
  'GET /provider/v1/invoices': listCall({
    access: 'provider',
    summary: '모든 회사의 청구서 (필터: 청구 월, 회사, 서비스, 입금 상태)',
    list: providerInvoiceList,
    record: providerInvoiceRecord,
    handler: (c, list) => listProviderInvoices(c.ctx, list),
  }),
  'GET /provider/v1/invoices/unpaid': listCall({
    access: 'provider',
    summary: '미수금 목록: 입금 합계가 청구액보다 적은 청구서와 연체 일수',
    list: unpaidInvoiceList,
    record: providerInvoiceRecord,
    handler: (c, list) => listProviderInvoices(c.ctx, list, { unpaidOnly: true }),
  }),
  'GET /provider/v1/invoices/{id}': call({
    access: 'provider',
    summary: '청구서 하나 (입금액, 미수금)',
    ids: { id: 'invoice' },
    response: providerInvoiceRecord,
    handler: (c) => getProviderInvoice(c.ctx, c.ids.id!),
  }),
  'POST /provider/v1/invoices/{id}/payments': call({
    access: 'provider',
    summary: '입금 등록 (미수금 이하, 발행일부터 오늘까지의 입금일)',
    ids: { id: 'invoice' },
    body: invoicePaymentBody,
    response: providerInvoiceRecord,
    failures: [409],
    audit: { target: 'invoice', before: (c) => getProviderInvoice(c.ctx, c.ids.id!) },
    handler: (c) => recordInvoicePayment(c.ctx, c.ids.id!, c.body),
  }),
});
