import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Takes the transaction's lock on each scope a rule reads (a department's budget month, a member's
 * active ticket, a company's delivery days), so two requests checking the same limit take turns: at
 * READ COMMITTED the second then reads what the first wrote instead of the same old rows. Scopes are
 * locked in sorted order (no two requests wait on each other) and held until the transaction ends;
 * the caller must be inside one (every audited write is). On the embedded database statements take
 * turns anyway and the lock costs one statement.
 */
export async function lockScopes(tx: Db, scopes: readonly string[]): Promise<void> {
  for (const scope of [...new Set(scopes)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}))`);
}
