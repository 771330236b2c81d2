import { eq } from 'drizzle-orm';
import { companies } from '../../../server/db/schema';
import type { TestApp } from '../testApp';

/** The id of a seeded company by its name. */
export async function companyIdOf(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  if (!row) throw new Error(`no company ${name}`);
  return row.id;
}

export const HANBIT = '주식회사 한빛솔루션';
export const ACE = '에이스스포츠코리아 유한회사';
