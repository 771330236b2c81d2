import type { Db } from '../db/client';
import { heardMemo } from '../services/heardMemo';
import type { IdKind } from '../services/ids';

/** The channel the row triggers announce on (migration 0027_owner_announce). */
export const ROWS_CHANNEL = 'portal_rows';

const owners = heardMemo<string, number>(100_000);
const keyOf = (kind: IdKind, id: number) => `${kind}:${id}`;

/**
 * The company each checked path id belongs to, kept in memory so that a busy screen's requests do
 * not each pay a database round trip for the route layer's ownership check.
 *
 * A row's company is only ever set when the row is made and ids are never reused, so a row's owner
 * stays true for as long as the row exists. What could make it untrue is announced at commit by
 * statement triggers on every owned table (a delete, a truncate, an update that sets company_id:
 * migration 0027, channel `portal_rows`, the table's name), which forgets that table's kinds; the
 * writing process forgets everything after each write call (server/api/mount.ts).
 */
export const ownerMemo = {
  get: (db: Db, kind: IdKind, id: number) => owners.get(db, keyOf(kind, id)),
  epoch: (db: Db) => owners.epoch(db),
  put: (db: Db, kind: IdKind, id: number, companyId: number, readStartedAt: number) =>
    owners.put(db, keyOf(kind, id), companyId, readStartedAt),
  /** Forgets the owners of `kinds` (of every kind when none are named). */
  forget(db: Db, kinds?: readonly IdKind[]) {
    if (!kinds) return owners.forget(db);
    const prefixes = kinds.map((kind) => `${kind}:`);
    owners.forget(db, (key) => prefixes.some((prefix) => key.startsWith(prefix)));
  },
  setHearing: (db: Db, on: boolean) => owners.setHearing(db, on),
};
