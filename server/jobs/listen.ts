import pg from 'pg';
import type { Db } from '../db/client';
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
export function listenForJobs(db: Db, onNotify: () => void, retryMs: number): { stop(): Promise<void> } {
  const pool = poolOf(db);
  let stopped = false;
  let listener: pg.PoolClient | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let connecting: Promise<void> = Promise.resolve();

  const again = () => {
    if (!stopped) retry = setTimeout(() => (connecting = connect()), retryMs);
  };
  async function connect() {
    if (!pool || stopped) return;
    let client: pg.PoolClient | null = null;
    try {
      client = await pool.connect();
      const held = client;
      held.on('notification', onNotify);
      held.on('error', () => {
        if (listener === held) listener = null;
        held.release(true);
        again();
      });
      await held.query(`LISTEN ${JOBS_CHANNEL}`);
      if (stopped) return held.release(true);
      listener = held;
    } catch {
      client?.release(true);
      again();
    }
  }
  connecting = connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await connecting;
      // Destroyed, not returned to the pool: the connection is still listening.
      listener?.release(true);
      listener = null;
    },
  };
}
