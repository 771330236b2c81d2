// 답변 템플릿: the operators' shared answers for 1:1 문의 and 서비스 문의. Written, listed by use and by
// a Korean search (초성 too), edited and deleted with each change in 변경 이력; Korean 400s for an
// empty or too long template or an unknown use; no access for a company session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_TEMPLATE_MAX, ANSWER_TEMPLATES_PATH } from '../../../schemas/answerTemplates';
import { providerHeaders } from '../buy24/helpers';
import { ADMIN, createTestApp, login, type TestApp } from '../testApp';

let t: TestApp;
let provider: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { worker: false } });
  provider = await providerHeaders(t);
}, 120_000);
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = provider) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const listOf = async (filter: object) =>
  (
    await send('GET', `${ANSWER_TEMPLATES_PATH}?filter=${encodeURIComponent(JSON.stringify(filter))}`)
  ).json() as {
    id: string;
    title: string;
    use: string;
  }[];

describe('provider console: 답변 템플릿', () => {
  it('writes, lists by use and Korean search, edits and deletes, recording each change', async () => {
    const delivery = await send('POST', ANSWER_TEMPLATES_PATH, {
      use: 'CS',
      title: '배송 지연 안내',
      body: '안녕하세요. 배송이 늦어져 죄송합니다.',
    });
    expect(delivery.statusCode).toBe(200);
    expect(delivery.json()).toMatchObject({
      use: 'CS',
      title: '배송 지연 안내',
      updatedByName: expect.any(String),
    });
    const quote = await send('POST', ANSWER_TEMPLATES_PATH, {
      use: 'INQUIRY',
      title: '견적 안내',
      body: '문의해 주셔서 감사합니다. 견적서를 보내드립니다.',
    });
    expect(quote.statusCode).toBe(200);

    // By title, beside the demo data's own templates.
    expect((await listOf({ use: 'CS' })).map((row) => row.title)).toEqual([
      '답변 시작 인사',
      '배송 지연 안내',
      '처리 완료 안내',
    ]);
    expect((await listOf({ use: 'INQUIRY' })).map((row) => row.title)).toEqual([
      '견적 안내',
      '상담 일정 안내',
    ]);
    // 초성 and a word typed on the English keyboard find the title, as on every list.
    expect((await listOf({ q: 'ㅂㅅ' })).map((row) => row.title)).toEqual(['배송 지연 안내']);
    expect((await listOf({ q: 'ruswjr' })).map((row) => row.title)).toEqual(['견적 안내']);

    const id = delivery.json().id as string;
    const edited = await send('PUT', `${ANSWER_TEMPLATES_PATH}/${id}`, {
      use: 'CS',
      title: '배송 지연 안내 (택배)',
      body: '안녕하세요. 택배사 사정으로 배송이 늦어지고 있습니다.',
    });
    expect(edited.statusCode).toBe(200);
    expect((await send('GET', `${ANSWER_TEMPLATES_PATH}/${id}`)).json().title).toBe('배송 지연 안내 (택배)');

    expect((await send('DELETE', `${ANSWER_TEMPLATES_PATH}/${id}`)).statusCode).toBe(200);
    const gone = await send('GET', `${ANSWER_TEMPLATES_PATH}/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('답변 템플릿을 찾을 수 없습니다.');

    const audit = await send(
      'GET',
      `/provider/v1/audit-logs?filter=${encodeURIComponent(JSON.stringify({ targetKind: 'answer-template' }))}`,
    );
    expect(audit.statusCode).toBe(200);
    expect((audit.json() as unknown[]).length).toBe(4);
  });

  it('refuses an empty or too long template and an unknown use in Korean, and a company session', async () => {
    const bodies = [
      { use: 'CS', title: '', body: '내용' },
      { use: 'CS', title: '제목', body: '   ' },
      { use: 'CS', title: '제목', body: '가'.repeat(ANSWER_TEMPLATE_MAX + 1) },
      { use: 'EMAIL', title: '제목', body: '내용' },
      { use: 'CS', title: '제목', body: '내용', extra: 1 },
    ];
    for (const body of bodies) {
      const refused = await send('POST', ANSWER_TEMPLATES_PATH, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toMatch(/[가-힣]/);
    }
    const admin = (await login(t.app, ADMIN)).headers as unknown as Record<string, string>;
    expect((await send('GET', ANSWER_TEMPLATES_PATH, undefined, admin)).statusCode).toBe(401);
    expect(
      (await send('POST', ANSWER_TEMPLATES_PATH, { use: 'CS', title: '제목', body: '내용' }, admin))
        .statusCode,
    ).toBe(401);
  });
});
