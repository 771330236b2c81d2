import { useQuery } from '@tanstack/react-query';
import type {
  AccountCertificate,
  BillingLinesResponse,
  InvoiceDetail,
  InvoiceListResponse,
  KioskSalesResponse,
  MonthlyReport,
  PaymentsResponse,
  UsageResponse,
} from '../../../schemas/billingInvoices';
import { useApiFetch } from '../../../dataProviders/useApi';

const BASE = '/homepage/v2/billing';
type Query = Record<string, string>;

function useBilling<T>(path: string, query: Query = {}, enabled = true) {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: ['billing', path, query],
    queryFn: () => apiFetch<T>(`${BASE}${path}`, { query }),
    enabled,
    retry: false,
  });
}

export interface Month {
  year: number;
  month: number;
}
const monthQuery = ({ year, month }: Month): Query => ({ year: String(year), month: String(month) });

export const useInvoices = (query: Query) => useBilling<InvoiceListResponse>('/invoices', query);
export const useInvoice = (id: string) => useBilling<InvoiceDetail>(`/invoices/${encodeURIComponent(id)}`);
export const useUsage = (month: Month) => useBilling<UsageResponse>('/usage', monthQuery(month));
export const useLines = (month: Month, service: string, page: number, size: number) =>
  useBilling<BillingLinesResponse>('/lines', {
    ...monthQuery(month),
    service,
    page: String(page),
    size: String(size),
  });
export const useKiosk = (month: Month) => useBilling<KioskSalesResponse>('/kiosk', monthQuery(month));
export const usePayments = (year: number) =>
  useBilling<PaymentsResponse>('/payments', { year: String(year) });
export const useReport = ({ year, month }: Month) =>
  useBilling<MonthlyReport>(`/report/${year}/${String(month).padStart(2, '0')}`);
export const useCertificate = (enabled = true) => useBilling<AccountCertificate>('/certificate', {}, enabled);

/** Every line of a month (all pages), for the spreadsheet. */
export function useLinesLoader() {
  const apiFetch = useApiFetch();
  return async (month: Month, service: string) => {
    const size = 1000;
    const lines: BillingLinesResponse['lines'] = [];
    for (let page = 0; ; page += 1) {
      const answer = await apiFetch<BillingLinesResponse>(`${BASE}/lines`, {
        query: { ...monthQuery(month), service, page: String(page), size: String(size) },
      });
      lines.push(...answer.lines);
      if (answer.lines.length < size || lines.length >= answer.total) return lines;
    }
  };
}
