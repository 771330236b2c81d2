import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyServices } from '../../../server/db/schema';
import { DEMO_COMPANIES } from '../../../server/db/seed/companies';
import { listUrl } from '../organisation/helpers';
import { MEMBER, createTestApp, login, type AuthHeaders, type TestApp } from '../testApp';
import { multipart, samples } from '../fileSamples';
import { BASE, fileRequest, providerHeaders } from './helpers';

let t: TestApp;
let member: AuthHeaders;
let outsider: AuthHeaders;

/**
 * Tenant isolation with a second company that does use buy24 (소담상회 is given the service here):
 * the branded buyer of the matrix is refused by its service before any id is read.
 */
beforeAll(async () => {
  t = await createTestApp();
  const [small] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.buyerNo, DEMO_COMPANIES.small.buyerNo));
  await t.database.db.insert(companyServices).values({ companyId: small!.id, service: 'buy24' });
  member = (await login(t.app, MEMBER)).headers;
  outsider = (await login(t.app, 'demo-wms@example.com')).headers;
}, 60_000);
afterAll(() => t?.close());

describe("another company's administrator using buy24", () => {
  it("never sees, changes or downloads 한빛솔루션's request: 404 by id, absent from lists", async () => {
    const request = (await fileRequest(t, member)).json();
    const comment = await t.app.inject({
      method: 'POST',
      url: `${BASE}/buy-requests/${request.id}/comments`,
      headers: { ...member, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="body"\r\n\r\n댓글\r\n--x--\r\n',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const commentId = comment.json().id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${BASE}/buy-requests/${request.id}`],
      ['PATCH', `${BASE}/buy-requests/${request.id}`, { status: 'IN_REVIEW' }],
      ['GET', `${BASE}/buy-requests/${request.id}/surrounding`],
      ['GET', `${BASE}/buy-requests/${request.id}/download-all`],
      ['GET', `${BASE}/buy-requests/${request.id}/comments`],
      ['GET', `${BASE}/buy-requests/comments/${commentId}/download-all`],
      ['PUT', `${BASE}/buy-requests/comments/${commentId}`, { body: '바꿈' }],
      ['DELETE', `${BASE}/buy-requests/comments/${commentId}`],
      ['DELETE', `${BASE}/buy-requests?ids=${request.id}`],
      ['GET', `/homepage/v2/files/${request.attachments[0].id}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: outsider,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message, `${method} ${url}`).toMatch(/[가-힣]/);
    }
    const theirs = (
      await t.app.inject({ method: 'GET', url: listUrl(`${BASE}/buy-requests`, {}), headers: outsider })
    ).json();
    expect(theirs.map((row: { id: string }) => row.id)).not.toContain(request.id);
    const still = await t.app.inject({
      method: 'GET',
      url: `${BASE}/buy-requests/${request.id}`,
      headers: member,
    });
    expect(still.json().status).toBe('REQUESTED');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${BASE}/buy-requests/${request.id}/comments`,
          headers: member,
        })
      ).json(),
    ).toHaveLength(1);
  });

  it("lets the provider read a request's files, and no other file of the company", async () => {
    const request = (await fileRequest(t, member)).json();
    const provider = await providerHeaders(t);
    const own = await t.app.inject({
      method: 'GET',
      url: `/provider/v1/buy24/files/${request.attachments[0].id}`,
      headers: provider,
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const other = multipart([{ name: '다른파일.pdf', contents: samples.pdf() }]);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/homepage/v2/files',
      headers: { ...member, ...other.headers },
      payload: other.payload,
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/provider/v1/buy24/files/${stored.json()[0].id}`,
      headers: provider,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('파일을 찾을 수 없습니다.');
  });
});
