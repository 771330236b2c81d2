/**
 * The company's invoice, usage, payment, kiosk, report and certificate readers, by concern under
 * services/billing: companyReads (shared helpers and messages), companyInvoices, companyUsage.
 */
export {
  addTotals,
  KIOSK_NOT_IN_USE,
  NO_VIRTUAL_ACCOUNT,
  periodOf,
  USAGE_MENU_HIDDEN,
} from './billing/companyReads';
export {
  invoiceList,
  listInvoices,
  readCertificate,
  readInvoice,
  readPayments,
} from './billing/companyInvoices';
export { readKioskSales, readReport, readUsage } from './billing/companyUsage';
