import { useQuery } from '@tanstack/react-query';
import type {
  AutoPaymentState,
  CsInquiryRecord,
  NoticeRecord,
  PastOrderLine,
  PastOrderSummary,
  PaymentMethodSummary,
} from '../../../schemas/legacyScreens';
import { useApiFetch } from '../../../dataProviders/useApi';

type Query = Record<string, string>;

function useGet<T>(key: string, path: string, query: Query = {}) {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: ['legacyScreens', key, path, query],
    queryFn: () => apiFetch<T>(path, { query }),
    retry: false,
  });
}

/** The list protocol's query: filter, range (inclusive end) and sort. */
export const listQuery = (filter: object, page: number, size: number, sort?: [string, string]): Query => ({
  filter: JSON.stringify(filter),
  range: JSON.stringify([page * size, page * size + size - 1]),
  ...(sort ? { sort: JSON.stringify(sort) } : {}),
});

export const usePastSummary = (month: string, service?: string) =>
  useGet<PastOrderSummary>('summary', '/homepage/v2/orders/past/summary', {
    month,
    ...(service ? { service } : {}),
  });
export const usePastLines = (month: string, service: string | undefined, page: number, size: number) =>
  useGet<PastOrderLine[]>(
    'lines',
    '/homepage/v2/orders/past',
    listQuery({ month, ...(service ? { service } : {}) }, page, size, ['usedOn', 'DESC']),
  );
export const useAutoPayment = () =>
  useGet<AutoPaymentState>('autoPayment', '/homepage/v2/payment/subscription');
export const usePaymentMethods = () =>
  useGet<{ methods: PaymentMethodSummary[] }>('methods', '/homepage/v2/payment/methods');
export const useNotices = (board: 'notice' | 'welfare', q: string, page: number, size: number) =>
  useGet<NoticeRecord[]>('notices', `/homepage/v2/boards/${board}`, listQuery(q ? { q } : {}, page, size));
export const useNotice = (board: 'notice' | 'welfare', id: string) =>
  useGet<NoticeRecord>('notice', `/homepage/v2/boards/${board}/${encodeURIComponent(id)}`);
export const useInquiries = (page: number, size: number) =>
  useGet<CsInquiryRecord[]>('inquiries', '/homepage/v2/cs-inquiries', listQuery({}, page, size));
export const useInquiry = (id: string) =>
  useGet<CsInquiryRecord>('inquiry', `/homepage/v2/cs-inquiries/${encodeURIComponent(id)}`);
