import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisationVersions } from '../../db/schema';
import { perDatabase } from '../../db/perDatabase';
import { heardMemo } from '../heardMemo';

/** The channel a version change is announced on, with the company id (migration 0028). */
export const VERSIONS_CHANNEL = 'portal_versions';

/** Read before every cached list answer, so prepared once per database handle. */
const versionQuery = perDatabase((db) =>
  db
    .select({ version: organisationVersions.version })
    .from(organisationVersions)
    .where(eq(organisationVersions.companyId, sql.placeholder('companyId')))
    .prepare('organisation_version'),
);

/**
 * Each company's version, kept in memory between its changes: the triggers that bump it announce
 * the company at commit, every process forgets it then, and the writing process forgets all of
 * them after each write call (server/api/mount.ts). A cached member page then costs no database
 * round trip at all, and a first read one.
 */
export const versionMemo = heardMemo<number, number>(10_000);

/** The company's organisation version (0 before its first change): see organisation_versions. */
export async function organisationVersion(db: Db, companyId: number): Promise<number> {
  const remembered = versionMemo.get(db, companyId);
  if (remembered !== undefined) return remembered;
  const epoch = versionMemo.epoch(db);
  const [row] = await versionQuery(db).execute({ companyId });
  const version = row?.version ?? 0;
  versionMemo.put(db, companyId, version, epoch);
  return version;
}
