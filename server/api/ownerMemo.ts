import type { Db } from '../db/client';
import type { IdKind } from '../services/ids';

/** The channel the row triggers announce on (migration 0027_owner_announce). */
export const ROWS_CHANNEL = 'portal_rows';
const MAX_PER_KIND = 50_000;

interface Memo {
  /** Per kind, row id → company id. */
  owners: Map<IdKind, Map<number, number>>;
  /** Live listeners (two apps may share one handle in tests); the memo answers only while > 0. */
  hearing: number;
  /** Grows with every forget: a read that began before one must not put its answer in. */
  epoch: number;
}

const memos = new WeakMap<Db, Memo>();
const memoOf = (db: Db) => {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = { owners: new Map(), hearing: 0, epoch: 0 }));
  return memo;
};

/**
 * The company each checked path id belongs to, kept in memory so that a busy screen's requests do
 * not each pay a database round trip for the route layer's ownership check.
 *
 * A row's company is only ever set when the row is made and ids are never reused, so a row's owner
 * stays true for as long as the row exists. What could make it untrue is announced at commit by
 * statement triggers on every owned table (a delete, a truncate, an update that sets company_id:
 * migration 0027, channel `portal_rows`) and heard by every server process
 * (server/plugins/authCache.ts), which forgets that table's ids. The process that makes a change
 * forgets at once after every write call, without waiting for its own announcement. While the
 * announcements are not heard (a lost listening connection) the memo is empty and unused.
 */
export const ownerMemo = {
  /** The remembered owner of a row, or undefined (not checked yet, or forgotten since). */
  get(db: Db, kind: IdKind, id: number): number | undefined {
    const memo = memos.get(db);
    if (!memo || memo.hearing === 0) return undefined;
    return memo.owners.get(kind)?.get(id);
  },

  /** The epoch to hand back to `put`: taken before the read whose answer will be kept. */
  epoch: (db: Db) => memoOf(db).epoch,

  /** Keeps an owner read from the database, unless something was forgotten since the read began. */
  put(db: Db, kind: IdKind, id: number, companyId: number, readStartedAt: number) {
    const memo = memoOf(db);
    if (memo.hearing === 0 || memo.epoch !== readStartedAt) return;
    let owners = memo.owners.get(kind);
    if (!owners) memo.owners.set(kind, (owners = new Map()));
    if (owners.size >= MAX_PER_KIND) owners.delete(owners.keys().next().value!);
    owners.set(id, companyId);
  },

  /** Forgets the owners of `kinds` (of every kind when none are named). */
  forget(db: Db, kinds?: readonly IdKind[]) {
    const memo = memos.get(db);
    if (!memo) return;
    memo.epoch++;
    if (!kinds) return memo.owners.clear();
    for (const kind of kinds) memo.owners.delete(kind);
  },

  /** Called by the listener: announcements of this database reach us (true) or may not (false). */
  setHearing(db: Db, on: boolean) {
    const memo = memoOf(db);
    memo.hearing = Math.max(0, memo.hearing + (on ? 1 : -1));
    if (!on) this.forget(db);
  },
};
