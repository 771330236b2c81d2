import type { Db } from '../client';
import { providerAccounts } from '../schema';

export const DEMO_PROVIDER = { email: 'demo-provider@example.com', name: '포털24 운영팀 한지민' };
/** A second operator: work is given to someone, and two people act on one queue. */
export const DEMO_PROVIDER_2 = { email: 'demo-provider2@example.com', name: '포털24 운영팀 오세훈' };

/** The demo provider operators (provider console), with the demo password's hash. */
export async function seedProvider(db: Db, passwordHash: string) {
  await db.insert(providerAccounts).values([
    { ...DEMO_PROVIDER, passwordHash },
    { ...DEMO_PROVIDER_2, passwordHash },
  ]);
}
