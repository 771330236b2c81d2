import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { messageOf, useApiFetch } from '../../dataProviders/useApi';
import type { ApiFetchOptions } from '../../dataProviders/useApi';

export const BUY_API = '/buy24/v1/admin';

/** A GET of 구매24 as a query, keyed by its path (refreshed with `useBuyRefresh`). */
export function useBuyQuery<T>(path: string | null) {
  const apiFetch = useApiFetch();
  return useQuery<T>({
    queryKey: ['buy24', path],
    queryFn: () => apiFetch<T>(path!),
    enabled: path !== null,
    retry: false,
  });
}

/**
 * A write of 구매24: the server's Korean message as a toast either way; resolves to the answer, or
 * to null when it was refused (the toast said why).
 */
export function useBuyWrite() {
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const client = useQueryClient();
  return useCallback(
    async <T>(path: string, options: ApiFetchOptions, done?: string): Promise<T | null> => {
      try {
        const answer = await apiFetch<T>(path, options);
        if (done) notify(done, { type: 'success', messageArgs: { _: done } });
        await client.invalidateQueries({ queryKey: ['buy24'] });
        return answer;
      } catch (error) {
        const message = messageOf(error, '요청을 처리하지 못했습니다.');
        notify(message, { type: 'warning', messageArgs: { _: message } });
        return null;
      }
    },
    [apiFetch, notify, client],
  );
}

/** The per-field (or per-cell) messages of a refused call, as the server's `errors` gives them. */
export const fieldErrors = (error: unknown): string[] => {
  const body = (error as { body?: { errors?: Record<string, string>; message?: string } } | null)?.body;
  return [
    body?.message ?? messageOf(error, '요청을 처리하지 못했습니다.'),
    ...Object.values(body?.errors ?? {}),
  ];
};
