import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderInquiryRecord } from '../../../schemas/provider';
import { providerHeaders } from '../services/helpers';
import { createTestApp, drainJobs, type TestApp } from '../testApp';

let t: TestApp;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  operator = await providerHeaders(t);
});
afterAll(() => t.close());

const VISITOR_PHONE = '01077778888';

/** A visitor's inquiry from the public site, by its id in the console. */
async function visitorInquiry(): Promise<{ id: string; receiptNo: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/homepage/v2/inquiry',
    payload: {
      inquiryServiceType: 'BREAKFAST',
      companyName: '주식회사 바른상사',
      contactName: '이담당',
      cellphone: VISITOR_PHONE,
      email: 'contact@barun.example.com',
      inquiryContents: '직원 40명, 매일 아침 식사를 받고 싶습니다.',
      contact_privacy_policy: true,
      isPrivateAgree: 'Y',
      bcode: '',
      tracking: { utm_source: 'naver' },
    },
  });
  expect(created.statusCode).toBe(200);
  const { receiptNo } = created.json<{ receiptNo: string }>();
  const list = await t.app.inject({
    method: 'GET',
    url: `/provider/v1/inquiries?q=${receiptNo}`,
    headers: operator,
  });
  return { id: list.json<ProviderInquiryRecord[]>()[0]!.id, receiptNo };
}

const work = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/provider/v1/inquiries/${id}`, headers: operator, payload });
const answer = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/provider/v1/inquiries/${id}/answer`, headers: operator, payload });
const progress = (receiptNo: string) =>
  t.app.inject({
    method: 'GET',
    url: `/homepage/v2/inquiry-progress?receiptNo=${receiptNo}&cellphone=${VISITOR_PHONE}`,
  });

describe('service inquiries worked to the end in the provider console', () => {
  it('is taken in hand, given an owner and a note, answered by text message and closed; the visitor sees it', async () => {
    const { id, receiptNo } = await visitorInquiry();
    const operators = await t.app.inject({ method: 'GET', url: '/provider/v1/operators', headers: operator });
    const second = operators
      .json<{ operators: { id: string; name: string }[] }>()
      .operators.find((o) => o.name.includes('오세훈'))!;

    const taken = await work(id, { status: 'IN_PROGRESS', ownerId: second.id, internalNote: '오후에 전화' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'IN_PROGRESS',
      ownerName: '포털24 운영팀 오세훈',
      internalNote: '오후에 전화',
    });
    expect((await progress(receiptNo)).json()).toMatchObject({
      statusLabel: '상담 진행 중',
      answeredAt: null,
      answer: null,
    });

    const answered = await answer(id, { channel: 'SMS', answer: '내일 오전 10시에 방문 상담드리겠습니다.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'ANSWERED', answerChannel: 'SMS' });
    await drainJobs(t);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/provider/v1/outbox?filter=${encodeURIComponent(JSON.stringify({ purpose: 'inquiry.answer' }))}`,
      headers: operator,
    });
    const sent = outbox.json<{ recipient: string; body: string }[]>();
    expect(
      sent.some(
        (m) => m.body.includes('내일 오전 10시에 방문 상담드리겠습니다.') && m.body.includes(receiptNo),
      ),
    ).toBe(true);

    const seen = (await progress(receiptNo)).json<{
      statusLabel: string;
      answeredAt: string;
      answer: string;
    }>();
    expect(seen.statusLabel).toBe('답변 완료');
    expect(seen.answeredAt).toEqual(expect.any(String));
    expect(seen.answer).toBe('내일 오전 10시에 방문 상담드리겠습니다.');

    expect((await work(id, { status: 'CLOSED' })).json()).toMatchObject({ status: 'CLOSED' });
    expect((await progress(receiptNo)).json()).toMatchObject({ statusLabel: '종료' });
  });

  it('refuses moves the states do not allow, in Korean, and answers nothing after 종료', async () => {
    const { id } = await visitorInquiry();
    const skip = await work(id, { status: 'ANSWERED' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('지금 접수 완료 상태라 답변 완료로 바꿀 수 없습니다.');
    expect((await work(id, { status: 'CLOSED' })).statusCode).toBe(200);
    const reopen = await work(id, { status: 'IN_PROGRESS' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe('지금 종료 상태라 상담 진행 중으로 바꿀 수 없습니다.');
    const late = await answer(id, { channel: 'EMAIL', answer: '늦은 답변' });
    expect(late.statusCode).toBe(409);
  });

  it('checks its input: an empty answer, an unknown channel, an owner id that is no operator', async () => {
    const { id } = await visitorInquiry();
    const empty = await answer(id, { channel: 'SMS', answer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.answer).toBe('답변을 입력해주세요.');
    expect((await answer(id, { channel: 'FAX', answer: '답변' })).json().errors.channel).toBe(
      '답변을 보낼 방법을 선택해주세요.',
    );
    const badOwner = await work(id, { ownerId: 'not-an-operator' });
    expect(badOwner.statusCode).toBe(400);
    expect(badOwner.json().errors.ownerId).toBe('운영자를 찾을 수 없습니다.');
    expect((await work(id, { ownerId: null })).json()).toMatchObject({ ownerId: null, ownerName: null });
  });

  it('keeps the order of the states when an answer and 종료 arrive at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id } = await visitorInquiry();
      const [closing, answering] = await Promise.all([
        work(id, { status: 'CLOSED' }),
        answer(id, { channel: 'SMS', answer: '동시에 보낸 답변' }),
      ]);
      // 종료 is allowed from 접수 and from 답변 완료; the answer only if it came before 종료.
      expect(closing.statusCode).toBe(200);
      expect([200, 409]).toContain(answering.statusCode);
      const final = await t.app.inject({
        method: 'GET',
        url: `/provider/v1/inquiries/${id}`,
        headers: operator,
      });
      expect(final.json().status).toBe('CLOSED');
      expect(final.json().answeredAt !== null).toBe(answering.statusCode === 200);
    }
  });

  it('refuses the calls to members and to nobody', async () => {
    const { id } = await visitorInquiry();
    expect((await t.app.inject({ method: 'GET', url: `/provider/v1/inquiries/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/provider/v1/operators' })).statusCode).toBe(401);
  });
});
