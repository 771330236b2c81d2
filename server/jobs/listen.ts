import pg from 'pg';
import type { Db } from '../db/client';
import { holdListener, type HeldListener } from '../db/holdListener';
import { JOBS_CHANNEL } from './enqueue';

/** The node-postgres pool behind a handle, or null on the embedded database. */
function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * PostgreSQL: calls `onNotify` whenever a transaction that enqueued a job commits, in any process
 * (LISTEN on one connection of the pool, held for the purpose). A lost connection is opened again
 * after `retryMs`; meanwhile the worker's polling goes on. On the embedded database it does
 * nothing: there the only process wakes its workers itself.
 */
export function listenForJobs(db: Db, onNotify: () => void, retryMs: number): HeldListener {
  const pool = poolOf(db);
  if (!pool) return { stop: async () => {} };
  return holdListener(pool, { channels: { [JOBS_CHANNEL]: onNotify }, retryMs });
}
