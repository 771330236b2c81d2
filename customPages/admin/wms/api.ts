import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readAuthHeaders } from '../../../authProvider/authStorage';
import type { WarehouseRecord } from '../../../schemas/wms';
import type { TransferRecord } from '../../../schemas/wmsStock';
import { useApiFetch } from '../../../dataProviders/useApi';

export const BASE = '/homepage/v2/wms/company';
export type Filter = Record<string, string>;

export const useWarehouses = () => {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: ['wms-company', 'warehouses'],
    queryFn: () => apiFetch<WarehouseRecord[]>(`${BASE}/warehouses`),
    retry: false,
  });
};

export const useTransfers = (query: Filter) => {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: ['wms-company', 'transfers', query],
    queryFn: () => apiFetch<{ items: TransferRecord[]; total: number }>(`${BASE}/stock-transfers`, { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
};

export const useTransfer = (id: string) => {
  const apiFetch = useApiFetch();
  return useQuery({
    queryKey: ['wms-company', 'transfer', id],
    queryFn: () => apiFetch<TransferRecord>(`${BASE}/stock-transfers/${encodeURIComponent(id)}`),
    retry: false,
  });
};

/**
 * A file answer of the server (xlsx, zip) saved under the name it gives; a refusal throws its
 * Korean message.
 */
export async function downloadFile(path: string, query: Filter = {}) {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  const response = await fetch(`${path}${search.size ? `?${search}` : ''}`, {
    headers: { ...(readAuthHeaders() ?? {}) },
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(answer.message ?? '파일을 내려받지 못했습니다.');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? 'download');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
