import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, providerHeaders } from '../services/helpers';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type TestApp } from '../testApp';

let t: TestApp;
let admin: ReturnType<typeof client>;
let member: ReturnType<typeof client>;
let nike: ReturnType<typeof client>;
let provider: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, (await login(t.app, ADMIN)).headers);
  member = client(t, (await login(t.app, MEMBER)).headers);
  nike = client(t, (await login(t.app, NIKE)).headers);
  provider = client(t, await providerHeaders(t));
}, 60_000);
afterAll(() => t.close());

const list = (send: ReturnType<typeof client>, path: string, filter: object = {}) =>
  send('GET', `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`);

describe('공지사항 and 복지 게시판', () => {
  let noticeId: string;

  it('are written by the provider and read by every company, each on its own board', async () => {
    expect(
      (await admin('POST', '/provider/v1/notices', { board: 'NOTICE', title: 'x', body: 'y' })).status,
    ).toBe(401);
    const written = await provider('POST', '/provider/v1/notices', {
      board: 'NOTICE',
      title: '설 연휴 배송 안내',
      body: '설 연휴에는 배송이 쉽니다.',
      pinned: true,
    });
    expect(written.status).toBe(200);
    noticeId = written.body.id;
    await provider('POST', '/provider/v1/notices', {
      board: 'WELFARE',
      title: '건강검진 제휴 안내',
      body: '제휴 병원 목록',
    });

    const notices = await list(member, '/homepage/v2/boards/notice');
    expect(notices.body.map((row: { title: string }) => row.title)).toContain('설 연휴 배송 안내');
    expect(notices.body.map((row: { title: string }) => row.title)).not.toContain('건강검진 제휴 안내');
    const welfare = await list(nike, '/homepage/v2/boards/welfare', { q: '건강' });
    expect(welfare.body).toHaveLength(1);
    expect((await list(nike, '/homepage/v2/boards/welfare', { q: '없는말' })).body).toHaveLength(0);
    const one = await member('GET', `/homepage/v2/boards/notice/${noticeId}`);
    expect(one.body).toMatchObject({ title: '설 연휴 배송 안내', pinned: true });
    // A notice is read on its own board only.
    expect((await member('GET', `/homepage/v2/boards/welfare/${noticeId}`)).status).toBe(404);
    expect((await member('GET', '/homepage/v2/boards/notice/garbage')).status).toBe(404);
  });

  it('are edited and deleted by the provider', async () => {
    const edited = await provider('PUT', `/provider/v1/notices/${noticeId}`, {
      board: 'NOTICE',
      title: '설 연휴 배송 일정 안내',
      body: '2월 9일부터 12일까지 배송이 쉽니다.',
      pinned: false,
    });
    expect(edited.body.title).toBe('설 연휴 배송 일정 안내');
    const invalid = await provider('PUT', `/provider/v1/notices/${noticeId}`, {
      board: 'NOTICE',
      title: '',
      body: '',
    });
    expect(invalid.status).toBe(400);
    expect((await provider('DELETE', `/provider/v1/notices/${noticeId}`)).status).toBe(200);
    expect((await member('GET', `/homepage/v2/boards/notice/${noticeId}`)).status).toBe(404);
  });
});

describe('1:1 문의 (customer/cs)', () => {
  let inquiryId: string;

  it('is written by a member, seen by its author and the administrators of the company only', async () => {
    const missing = await member('POST', '/homepage/v2/cs-inquiries', { title: '', body: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.title).toBe('제목을 입력해주세요.');
    const written = await member('POST', '/homepage/v2/cs-inquiries', {
      title: '세금계산서 재발행 문의',
      body: '10월 청구서의 세금계산서를 다시 받고 싶습니다.',
    });
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ status: 'WAITING', answer: null });
    inquiryId = written.body.id;
    expect(
      (await list(admin, '/homepage/v2/cs-inquiries')).body.map((row: { id: string }) => row.id),
    ).toContain(inquiryId);
    expect(
      (await list(nike, '/homepage/v2/cs-inquiries')).body.map((row: { id: string }) => row.id),
    ).not.toContain(inquiryId);
    expect((await nike('GET', `/homepage/v2/cs-inquiries/${inquiryId}`)).status).toBe(404);
    // The administrator's own inquiry is not the member's to read.
    const adminOwn = await admin('POST', '/homepage/v2/cs-inquiries', { title: '관리자 문의', body: '내용' });
    expect((await member('GET', `/homepage/v2/cs-inquiries/${adminOwn.body.id}`)).status).toBe(404);
  });

  it('is answered by the provider, and the author reads the answer', async () => {
    const waiting = await list(provider, '/provider/v1/cs-inquiries', { status: 'WAITING' });
    expect(waiting.body.find((row: { id: string }) => row.id === inquiryId)).toMatchObject({
      companyName: '주식회사 한빛솔루션',
    });
    expect((await member('PUT', `/provider/v1/cs-inquiries/${inquiryId}`, { answer: 'x' })).status).toBe(401);
    const answered = await provider('PUT', `/provider/v1/cs-inquiries/${inquiryId}`, {
      answer: '재발행해 드렸습니다. 메일을 확인해주세요.',
    });
    expect(answered.body.status).toBe('ANSWERED');
    const seen = await member('GET', `/homepage/v2/cs-inquiries/${inquiryId}`);
    expect(seen.body).toMatchObject({
      status: 'ANSWERED',
      answer: '재발행해 드렸습니다. 메일을 확인해주세요.',
    });
    expect((await member('DELETE', `/homepage/v2/cs-inquiries/${inquiryId}`)).status).toBe(409);
  });
});
