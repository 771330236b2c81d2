import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { DEMO_WMS_WORKER } from '../../../server/db/seed/wms';
import {
  companies,
  wmsAccounts,
  wmsLocations,
  wmsMovements,
  wmsStock,
  wmsWarehouses,
} from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/secrets';
import { WMS_HEADERS } from '../../../schemas/wms';
import type { TestApp } from '../testApp';

export type WmsHeaders = Record<string, string>;

export const OTHER_WMS_WORKER = 'other-wms-worker@example.com';

/** Logs a warehouse worker in and gives the headers the warehouse app sends. */
export async function wmsHeaders(t: TestApp, email = DEMO_WMS_WORKER): Promise<WmsHeaders> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/homepage/v2/wms/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`warehouse login failed: ${response.body}`);
  const body = response.json();
  return { [WMS_HEADERS.clientId]: body.clientId, [WMS_HEADERS.clientSecret]: body.clientSecret };
}

/**
 * A second company with the warehouse app (에이스스포츠코리아, wmsUse turned on here), its own
 * worker, warehouse and stock, for tenant isolation: its worker must never see 소담상회's stock.
 */
export async function addOtherWarehouseCompany(t: TestApp): Promise<void> {
  const db = t.database.db;
  const [company] = await db.select().from(companies).where(eq(companies.buyerNo, 'B-2022-01033'));
  if (!company) throw new Error('no branded company');
  const existing = await db.select().from(wmsAccounts).where(eq(wmsAccounts.email, OTHER_WMS_WORKER));
  if (existing.length) return;
  await db.update(companies).set({ wmsUse: true }).where(eq(companies.id, company.id));
  await db.insert(wmsAccounts).values({
    companyId: company.id,
    email: OTHER_WMS_WORKER,
    name: '다른창고',
    cellPhone: '01099990000',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  const [warehouse] = await db
    .insert(wmsWarehouses)
    .values({ companyId: company.id, name: '성수 창고' })
    .returning();
  await db.insert(wmsLocations).values([
    { companyId: company.id, warehouseId: warehouse!.id, code: 'RCV', name: '입고존', kind: 'RECEIVING' },
    { companyId: company.id, warehouseId: warehouse!.id, code: 'S-01', name: '선반 1', kind: 'SHELF' },
  ]);
}

/**
 * Whether the ledger explains every stock row: for each location and product, what came in minus
 * what went out equals the quantity held. Returns the rows that disagree (none when it holds).
 */
export async function ledgerDisagreements(t: TestApp): Promise<string[]> {
  const db = t.database.db;
  const stock = await db.select().from(wmsStock);
  const movements = await db.select().from(wmsMovements);
  const held = new Map<string, number>();
  for (const row of stock) held.set(`${row.locationId}:${row.productId}`, row.quantity);
  const derived = new Map<string, number>();
  for (const movement of movements) {
    if (movement.toLocationId !== null) {
      const key = `${movement.toLocationId}:${movement.productId}`;
      derived.set(key, (derived.get(key) ?? 0) + movement.quantity);
    }
    if (movement.fromLocationId !== null) {
      const key = `${movement.fromLocationId}:${movement.productId}`;
      derived.set(key, (derived.get(key) ?? 0) - movement.quantity);
    }
  }
  const keys = new Set([...held.keys(), ...derived.keys()]);
  return [...keys]
    .filter((key) => (held.get(key) ?? 0) !== (derived.get(key) ?? 0))
    .map((key) => `${key}: 재고 ${held.get(key) ?? 0}, 원장 ${derived.get(key) ?? 0}`);
}
