import { useQuery } from '@tanstack/react-query';
import { useApiFetch } from '../../../dataProviders/useApi';

export const DASHBOARD_API = '/homepage/v2/dashboard';

/** A GET of the dashboard's calls as a query (cached by path). */
export function useDashboardQuery<T>(path: string | null) {
  const apiFetch = useApiFetch();
  return useQuery<T>({
    queryKey: ['dashboard', path],
    queryFn: () => apiFetch<T>(path!),
    enabled: path !== null,
    retry: false,
  });
}

/**
 * One page of a list call (list protocol), newest day first. One row more than the page is asked
 * for, to know whether a next page exists; the month's count comes from the summary call.
 */
export function useDashboardPage<T>(
  path: string,
  filter: Record<string, unknown>,
  page: number,
  size: number,
) {
  const apiFetch = useApiFetch();
  const query =
    `filter=${encodeURIComponent(JSON.stringify(filter))}` +
    `&range=${encodeURIComponent(JSON.stringify([page * size, page * size + size]))}` +
    `&sort=${encodeURIComponent(JSON.stringify(['usedOn', 'DESC']))}`;
  const url = `${path}?${query}`;
  return useQuery<{ rows: T[]; hasNext: boolean }>({
    queryKey: ['dashboard', url],
    queryFn: async () => {
      const rows = await apiFetch<T[]>(url);
      return { rows: rows.slice(0, size), hasNext: rows.length > size };
    },
    retry: false,
  });
}
