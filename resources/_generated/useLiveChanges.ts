import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { WAITING_PAGE } from './menu';

const RETRY_MS = 5_000;

/**
 * Keeps a console's waiting counts live: holds the server's event stream open (`url`, e.g.
 * /provider/v1/live) and, on each `changed`, has every waiting count read again, so a second
 * operator's decision lowers the first one's menu count without a reload. fetch rather than
 * EventSource: the console's calls carry their session in headers, which EventSource cannot send.
 * A dropped stream is opened again after a few seconds; the counts also refresh every minute.
 */
export function useLiveChanges(url: string, headers: () => object | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refreshCounts = () =>
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[1] === 'getList' &&
          (query.queryKey[2] as { pagination?: unknown } | undefined)?.pagination !== undefined &&
          JSON.stringify((query.queryKey[2] as { pagination: unknown }).pagination) ===
            JSON.stringify(WAITING_PAGE),
      });
    let reconnected = false;
    const open = async () => {
      const session = headers();
      if (!session) return;
      try {
        const response = await fetch(url, {
          headers: { ...(session as Record<string, string>), accept: 'text/event-stream' },
          signal: stop.signal,
        });
        if (!response.ok || !response.body) throw new Error(String(response.status));
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          // After a dropped stream, what was missed meanwhile is read again at once.
          const missed = reconnected && events.some((event) => event.includes('event: ready'));
          if (missed || events.some((event) => event.includes('event: changed'))) refreshCounts();
        }
      } catch {
        if (stop.signal.aborted) return;
      }
      reconnected = true;
      if (!stop.signal.aborted) retry = setTimeout(() => void open(), RETRY_MS);
    };
    void open();
    return () => {
      stop.abort();
      clearTimeout(retry);
    };
  }, [url, headers, queryClient]);
}
