import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { amountsFromSupply } from '../../../lib/billing';
import { billingLines, branches, companyMembers } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';
import type { TestApp } from '../testApp';

/** The company of a demo login and its first workspace. */
export async function companyOf(t: TestApp, email: string) {
  const db = t.database.db;
  const [member] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.email, email));
  if (!member) throw new Error(`no member ${email}`);
  const list = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.companyId, member.companyId))
    .orderBy(branches.id);
  return { companyId: member.companyId, branches: list };
}

let counter = 0;

export interface TestLine {
  companyId: number;
  branchId: number | null;
  service: string;
  category: string;
  usedOn: string;
  supply: number;
  quantity?: number;
  description?: string;
}

/** Ledger lines written the way the ledger writers write them (VAT from lib/billing). */
export const insertLines = (t: TestApp, lines: TestLine[]) => insertLinesWith(t.database.db, lines);

/** insertLines on a given handle (a transaction). */
export async function insertLinesWith(db: Db, lines: TestLine[]) {
  if (!lines.length) return [];
  return db
    .insert(billingLines)
    .values(
      lines.map((line) => ({
        companyId: line.companyId,
        branchId: line.branchId,
        service: line.service,
        category: line.category,
        usedOn: line.usedOn,
        description: line.description ?? `${line.category} 테스트`,
        quantity: line.quantity ?? 1,
        ...amountsFromSupply(line.supply),
        sourceType: 'dashboard-test',
        sourceId: `dashboard-test-${++counter}`,
      })),
    )
    .returning({ id: billingLines.id });
}

/** The database's own sums of a company's lines between two days (the figures the calls must equal). */
export async function sums(
  t: TestApp,
  companyId: number,
  from: string,
  to: string,
  extra: SQL[] = [],
  groupBy?: 'service' | 'category' | 'branch_id' | 'used_on',
) {
  const key = groupBy ? sql.raw(groupBy) : sql`null`;
  const query = t.database.db
    .select({
      key: sql<string | null>`${key}::text`,
      lineCount: sql<number>`count(*)`.mapWith(Number),
      supplyAmount: sql<number>`coalesce(sum(supply_amount), 0)`.mapWith(Number),
      vat: sql<number>`coalesce(sum(vat), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(total), 0)`.mapWith(Number),
    })
    .from(billingLines)
    .where(
      and(
        eq(billingLines.companyId, companyId),
        gte(billingLines.usedOn, from),
        lte(billingLines.usedOn, to),
        ...extra,
      ),
    );
  return groupBy ? query.groupBy(key) : query;
}
