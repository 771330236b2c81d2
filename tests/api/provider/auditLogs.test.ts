// The provider console's 변경 이력: searched in the words a person reads (입금 finds a payment,
// whose row holds only amounts and dates), filtered by a company picked from the company list, and
// every kind of change named in Korean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDateString } from '../../../lib/seoulTime';
import { AUDIT_TARGET_LABELS } from '../../../schemas/auditLogs';
import { ROUTE_TABLES } from '../../../server/routes';
import { providerHeaders } from '../buy24/helpers';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';

let t: TestApp;
let provider: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
  provider = await providerHeaders(t);
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = provider) =>
  t.app.inject({ method: 'GET', url, headers });
const listUrl = (path: string, filter: object = {}, range = [0, 99]) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
interface Row {
  companyId: string | null;
  companyName: string | null;
  call: string;
  targetKind: string;
}

describe('provider console: 변경 이력', () => {
  it('finds a payment by searching 입금 and filters by the company picked from the company list', async () => {
    const [unpaid] = (await get(listUrl('/provider/v1/invoices/unpaid'))).json() as Array<{
      id: string;
      companyName: string;
    }>;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/provider/v1/invoices/${unpaid!.id}/payments`,
      headers: provider,
      payload: { amount: 1_000, paidOn: seoulDateString(), method: 'BANK_TRANSFER' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The raw JSON of the row holds no 입금: only the Korean name of the call does.
    const found = (await get(listUrl('/provider/v1/audit-logs', { q: '입금' }))).json() as Row[];
    expect(found.map((row) => row.call)).toContain('POST /provider/v1/invoices/{id}/payments');
    expect(found.find((row) => row.call.endsWith('/payments'))!.companyName).toBe(unpaid!.companyName);

    const [company] = (
      await get(listUrl('/provider/v1/companies', { q: unpaid!.companyName }))
    ).json() as Array<{ id: string; name: string }>;
    expect(company!.name).toBe(unpaid!.companyName);
    const ofCompany = (
      await get(listUrl('/provider/v1/audit-logs', { companyId: company!.id }))
    ).json() as Row[];
    expect(ofCompany.length).toBeGreaterThan(0);
    expect(new Set(ofCompany.map((row) => row.companyId))).toEqual(new Set([company!.id]));
    // A kind of change is found by its Korean name too; a word nothing holds finds nothing.
    const invoices = (await get(listUrl('/provider/v1/audit-logs', { q: '청구서' }))).json() as Row[];
    expect(invoices.some((row) => row.targetKind === 'invoice')).toBe(true);
    expect((await get(listUrl('/provider/v1/audit-logs', { q: '없는말쀏' }))).json()).toEqual([]);
  });

  it('the company list and every company’s 변경 이력 are for operators only', async () => {
    const admin = (await login(t.app, ADMIN)).headers;
    expect((await get('/provider/v1/companies', admin)).statusCode).toBe(401);
    expect((await get('/provider/v1/companies')).statusCode).toBe(200);
  });

  it('every kind of change the registry records has its Korean name', () => {
    const targets = ROUTE_TABLES.flatMap((table) =>
      Object.values(table.calls).flatMap((declaration) =>
        declaration.audit && 'target' in declaration.audit ? [declaration.audit.target] : [],
      ),
    );
    expect(targets.length).toBeGreaterThan(30);
    expect([...new Set(targets)].filter((target) => !AUDIT_TARGET_LABELS[target])).toEqual([]);
  });
});
