// The operator's one search box and a company's page: a company by its name or 초성, a member of any
// company by a phone typed in any format, a visitor's inquiry by its receipt number; the company page's
// figures as the tables hold them, and its messages narrowed by company. A Korean 400 for an empty
// query; no access for a company session.
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers, outbox, serviceApplications } from '../../../server/db/schema';
import type { ProviderCompanyRecord, ProviderSearchResponse } from '../../../schemas/provider';
import { providerHeaders } from '../buy24/helpers';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';

let t: TestApp;
let provider: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
  provider = await providerHeaders(t);
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, headers = provider) => t.app.inject({ method: 'GET', url, headers });
const search = async (q: string) => {
  const response = await get(`/provider/v1/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ProviderSearchResponse).hits;
};

/** 한빛솔루션's encrypted id, as the company list gives it. */
async function hanbitId(): Promise<string> {
  const response = await get(`/provider/v1/companies?filter=${encodeURIComponent('{"q":"한빛솔루션"}')}`);
  const [company] = response.json() as { id: string; name: string }[];
  expect(company?.name).toContain('한빛솔루션');
  return company!.id;
}

describe('provider console: one search across companies', () => {
  it('finds a company by its name and by its 초성, leading to its page', async () => {
    const id = await hanbitId();
    for (const q of ['한빛', 'ㅎㅂㅅㄹㅅ']) {
      const hits = await search(q);
      expect(hits).toContainEqual(
        expect.objectContaining({ kind: 'company', path: `providerCompanies/${id}/show` }),
      );
    }
  });

  it('finds a member of any company by a phone typed in any format, naming the company', async () => {
    const [member] = await t.database.db
      .select({ name: companyMembers.name, phone: companyMembers.cellPhone, company: companies.name })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(isNotNull(companyMembers.cellPhone))
      .limit(1);
    const digits = member!.phone!.replace(/\D/g, '');
    const dashed = `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`;
    for (const q of [digits, dashed]) {
      const hit = (await search(q)).find((found) => found.kind === 'member' && found.title === member!.name);
      expect(hit, q).toBeDefined();
      expect(hit!.detail).toContain(member!.company);
      expect(hit!.detail).toContain(dashed);
    }
  });

  it("finds a visitor's inquiry by its receipt number, leading to the inquiry", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/homepage/v2/inquiry',
      payload: {
        inquiryServiceType: 'SNACK',
        companyName: '검색테스트상사',
        contactName: '홍길동',
        cellphone: '01055501234',
        email: 'search-test@example.com',
        inquiryContents: '간식 서비스가 궁금합니다.',
        inquiryRegion: 'REGION_A',
        contact_privacy_policy: true,
        isPrivateAgree: 'Y',
        bcode: '',
        tracking: {},
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { receiptNo } = sent.json() as { receiptNo: string };
    const hits = await search(receiptNo);
    expect(hits).toContainEqual(
      expect.objectContaining({
        kind: 'inquiry',
        title: `${receiptNo} 검색테스트상사`,
        path: expect.stringMatching(/^inquiries\/[^/]+\/show$/),
      }),
    );
    expect((await search('검색테스트상사')).some((hit) => hit.kind === 'inquiry')).toBe(true);
  });

  it('refuses an empty query in Korean, and a company session', async () => {
    const empty = await get('/provider/v1/search?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('검색어를 입력해주세요.');
    const admin = (await login(t.app, ADMIN)).headers as unknown as Record<string, string>;
    expect((await get(`/provider/v1/search?q=${encodeURIComponent('한빛')}`, admin)).statusCode).toBe(401);
  });
});

describe("provider console: a company's page", () => {
  it('gives its members, services, what it owes and what waits, as the tables hold them', async () => {
    const id = await hanbitId();
    const response = await get(`/provider/v1/companies/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const company = response.json() as ProviderCompanyRecord;
    const [row] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, company.name));
    const [[members], [waiting]] = await Promise.all([
      t.database.db.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, row!.id)),
      t.database.db
        .select({ n: count() })
        .from(serviceApplications)
        .where(and(eq(serviceApplications.companyId, row!.id), eq(serviceApplications.status, 'SUBMITTED'))),
    ]);
    expect(company.memberCount).toBe(members!.n);
    expect(company.waitingApplications).toBe(waiting!.n);
    expect(company.unpaidTotal).toBeGreaterThanOrEqual(0);
    expect(company.services).toMatch(/[가-힣]/);
    expect((await get('/provider/v1/companies/nope')).statusCode).toBe(404);
  });

  it("lists only the company's messages when the outbox is narrowed to it", async () => {
    const id = await hanbitId();
    const [row] = await t.database.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.name, '주식회사 한빛솔루션'));
    await t.database.db.insert(outbox).values([
      { companyId: row!.id, channel: 'SMS', recipient: '01011112222', body: '한빛 안내', purpose: 'test' },
      { companyId: null, channel: 'SMS', recipient: '01033334444', body: '다른 안내', purpose: 'test' },
    ]);
    const response = await get(
      `/provider/v1/outbox?filter=${encodeURIComponent(JSON.stringify({ companyId: id }))}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as { companyId: string | null; body: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((message) => message.companyId === id)).toBe(true);
    expect(rows.some((message) => message.body === '한빛 안내')).toBe(true);
  });
});
