import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ApiFetchOptions, QueryParams } from './httpClient';
import type { PortalDataProvider } from './dataProvider';

export type { ApiFetchOptions } from './httpClient';
export { fieldErrorsOf } from './apiErrors';

/**
 * The one way a screen calls the API beyond CRUD (lists speak the list protocol through
 * `dataProvider.getList`): the current dataProvider's `apiFetch`, with the session's headers, its
 * timeout and the Korean error shape; a 401 goes through react-admin's checkError like any call.
 */
export function useApiFetch() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useCallback(
    <T>(path: string, options?: ApiFetchOptions): Promise<T> => dataProvider.apiFetch<T>(path, options),
    [dataProvider],
  );
}

/** The cache key of `useApiQuery(path, query)`; without a query it names every query of the path. */
export const apiQueryKey = (path: string, query?: QueryParams) => ['api', path, query ?? {}] as const;

export interface ApiQueryOptions<T, R> {
  /** What the screen keeps of the answer (e.g. its one list). */
  select?: (answer: T) => R;
  staleTime?: number;
  headers?: Record<string, string>;
}

/**
 * The one typed query hook of the screens: a GET as a query, keyed by `apiQueryKey`; `null` waits (a
 * parameter not known yet). Failures are not retried, so an error state shows at once with its 다시 시도.
 */
export function useApiQuery<T, R = T>(
  path: string | null,
  query?: QueryParams,
  { select, staleTime, headers }: ApiQueryOptions<T, R> = {},
) {
  const apiFetch = useApiFetch();
  return useQuery<T, Error, R>({
    queryKey: apiQueryKey(path ?? '', query),
    queryFn: ({ signal }) => apiFetch<T>(path!, { query, signal, headers }),
    enabled: path !== null,
    retry: false,
    select,
    staleTime,
  });
}

/** After a write: every query of `useApiQuery` on screen loads again (the others when next shown). */
export function useApiRefresh() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['api'] }), [queryClient]);
}

/** The rejection of `apiFetch`: HTTP status, parsed body and the server's Korean message. */
export interface ApiFailure {
  status: number;
  body: unknown;
  message: string;
}

export function isApiError(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

/** The message to show for a failed call: the server's Korean message, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return isApiError(error) && error.message ? error.message : fallback;
}
