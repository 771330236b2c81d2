import type { Db } from '../client';
import { providerAccounts } from '../schema';

export const DEMO_PROVIDER = { email: 'demo-provider@example.com', name: '포털24 운영팀 한지민' };

/** The demo provider operator (provider console), with the demo password's hash. */
export async function seedProvider(db: Db, passwordHash: string) {
  await db.insert(providerAccounts).values({ ...DEMO_PROVIDER, passwordHash });
}
