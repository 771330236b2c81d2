import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationVersions } from '../../db/schema';

/** Read before every cached list answer, so prepared once per database handle. */
const versionQueries = new WeakMap<Db, ReturnType<typeof prepareVersionQuery>>();
function prepareVersionQuery(db: Db) {
  return db
    .select({ version: organisationVersions.version })
    .from(organisationVersions)
    .where(eq(organisationVersions.companyId, sql.placeholder('companyId')))
    .prepare('organisation_version');
}

/** The company's organisation version (0 before its first change): see organisation_versions. */
export async function organisationVersion(db: Db, companyId: number): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) versionQueries.set(db, (query = prepareVersionQuery(db)));
  const [row] = await query.execute({ companyId });
  return row?.version ?? 0;
}
