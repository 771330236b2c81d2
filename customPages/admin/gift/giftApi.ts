import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { giftServiceState } from '../../../schemas/gift/services';
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

/** The gift service's declared resources: their lists and records are react-admin queries. */
const GIFT_RESOURCES = ['giftEvents', 'birth24Events', 'giftSubjects', 'giftTrackings', 'giftItems'];

/** After a change: the gift calls and the gift resources' lists and records load again. */
export function useGiftRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [['gift'], ...GIFT_RESOURCES.map((resource) => [resource])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  );
}

export type GiftServiceState = z.infer<typeof giftServiceState>;

/** The company's gift service (GET /services), shared by the service pages and the birth24 flow. */
export const useGiftService = () => useGiftQuery<GiftServiceState>(`${GIFT_API}/services`);
