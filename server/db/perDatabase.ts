import type { Db } from './client';

/**
 * A value built once for each database handle, such as a prepared statement: a server has one
 * handle, the tests open a fresh database per file in the same process.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}
