import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { DataProvider } from 'react-admin';

/** Options of the dataProvider's agreed `apiFetch` custom method. */
export interface ApiFetchOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, string>;
  /** Extra headers, e.g. the fixed public client pair of the banner call. */
  headers?: Record<string, string>;
}

interface ApiDataProvider extends DataProvider {
  apiFetch<T>(path: string, options?: ApiFetchOptions): Promise<T>;
}

/** The rejection shape of `apiFetch`: HTTP status, parsed body and the server's Korean message. */
export interface ApiError {
  status: number;
  body: unknown;
  message: string;
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

/** The per-field messages of a 400 (`errors: { field: message }`), or an empty object. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (
    !isApiError(error) ||
    typeof error.body !== 'object' ||
    error.body === null ||
    !('errors' in error.body)
  )
    return {};
  const { errors } = error.body;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The message to show for a failed call: the server's Korean message, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message
    ? error.message
    : isApiError(error) && error.message
      ? error.message
      : fallback;
}

/** `apiFetch` of the current dataProvider, typed. */
export function useApiFetch() {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return useCallback(
    <T>(path: string, options?: ApiFetchOptions): Promise<T> => dataProvider.apiFetch<T>(path, options),
    [dataProvider],
  );
}

/** The web app's fixed public client: the banner call needs it even before login. */
export const PUBLIC_CLIENT_HEADERS = { client_id: 'portal-web', client_secret: 'portal-web-public' } as const;
