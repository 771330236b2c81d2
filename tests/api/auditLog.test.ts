import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { MEMBERS, call, listUrl, memberBody } from './organisation/helpers';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type LoggedIn, type TestApp } from './testApp';

const AUDIT = '/homepage/v2/audit-logs';
let t: TestApp;
let admin: LoggedIn;
let member: LoggedIn;
let nike: LoggedIn;
let targetId: string;

const rows = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
const auditList = async (headers: Record<string, string>, filter: Record<string, unknown> = {}) =>
  (await call(t.app, 'GET', listUrl(AUDIT, { filter }), headers)).json() as Array<Record<string, unknown>>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  [admin, member, nike] = await Promise.all([login(t.app, ADMIN), login(t.app, MEMBER), login(t.app, NIKE)]);
  const created = await call(
    t.app,
    'POST',
    MEMBERS,
    admin.headers,
    memberBody({ email: 'audit@x.com', cellPhone: '01012120000', rank: '사원' }),
  );
  targetId = created.json().id;
});
afterAll(() => t.close());

describe('변경 이력', () => {
  it('shows an administrator’s edit of a member with the fields before and after', async () => {
    const edited = await call(
      t.app,
      'PUT',
      `${MEMBERS}/${targetId}`,
      admin.headers,
      memberBody({ email: 'audit@x.com', cellPhone: '01012120000', rank: '대리' }),
    );
    expect(edited.statusCode).toBe(200);
    const [latest] = await auditList(admin.headers, { targetKind: 'member', action: 'update' });
    expect(latest).toMatchObject({
      actorName: '김지원',
      action: 'update',
      targetKind: 'member',
      targetId,
      call: 'PUT /homepage/v2/members/{id}',
      changes: { rank: { before: '사원', after: '대리' } },
    });
    expect(latest!.summary).toBe('직급: 사원 → 대리');
  });

  it('leaves no row for a refused or a failed write', async () => {
    const before = await rows();
    const refused = await call(t.app, 'PUT', `${MEMBERS}/${targetId}`, member.headers, memberBody());
    expect(refused.statusCode).toBe(403);
    const duplicate = await call(
      t.app,
      'POST',
      MEMBERS,
      admin.headers,
      memberBody({ email: 'audit@x.com', cellPhone: '01012129999' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(await rows()).toBe(before);
  });

  it('filters by who, what and when, and never shows another company’s changes', async () => {
    const byAdmin = await auditList(admin.headers, { actorId: admin.body.companyMemberEncrypted });
    expect(byAdmin.length).toBeGreaterThanOrEqual(2);
    expect(byAdmin.every((row) => row.actorName === '김지원')).toBe(true);
    expect(
      await auditList(admin.headers, { createdAt_gte: '2000-01-01', createdAt_lte: '2000-01-31' }),
    ).toEqual([]);
    expect(await auditList(nike.headers)).toEqual([]);
    const denied = await call(t.app, 'GET', AUDIT, member.headers);
    expect(denied.statusCode).toBe(403);
  });

  it('records a password change without the password', async () => {
    const changed = await call(t.app, 'PUT', '/homepage/v2/company-member/manager/passwd', member.headers, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Other!2345',
    });
    expect(changed.statusCode).toBe(200);
    const stored = await t.database.db.select().from(auditLog);
    expect(JSON.stringify(stored)).not.toContain('Other!2345');
    expect(JSON.stringify(stored)).not.toContain(DEMO_PASSWORD);
  });

  it('shows the provider every company’s changes', async () => {
    const operator = await t.app.inject({
      method: 'POST',
      url: '/provider/v1/auth/login',
      payload: { email: 'demo-provider@example.com', password: DEMO_PASSWORD },
    });
    const { clientId, clientSecret } = operator.json();
    const all = await t.app.inject({
      method: 'GET',
      url: '/provider/v1/audit-logs',
      headers: { provider_client_id: clientId, provider_client_secret: clientSecret },
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().some((row: { companyName: string }) => row.companyName === '주식회사 한빛솔루션')).toBe(
      true,
    );
  });
});
