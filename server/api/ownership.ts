import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { perDatabase } from '../db/perDatabase';
import { branches, companyMembers, companyServices, groups, managerInvitations } from '../db/schema';
import type { IdKind } from '../services/ids';

interface Owned {
  table: PgTable;
  id: PgColumn;
  companyId: PgColumn;
}

/**
 * The table of each id kind that belongs to a company. A path id of one of these kinds is checked
 * to be a row of the caller's company before the handler runs, so a handler can never act on
 * another company's row by a forgotten filter. Each area adds its kinds here.
 */
const OWNED: Partial<Record<IdKind, Owned>> = {
  member: { table: companyMembers, id: companyMembers.id, companyId: companyMembers.companyId },
  group: { table: groups, id: groups.id, companyId: groups.companyId },
  invitation: {
    table: managerInvitations,
    id: managerInvitations.id,
    companyId: managerInvitations.companyId,
  },
  branch: { table: branches, id: branches.id, companyId: branches.companyId },
  service: { table: companyServices, id: companyServices.id, companyId: companyServices.companyId },
};

/** Whether ids of this kind belong to a company (and so are checked against the caller's). */
export const isCompanyOwned = (kind: IdKind) => OWNED[kind] !== undefined;

const ownershipQueries = perDatabase((db) => {
  const prepared = new Map<IdKind, { execute(values: { id: number; companyId: number }): Promise<unknown[]> }>();
  for (const [kind, owned] of Object.entries(OWNED) as [IdKind, Owned][]) {
    prepared.set(
      kind,
      db
        .select({ one: sql<number>`1` })
        .from(owned.table)
        .where(and(eq(owned.id, sql.placeholder('id')), eq(owned.companyId, sql.placeholder('companyId'))))
        .limit(1)
        .prepare(`owned_${kind}`),
    );
  }
  return prepared;
});

/** True when the row `id` of `kind` belongs to `companyId` (kinds without a company: always). */
export async function belongsTo(db: Db, kind: IdKind, id: number, companyId: number): Promise<boolean> {
  const query = ownershipQueries(db).get(kind);
  if (!query) return true;
  return (await query.execute({ id, companyId })).length > 0;
}
