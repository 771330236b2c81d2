import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../../server/db/schema';
import { enqueue } from '../../server/jobs/enqueue';
import { MESSAGE_SEND } from '../../server/messaging/sender';
import { MEMBER, createTestApp, drainJobs, login, type TestApp } from './testApp';

let t: TestApp;
let provider: Record<string, string>;
beforeAll(async () => {
  // No background worker: the test decides when jobs run.
  t = await createTestApp({}, { jobs: { worker: false } });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: 'demo-provider@example.com', password: 'Demo!2345' },
  });
  const body = answer.json();
  provider = { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
});
afterAll(() => t.close());

const list = (filter: Record<string, unknown> = {}, extra = '') =>
  t.app.inject({
    method: 'GET',
    url: `/provider/v1/jobs?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`,
    headers: provider,
  });
const retry = (id: string, headers = provider) =>
  t.app.inject({ method: 'POST', url: `/provider/v1/jobs/${id}/retry`, headers });

describe('the job queue in the provider console', () => {
  it('is for operators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/provider/v1/jobs' })).statusCode).toBe(401);
    const member = await login(t.app, MEMBER);
    const asMember = await t.app.inject({ method: 'GET', url: '/provider/v1/jobs', headers: member.headers });
    expect(asMember.statusCode).toBe(401);
    expect(asMember.json().message).toMatch(/운영자/);
  });

  it('shows a sent message as a waiting job, then as done once the worker ran it', async () => {
    await t.app.inject({ method: 'POST', url: '/portal/auth/api/password/code', payload: { email: MEMBER } });
    const waiting = await list({ status: 'waiting', kind: MESSAGE_SEND });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.headers['content-range']).toBe('jobs 0-0/1');
    const [job] = waiting.json();
    expect(job).toMatchObject({
      kind: MESSAGE_SEND,
      status: 'waiting',
      companyName: '주식회사 한빛솔루션',
      attempts: 0,
      lastError: null,
      finishedAt: null,
    });
    // The answer has no payload: the message body (a password code) stays out of the list.
    expect(JSON.stringify(job)).not.toMatch(/인증번호/);

    expect(await drainJobs(t)).toBe(1);
    const [done] = (await list({ id: job.id })).json();
    expect(done).toMatchObject({ id: job.id, status: 'done', attempts: 1 });
    expect(done.finishedAt).not.toBeNull();
    expect((await list({ status: 'waiting' })).json()).toEqual([]);
  });

  it('retries a failed job, which then runs', async () => {
    // A message whose delivery failed for good (say, the carrier was down for every attempt).
    const { id } = await enqueue(t.database.db, {
      kind: MESSAGE_SEND,
      payload: {
        companyId: null,
        channel: 'SMS',
        recipient: '01055550001',
        body: '재시도 확인',
        purpose: 'test',
      },
      runAt: t.clock.now,
    });
    await t.database.db
      .update(jobs)
      .set({ status: 'failed', attempts: 5, lastError: '통신사 응답 없음', finishedAt: t.clock.now })
      .where(eq(jobs.id, id));
    const [failed] = (await list({ status: 'failed' })).json();
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, lastError: '통신사 응답 없음' });

    const retried = await retry(failed.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed.id, status: 'waiting', attempts: 0, finishedAt: null });

    expect(await drainJobs(t)).toBe(1);
    const [done] = (await list({ id: failed.id })).json();
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, '01055550001'))).toHaveLength(
      1,
    );
  });

  it('refuses to retry a job that has not failed, an unknown id, and a member', async () => {
    const [done] = (await list({ status: 'done' })).json();
    const notFailed = await retry(done.id);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toMatchObject({
      status: 409,
      message: '실패한 작업만 다시 실행할 수 있습니다.',
    });

    const unknown = await retry('not-a-job-id');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/[가-힣]/);

    const member = await login(t.app, MEMBER);
    expect((await retry(done.id, member.headers)).statusCode).toBe(401);
  });

  it('filters by status and kind, sorts by the declared fields and refuses anything else in Korean', async () => {
    const all = (await list({}, '&sort=["createdAt","ASC"]')).json();
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect((await list({ kind: 'no.such.kind' })).json()).toEqual([]);
    expect((await list({ status: 'running' })).json()).toEqual([]);

    const badStatus = await list({ status: 'stuck' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toMatch(/[가-힣]/);
    const badKey = await list({ payload: 'x' });
    expect(badKey.statusCode).toBe(400);
    const badSort = await list({}, '&sort=["lastError","ASC"]');
    expect(badSort.statusCode).toBe(400);
  });
});
