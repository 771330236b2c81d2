import { eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/perDatabase';
import { ID_KINDS, idKind, type IdKind, type OwnedTable } from '../services/idKinds';
import { ownerMemo } from './ownerMemo';

/** The table of each id kind that belongs to a company (declared in services/idKinds.ts). */
const OWNED: ReadonlyMap<IdKind, OwnedTable> = new Map(
  (Object.keys(ID_KINDS) as IdKind[]).flatMap((kind) => {
    const { owner } = idKind(kind);
    return owner ? [[kind, owner] as const] : [];
  }),
);

/** Whether ids of this kind belong to a company (and so are checked against the caller's). */
export const isCompanyOwned = (kind: IdKind) => OWNED.has(kind);

/** The kinds kept in each owned table, by table name: what a `portal_rows` announcement names. */
export const KINDS_BY_TABLE: ReadonlyMap<string, readonly IdKind[]> = (() => {
  const byTable = new Map<string, IdKind[]>();
  for (const [kind, table] of OWNED) {
    const name = getTableName(table);
    byTable.set(name, [...(byTable.get(name) ?? []), kind]);
  }
  return byTable;
})();

/** Each kind's row owner, by id: prepared once per database handle. */
const ownerQueries = perDatabase((db) => {
  const prepared = new Map<IdKind, { execute(values: { id: number }): Promise<{ companyId: number }[]> }>();
  for (const [kind, table] of OWNED) {
    prepared.set(
      kind,
      db
        .select({ companyId: sql<number>`${table.companyId}` })
        .from(table)
        .where(eq(table.id, sql.placeholder('id')))
        .limit(1)
        .prepare(`owner_${kind}`),
    );
  }
  return prepared;
});

/**
 * True when the row `id` of `kind` belongs to `companyId` (kinds without a company: always). The
 * owner of a row seen before comes from memory (see ownerMemo); a row that does not exist is read
 * every time.
 */
export async function belongsTo(db: Db, kind: IdKind, id: number, companyId: number): Promise<boolean> {
  const query = ownerQueries(db).get(kind);
  if (!query) return true;
  const remembered = ownerMemo.get(db, kind, id);
  if (remembered !== undefined) return remembered === companyId;
  const epoch = ownerMemo.epoch(db);
  const [row] = await query.execute({ id });
  if (!row) return false;
  ownerMemo.put(db, kind, id, row.companyId, epoch);
  return row.companyId === companyId;
}

/** The not-found message of a path id; for an id of several kinds, the last names what it is. */
export const notFoundMessage = (kinds: readonly IdKind[]) => idKind(kinds[kinds.length - 1]!).notFound;
