import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationVersions } from '../../db/schema';
import { perDatabase } from '../../db/perDatabase';

/** Read before every cached list answer, so prepared once per database handle. */
const versionQuery = perDatabase((db) =>
  db
    .select({ version: organisationVersions.version })
    .from(organisationVersions)
    .where(eq(organisationVersions.companyId, sql.placeholder('companyId')))
    .prepare('organisation_version'),
);

/** The company's organisation version (0 before its first change): see organisation_versions. */
export async function organisationVersion(db: Db, companyId: number): Promise<number> {
  const [row] = await versionQuery(db).execute({ companyId });
  return row?.version ?? 0;
}
