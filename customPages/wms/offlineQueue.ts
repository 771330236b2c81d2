import { useSyncExternalStore } from 'react';

/**
 * What the warehouse app keeps on the phone for a floor without network (raw IndexedDB, database
 * `portal-wms`): writes waiting for an answer (`writes`, by idempotency key) and the last answer of
 * every read (`reads`, by account and address). Where IndexedDB is missing (tests in jsdom, a
 * browser that refuses it) the same stores live in memory for the tab's life.
 */

/** A file of a queued upload (a transfer's photo), kept as a Blob: IndexedDB stores it as it is. */
export interface QueuedFile {
  field: string;
  name: string;
  data: Blob;
}

/** A write kept until the server answers it; `conflict` once the server refused it (4xx). */
export interface QueuedWrite {
  /** The Idempotency-Key it is sent with, every time. */
  key: string;
  method: string;
  path: string;
  /** The JSON body; for an upload, what names its files (the same choice is the same write). */
  body: string;
  /** An upload's files, sent as multipart/form-data instead of the JSON body. */
  files?: QueuedFile[];
  /** What the worker did, in Korean (입고 처리, 진열, …). */
  label: string;
  /** The screen it was made on, to go back and look. */
  screen: string;
  /** The worker's e-mail: only their own session sends it. */
  account: string;
  createdAt: number;
  status: 'pending' | 'conflict';
  /** A conflict's answer: the HTTP status and the server's Korean message. */
  answerStatus?: number;
  message?: string;
}

interface SavedRead {
  id: string;
  data: unknown;
  savedAt: number;
}

type StoreName = 'writes' | 'reads';
const memory: Record<StoreName, Map<string, unknown>> = { writes: new Map(), reads: new Map() };
let database: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  database ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open('portal-wms', 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('writes', { keyPath: 'key' });
      request.result.createObjectStore('reads', { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  return database;
}

/** One request on one store, as a promise; the memory map stands in without IndexedDB. */
async function run<T>(
  name: StoreName,
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
  fallback: (map: Map<string, unknown>) => unknown,
): Promise<T> {
  const db = await open();
  if (!db) return fallback(memory[name]) as T;
  return new Promise<T>((resolve, reject) => {
    const request = action(db.transaction(name, mode).objectStore(name));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

const putRecord = (name: StoreName, id: string, value: object) =>
  run<unknown>(
    name,
    'readwrite',
    (store) => store.put(value),
    (map) => map.set(id, value),
  );

// ---- the write queue ------------------------------------------------------------------------------

let snapshot: QueuedWrite[] = [];
const listeners = new Set<() => void>();

/** Reads the queue again and tells the screens (the header's 대기 중 count, the 대기 중인 작업 screen). */
async function changed() {
  snapshot = await allWrites();
  for (const listener of listeners) listener();
}

export const allWrites = async () =>
  (
    await run<QueuedWrite[]>(
      'writes',
      'readonly',
      (store) => store.getAll(),
      (map) => [...map.values()],
    )
  ).sort((a, b) => a.createdAt - b.createdAt);

export async function putWrite(write: QueuedWrite) {
  await putRecord('writes', write.key, write);
  await changed();
}

export async function removeWrite(key: string) {
  await run(
    'writes',
    'readwrite',
    (store) => store.delete(key),
    (map) => map.delete(key),
  );
  await changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) void changed();
  return () => listeners.delete(listener);
}

/** The queued writes, oldest first, kept current for a screen. */
export const useQueuedWrites = () => useSyncExternalStore(subscribe, () => snapshot);

/** The server's answer to a write; null when none came (no network, or the server is down). */
export type Answer = { status: number; text: string; message: string } | null;
/** Answers the flusher got, for a caller that was waiting for one of them. */
export const answers = new Map<string, Answer>();

let flushing: Promise<unknown> = Promise.resolve();

/**
 * Sends the account's pending writes in the order they were made, each with its own key (so a write
 * the server already did is answered, not done again). A 2xx removes it; a refusal (4xx) becomes a
 * conflict for the worker to decide, except the write a caller is waiting for (`claim`), whose
 * answer the caller shows. No answer, a 401 or a 5xx stops the round: later writes wait behind it.
 * One round at a time.
 */
export function flushWrites(
  account: string,
  transmit: (write: QueuedWrite) => Promise<Answer>,
  claim?: string,
) {
  const round = flushing.then(async () => {
    const waiting = (await allWrites()).filter((w) => w.status === 'pending' && w.account === account);
    for (const write of waiting) {
      const answer = await transmit(write);
      if (!answer || answer.status === 401 || answer.status >= 500) break;
      answers.set(write.key, answer);
      // Kept for a caller that may still ask; the oldest go first.
      if (answers.size > 50) answers.delete(answers.keys().next().value!);
      if (answer.status < 300 || write.key === claim) await removeWrite(write.key);
      else
        await putWrite({
          ...write,
          status: 'conflict',
          answerStatus: answer.status,
          message: answer.message,
        });
    }
  });
  flushing = round.catch(() => undefined);
  return round;
}

// ---- the last answer of every read ---------------------------------------------------------------

export const saveRead = (id: string, data: unknown) =>
  putRecord('reads', id, { id, data, savedAt: Date.now() } satisfies SavedRead).catch(() => undefined);

export const savedRead = (id: string) =>
  run<SavedRead | undefined>(
    'reads',
    'readonly',
    (store) => store.get(id),
    (map) => map.get(id),
  ).catch(() => undefined);

/** Reads answered from the phone, per screen (its pathname) and address: when each was saved. */
const staleReads = new Map<string, Map<string, number>>();
const readListeners = new Set<() => void>();

/** Notes that a screen's read came from the phone (`savedAt`) or fresh from the server (null). */
export function markRead(screen: string, id: string, savedAt: number | null) {
  const reads = staleReads.get(screen) ?? new Map<string, number>();
  if (reads.get(id) === (savedAt ?? undefined)) return;
  if (savedAt === null) reads.delete(id);
  else reads.set(id, savedAt);
  staleReads.set(screen, reads);
  for (const listener of readListeners) listener();
}

/** The oldest saved time among what the screen shows from the phone; null when all of it is fresh. */
export function useStaleSince(screen: string): number | null {
  return useSyncExternalStore(
    (listener) => {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
    () => {
      const times = [...(staleReads.get(screen)?.values() ?? [])];
      return times.length ? Math.min(...times) : null;
    },
  );
}

/** Whether the phone says it has a network (the `online` and `offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}
