import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ROWS_CHANNEL, ownerMemo } from '../api/ownerMemo';
import { KINDS_BY_TABLE } from '../api/ownership';
import type { Db } from '../db/client';
import { holdListener, type HeldListener } from '../db/holdListener';
import { versionMemo, VERSIONS_CHANNEL } from '../services/organisation/organisationVersion';
import { sessionCache } from '../services/sessionCache';
import { heardChange, LIVE_CHANNEL } from '../live/changes';

/** The channel the session triggers announce on (migration 0014_session_notify). */
export const SESSIONS_CHANNEL = 'portal_sessions';
const RETRY_MS = 1_000;

/**
 * What each announced channel tells this process's memory: sessions that ended or changed, owned
 * tables whose rows were deleted or moved (the route layer's owner memo), companies whose
 * organisation changed (the member list cache's versions), and writes for the consoles' live counts.
 */
const heard = (db: Db): Record<string, (payload: string) => void> => ({
  [SESSIONS_CHANNEL]: (payload) => sessionCache.announce(payload),
  [ROWS_CHANNEL]: (table) => ownerMemo.forget(db, KINDS_BY_TABLE.get(table)),
  [VERSIONS_CHANNEL]: (company) => versionMemo.forget(db, (companyId) => String(companyId) === company),
  [LIVE_CHANNEL]: () => heardChange(db),
});

/** Each memory answers only while this process hears its announcements. */
function setHearing(db: Db, on: boolean) {
  sessionCache.setHearing(db, on);
  ownerMemo.setHearing(db, on);
  versionMemo.setHearing(db, on);
}

/**
 * Hears the announcements of a database for this process's memories (above): on
 * PostgreSQL with LISTEN on a connection held for the purpose (every process hears every commit);
 * on the embedded database, which only this process opens, through PGlite's own listen. While the
 * PostgreSQL connection is lost they are off and empty, and the connection is opened again.
 */
export function hearAnnouncements(db: Db): { stop(): Promise<void> } {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnPostgres(db, client);
  if (client instanceof PGlite) {
    const channels = Object.entries(heard(db));
    const unsubscribing = Promise.all(
      channels.map(([channel, apply]) => client.listen(channel, (payload) => apply(payload))),
    );
    let hearing = false;
    const ready = unsubscribing.then(() => {
      setHearing(db, true);
      hearing = true;
    });
    return {
      async stop() {
        await ready.catch(() => undefined);
        if (hearing) setHearing(db, false);
        // A closed database has nothing left to unlisten.
        if (client.closed) return;
        const unsubscribes = await unsubscribing.catch(() => []);
        await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe().catch(() => undefined)));
      },
    };
  }
  return { stop: async () => {} };
}

function listenOnPostgres(db: Db, pool: pg.Pool): HeldListener {
  return holdListener(pool, {
    channels: heard(db),
    retryMs: RETRY_MS,
    onUp: () => setHearing(db, true),
    onDown: () => setHearing(db, false),
  });
}
