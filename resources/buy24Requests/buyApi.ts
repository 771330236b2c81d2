import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { messageOf, useApiFetch, useApiRefresh } from '../../dataProviders/useApi';
import type { ApiFetchOptions } from '../../dataProviders/useApi';

export const BUY_API = '/buy24/v1/admin';

/**
 * A write of 구매24: the server's Korean message as a toast either way; resolves to the answer, or
 * to null when it was refused (the toast said why).
 */
export function useBuyWrite() {
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const refresh = useApiRefresh();
  return useCallback(
    async <T>(path: string, options: ApiFetchOptions, done?: string): Promise<T | null> => {
      try {
        const answer = await apiFetch<T>(path, options);
        if (done) notify(done, { type: 'success', messageArgs: { _: done } });
        await refresh();
        return answer;
      } catch (error) {
        const message = messageOf(error, '요청을 처리하지 못했습니다.');
        notify(message, { type: 'warning', messageArgs: { _: message } });
        return null;
      }
    },
    [apiFetch, notify, refresh],
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
