import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client';
import { sessionCache } from '../services/sessionCache';

/** The channel the session triggers announce on (migration 0014_session_notify). */
export const SESSIONS_CHANNEL = 'portal_sessions';
const RETRY_MS = 1_000;

/**
 * Hears the session announcements of a database for this process's session cache: on PostgreSQL
 * with LISTEN on a connection held for the purpose (every process hears every commit); on the
 * embedded database, which only this process opens, through PGlite's own listen. While the
 * PostgreSQL connection is lost the cache is off and empty, and the connection is opened again.
 */
export function hearSessionAnnouncements(db: Db): { stop(): Promise<void> } {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnPostgres(db, client);
  if (client instanceof PGlite) {
    const unsubscribe = client.listen(SESSIONS_CHANNEL, (payload) => sessionCache.announce(payload));
    let heard = false;
    const ready = unsubscribe.then(() => {
      sessionCache.setHearing(db, true);
      heard = true;
    });
    return {
      async stop() {
        await ready.catch(() => undefined);
        if (heard) sessionCache.setHearing(db, false);
        // A closed database has nothing left to unlisten.
        if (!client.closed) await (await unsubscribe)().catch(() => undefined);
      },
    };
  }
  return { stop: async () => {} };
}

function listenOnPostgres(db: Db, pool: pg.Pool): { stop(): Promise<void> } {
  let stopped = false;
  let listener: pg.PoolClient | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let connecting: Promise<void> = Promise.resolve();

  const lost = (held: pg.PoolClient) => {
    if (listener !== held) return;
    listener = null;
    sessionCache.setHearing(db, false);
    held.release(true);
    if (!stopped) retry = setTimeout(() => (connecting = connect()), RETRY_MS);
  };
  async function connect() {
    let client: pg.PoolClient | null = null;
    try {
      client = await pool.connect();
      const held = client;
      held.on('notification', (message) => {
        if (message.channel === SESSIONS_CHANNEL) sessionCache.announce(message.payload ?? '');
      });
      held.on('error', () => lost(held));
      await held.query(`LISTEN ${SESSIONS_CHANNEL}`);
      if (stopped) return held.release(true);
      listener = held;
      sessionCache.setHearing(db, true);
    } catch {
      client?.release(true);
      if (!stopped) retry = setTimeout(() => (connecting = connect()), RETRY_MS);
    }
  }
  connecting = connect();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await connecting;
      if (listener) {
        sessionCache.setHearing(db, false);
        // Destroyed, not returned to the pool: the connection is still listening.
        listener.release(true);
        listener = null;
      }
    },
  };
}
