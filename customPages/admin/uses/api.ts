import type {
  AccountCertificate,
  KioskSalesResponse,
  MonthlyReport,
  PaymentsResponse,
  UsageResponse,
} from '../../../schemas/billingInvoices';
import { useApiQuery } from '../../../dataProviders/useApi';

const BASE = '/homepage/v2/billing';
type Query = Record<string, string>;

const useBilling = <T>(path: string, query: Query = {}, enabled = true) =>
  useApiQuery<T>(enabled ? `${BASE}${path}` : null, query);

export interface Month {
  year: number;
  month: number;
}
const monthQuery = ({ year, month }: Month): Query => ({ year: String(year), month: String(month) });

export const useUsage = (month: Month) => useBilling<UsageResponse>('/usage', monthQuery(month));
export const useKiosk = (month: Month) => useBilling<KioskSalesResponse>('/kiosk', monthQuery(month));
export const usePayments = (year: number) =>
  useBilling<PaymentsResponse>('/payments', { year: String(year) });
export const useReport = ({ year, month }: Month) =>
  useBilling<MonthlyReport>(`/report/${year}/${String(month).padStart(2, '0')}`);
export const useCertificate = (enabled = true) => useBilling<AccountCertificate>('/certificate', {}, enabled);
