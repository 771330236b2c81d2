import { useCallback, useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { giftServiceState } from '../../../schemas/gift/services';
import { isApiError, messageOf, useApiFetch, useApiQuery } from '../../../dataProviders/useApi';
import type { ApiFetchOptions } from '../../../dataProviders/useApi';
import { useToast } from '../layout/shellHooks';
import { GIFT_TEXT } from './strings';

export const GIFT_API = '/birth/v3';
export const eventPath = (id: string, rest = '') => `${GIFT_API}/events/${encodeURIComponent(id)}${rest}`;

/** A 403 of the gift service (spec 1 §8) shows the warning toast with the server's message. */
export function useForbiddenWarning() {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 403) toast(messageOf(error, '권한이 없습니다.'), 'warning');
    },
    [toast],
  );
}

/**
 * Calls of the gift service. A 403 shows the warning toast, then rejects like any failure, so a screen
 * can still show its own error state.
 */
export function useGiftFetch() {
  const apiFetch = useApiFetch();
  const warnForbidden = useForbiddenWarning();
  return useCallback(
    async <T>(path: string, options?: ApiFetchOptions): Promise<T> => {
      try {
        return await apiFetch<T>(path, options);
      } catch (error) {
        warnForbidden(error);
        throw error;
      }
    },
    [apiFetch, warnForbidden],
  );
}

/** A GET of the gift service as the screens' query (`useApiQuery`), with the 403 warning of its calls. */
export function useGiftQuery<T>(path: string | null) {
  const query = useApiQuery<T>(path);
  const warnForbidden = useForbiddenWarning();
  useEffect(() => warnForbidden(query.error), [query.error, warnForbidden]);
  return query;
}

/** The gift service's declared resources: their lists and records are react-admin queries. */
const GIFT_RESOURCES = ['giftEvents', 'birth24Events', 'giftSubjects', 'giftTrackings', 'giftItems'];

/** After a change: the gift queries (every `useApiQuery`) and the gift resources' lists and records load again. */
export function useGiftRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [['api'], ...GIFT_RESOURCES.map((resource) => [resource])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  );
}

/**
 * A change of the gift service: once done, its message as a toast and the gift data loads again; a
 * failure shows the server's message as a warning unless the screen handles it (`onError`).
 */
export function useGiftChange<T, V = void>({
  done,
  onSuccess,
  onError,
  ...options
}: UseMutationOptions<T, Error, V> & { done: string | ((answer: T) => string) }) {
  const toast = useToast();
  const refresh = useGiftRefresh();
  return useMutation<T, Error, V>({
    ...options,
    onSuccess: (answer, ...rest) => {
      toast(typeof done === 'function' ? done(answer) : done, 'success');
      void refresh();
      return onSuccess?.(answer, ...rest);
    },
    onError: onError ?? ((error) => toast(messageOf(error, GIFT_TEXT.loadFailed), 'warning')),
  });
}

export type GiftServiceState = z.infer<typeof giftServiceState>;

/** The company's gift service (GET /services), shared by the service pages and the birth24 flow. */
export const useGiftService = () => useGiftQuery<GiftServiceState>(`${GIFT_API}/services`);
