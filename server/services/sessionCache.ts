import type { Db } from '../db/client';

/**
 * Sessions checked in the last few seconds, kept in memory so that a busy browser's requests are
 * authenticated without a database round trip.
 *
 * Nothing may outlive its session: every change to a session row or to a member's access is
 * announced at commit by database triggers (migration 0014, channel `portal_sessions`), heard by
 * every server process (server/plugins/authCache.ts), and forgets the entries it names. The process
 * that makes the change forgets them at once as well, without waiting for its own announcement.
 * The cache answers only for a database whose announcements this process is hearing right now; a
 * lost listening connection empties it and turns it off until it is back.
 */
export const SEEN_FOR_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession<Row> {
  row: Row;
  memberId: number;
  at: number;
}

const entries = new Map<string, CachedSession<unknown>>();
/** Live listeners per database handle (two apps may share one in tests). */
const hearing = new WeakMap<Db, number>();
const isHearing = (db: Db) => (hearing.get(db) ?? 0) > 0;
/** Grows with every forget: a read that began before one must not put its answer in the cache. */
let epoch = 0;

export const sessionCache = {
  /** Whether the cache may answer for this database handle. */
  usable: isHearing,
  epoch: () => epoch,

  get<Row>(db: Db, clientId: string, now = performance.now()): Row | null {
    if (!isHearing(db)) return null;
    const entry = entries.get(clientId);
    if (!entry) return null;
    if (now - entry.at > SEEN_FOR_MS) {
      entries.delete(clientId);
      return null;
    }
    return entry.row as Row;
  },

  /** Keeps a row read from the database, unless something was forgotten since the read began. */
  put<Row>(db: Db, clientId: string, memberId: number, row: Row, readStartedAt: number) {
    if (!isHearing(db) || readStartedAt !== epoch) return;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(clientId, { row, memberId, at: performance.now() });
  },

  forgetClient(clientId: string) {
    epoch++;
    entries.delete(clientId);
  },

  forgetMember(memberId: number) {
    epoch++;
    for (const [clientId, entry] of entries) if (entry.memberId === memberId) entries.delete(clientId);
  },

  forgetAll() {
    epoch++;
    entries.clear();
  },

  /** Applies one announcement of the `portal_sessions` channel (`c:<clientId>` or `m:<memberId>`). */
  announce(payload: string) {
    if (payload.startsWith('c:')) this.forgetClient(payload.slice(2));
    else if (payload.startsWith('m:') && /^\d+$/.test(payload.slice(2)))
      this.forgetMember(Number(payload.slice(2)));
    else this.forgetAll();
  },

  /** Called by the listener: announcements of this database reach us (true) or may not (false). */
  setHearing(db: Db, on: boolean) {
    hearing.set(db, Math.max(0, (hearing.get(db) ?? 0) + (on ? 1 : -1)));
    if (!on) this.forgetAll();
  },
};
