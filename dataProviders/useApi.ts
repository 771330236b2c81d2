import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
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

/**
 * A GET as a query, keyed by its path and query: `null` waits (a parameter not known yet). Failures
 * are not retried, so an error state shows at once with its 다시 시도.
 */
export function useApiQuery<T>(path: string | null, query?: QueryParams) {
  const apiFetch = useApiFetch();
  return useQuery<T>({
    queryKey: ['api', path, query ?? {}],
    queryFn: ({ signal }) => apiFetch<T>(path!, { query, signal }),
    enabled: path !== null,
    retry: false,
  });
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
