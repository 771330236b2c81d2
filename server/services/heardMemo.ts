import type { Db } from '../db/client';

/**
 * Answers read from the database, kept in memory for as long as nothing announced says they may
 * have changed. The database announces changes at commit (triggers and pg_notify), every server
 * process hears them (server/plugins/authCache.ts) and forgets what they name; the process that
 * writes forgets at once, without waiting for its own announcement. While the announcements of a
 * database are not heard (a lost listening connection) its memo is empty and unused.
 */
export interface HeardMemo<K, V> {
  /** The remembered value, or undefined (not read yet, forgotten since, or not hearing). */
  get(db: Db, key: K): V | undefined;
  /** The epoch to hand back to `put`: taken before the read whose answer will be kept. */
  epoch(db: Db): number;
  /** Keeps a value read from the database, unless something was forgotten since the read began. */
  put(db: Db, key: K, value: V, readStartedAt: number): void;
  /** Forgets the keys `which` accepts (every key when it is left out). */
  forget(db: Db, which?: (key: K) => boolean): void;
  /** Called by the listener: announcements of this database reach us (true) or may not (false). */
  setHearing(db: Db, on: boolean): void;
}

interface State<K, V> {
  values: Map<K, V>;
  /** Live listeners (two apps may share one handle in tests); the memo answers only while > 0. */
  hearing: number;
  /** Grows with every forget: a read that began before one must not put its answer in. */
  epoch: number;
}

/** Every memo made, for `forgetAfterWrite`. */
const allMemos = new Set<HeardMemo<unknown, unknown>>();

/**
 * Called after every write call: whatever it changed is announced to every process by the
 * database, but this one must not answer its caller's next request before hearing its own
 * announcement.
 */
export function forgetAfterWrite(db: Db) {
  for (const memo of allMemos) memo.forget(db);
}

export function heardMemo<K, V>(capacity: number): HeardMemo<K, V> {
  const states = new WeakMap<Db, State<K, V>>();
  const stateOf = (db: Db) => {
    let state = states.get(db);
    if (!state) states.set(db, (state = { values: new Map(), hearing: 0, epoch: 0 }));
    return state;
  };
  const memo: HeardMemo<K, V> = {
    get(db, key) {
      const state = states.get(db);
      return state && state.hearing > 0 ? state.values.get(key) : undefined;
    },
    epoch: (db) => stateOf(db).epoch,
    put(db, key, value, readStartedAt) {
      const state = stateOf(db);
      if (state.hearing === 0 || state.epoch !== readStartedAt) return;
      // The oldest entry goes first when full.
      if (!state.values.has(key) && state.values.size >= capacity)
        state.values.delete(state.values.keys().next().value!);
      state.values.set(key, value);
    },
    forget(db, which) {
      const state = states.get(db);
      if (!state) return;
      state.epoch++;
      if (!which) return state.values.clear();
      for (const key of state.values.keys()) if (which(key)) state.values.delete(key);
    },
    setHearing(db, on) {
      const state = stateOf(db);
      state.hearing = Math.max(0, state.hearing + (on ? 1 : -1));
      if (!on) memo.forget(db);
    },
  };
  allMemos.add(memo as HeardMemo<unknown, unknown>);
  return memo;
}
