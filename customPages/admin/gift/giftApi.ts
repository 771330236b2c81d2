import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryOptions } from '@tanstack/react-query';
import { isApiError, messageOf, useApiFetch } from '../../../dataProviders/useApi';
import type { ApiFetchOptions } from '../../../dataProviders/useApi';
import { useToast } from '../layout/shellHooks';

export const GIFT_API = '/birth/v3';
export const eventPath = (id: string, rest = '') => `${GIFT_API}/events/${encodeURIComponent(id)}${rest}`;

/**
 * Calls of the gift service. A 403 (spec 1 §8) shows the warning toast with the server's message, then
 * rejects like any failure, so a screen can still show its own error state.
 */
export function useGiftFetch() {
  const apiFetch = useApiFetch();
  const toast = useToast();
  return useCallback(
    async <T>(path: string, options?: ApiFetchOptions): Promise<T> => {
      try {
        return await apiFetch<T>(path, options);
      } catch (error) {
        if (isApiError(error) && error.status === 403) toast(messageOf(error, '권한이 없습니다.'), 'warning');
        throw error;
      }
    },
    [apiFetch, toast],
  );
}

/** A GET of the gift service as a query (cached by path, refetched when invalidated by its key). */
export function useGiftQuery<T>(path: string | null, options: Omit<UseQueryOptions<T>, 'queryKey'> = {}) {
  const giftFetch = useGiftFetch();
  return useQuery<T>({
    queryKey: ['gift', path],
    queryFn: () => giftFetch<T>(path!),
    enabled: path !== null,
    retry: false,
    ...options,
  });
}

/** A list call of the list protocol (range and sort as query values), first `size` rows. */
export function listQuery(size = 500, sort: [string, 'ASC' | 'DESC'] = ['id', 'ASC']) {
  return `?range=${encodeURIComponent(JSON.stringify([0, size - 1]))}&sort=${encodeURIComponent(JSON.stringify(sort))}`;
}
