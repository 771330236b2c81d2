import * as schemas from '../../../schemas/billingInvoices';
import { billingLineRecord } from '../../../schemas/billingLines';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { billingLineList, listBillingLines } from '../../services/billing/lines';
import {
  invoiceList,
  listInvoices,
  readCertificate,
  readInvoice,
  readPayments,
  readReport,
  readUsage,
} from '../../services/billingInvoices';
import { readKioskSalesByItem } from '../../services/billing/kioskByItem';

/**
 * The company's invoices, usage, kiosk sales, payments, monthly report and the dedicated-account
 * certificate (issue 17, items 3 and 4). Every call reads the session's company only.
 */
export const billingInvoiceRoutes = defineRoutes('billingInvoices', {
  'GET /homepage/v2/billing/invoices': listCall({
    access: 'member',
    summary: '청구서 목록 (필터 period=YYYY-MM, year, service, paymentStatus)',
    list: invoiceList,
    record: schemas.invoiceSummary,
    handler: (c, list) => listInvoices(c.ctx, c.session, list),
  }),
  'GET /homepage/v2/billing/invoices/{invoiceId}': call({
    access: 'member',
    summary: '청구서 한 건 (항목, 합계, 입금 계좌, 납부 내역)',
    ids: { invoiceId: 'invoice' },
    response: schemas.invoiceDetail,
    handler: (c) => readInvoice(c.ctx, c.session, c.ids.invoiceId!),
  }),
  'GET /homepage/v2/billing/usage': call({
    access: 'member',
    summary: '서비스 이용 현황 (월, 서비스별 합계)',
    query: schemas.monthQuery,
    response: schemas.usageResponse,
    failures: [403],
    handler: (c) => readUsage(c.ctx, c.session, c.query),
  }),
  'GET /homepage/v2/billing/lines': listCall({
    access: 'member',
    summary: '주문 내역: 청구 원장 내역 (필터 period=YYYY-MM, service, usedOn_gte/lte, q)',
    list: billingLineList,
    record: billingLineRecord,
    handler: (c, list) => listBillingLines(c.ctx, c.session, list),
  }),
  'GET /homepage/v2/billing/kiosk': call({
    access: 'member',
    summary: '키오스크 매출 (일별, 상품별)',
    query: schemas.monthQuery,
    response: schemas.kioskSalesResponse,
    failures: [403],
    handler: (c) => readKioskSalesByItem(c.ctx, c.session, c.query),
  }),
  'GET /homepage/v2/billing/payments': call({
    access: 'administrator',
    summary: '결제 내역과 미납 금액 (연도)',
    query: schemas.paymentsQuery,
    response: schemas.paymentsResponse,
    handler: (c) => readPayments(c.ctx, c.session, c.query),
  }),
  'GET /homepage/v2/billing/report/{year}/{month}': call({
    access: 'administrator',
    summary: '월간 리포트 (서비스별)',
    params: schemas.reportParams,
    response: schemas.monthlyReport,
    handler: (c) => readReport(c.ctx, c.session, c.params),
  }),
  'GET /homepage/v2/billing/certificate': call({
    access: 'member',
    summary: '전용계좌 증명서 (가상계좌가 있을 때)',
    response: schemas.accountCertificate,
    failures: [404],
    handler: (c) => readCertificate(c.ctx, c.session),
  }),
});
