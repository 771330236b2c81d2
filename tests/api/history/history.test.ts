import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { historyKindNames } from '../../../server/api/history';
import { MEMBERS, call, listUrl, memberBody, totalOf } from '../organisation/helpers';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';

/**
 * 변경 이력 of one record and 이 시점으로 되돌리기 (server/api/history.ts): revisions read from the
 * audit log, newest first, scoped like the record's own read call; a revert is the record's own edit
 * call, with its rules and its answers, recorded as a 되돌림.
 */
let t: TestApp;
let admin: LoggedIn;
let member: LoggedIn;
let nike: LoggedIn;
let operator: Record<string, string>;

const HISTORY = '/homepage/v2/history';
const history = (kind: string, id: string, headers: Record<string, string>, range?: [number, number]) =>
  call(t.app, 'GET', listUrl(`${HISTORY}/${kind}/${id}`, range ? { range } : {}), headers);
const revert = (kind: string, id: string, headers: Record<string, string>, payload: unknown) =>
  call(t.app, 'POST', `${HISTORY}/${kind}/${id}/revert`, headers, payload);

interface Revision {
  id: string;
  at: string;
  actorName: string;
  action: string;
  actionLabel: string;
  callName: string;
  revertOf: string | null;
  revertOfAt: string | null;
  restorable: boolean;
  changes: Record<string, { before: unknown; after: unknown }>;
  fields: Array<{ field: string; label: string; before: string; after: string }>;
}

async function createMember(overrides: Record<string, unknown>) {
  const created = await call(t.app, 'POST', MEMBERS, admin.headers, memberBody(overrides));
  expect(created.statusCode, created.body).toBe(200);
  return created.json() as { id: string } & Record<string, unknown>;
}

async function edit(id: string, overrides: Record<string, unknown>) {
  const edited = await call(t.app, 'PUT', `${MEMBERS}/${id}`, admin.headers, memberBody(overrides));
  expect(edited.statusCode, edited.body).toBe(200);
  return edited.json() as Record<string, unknown>;
}

const readMember = async (id: string) =>
  (await call(t.app, 'GET', `${MEMBERS}/${id}`, admin.headers)).json() as Record<string, unknown>;
const revisionsOf = async (id: string) => (await history('members', id, admin.headers)).json() as Revision[];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  [admin, member, nike] = await Promise.all([login(t.app, ADMIN), login(t.app, MEMBER), login(t.app, NIKE)]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: 'demo-provider@example.com', password: DEMO_PASSWORD },
  });
  const body = response.json();
  operator = { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
});
afterAll(() => t.close());

describe('변경 이력 of a record', () => {
  it('knows the kinds of the consoles’ pages from the calls (a kit resource without one opts out)', () => {
    // The company console's detail and edit pages, and the provider console's.
    expect(historyKindNames('company')).toEqual(
      expect.arrayContaining([
        'members',
        'groups',
        'buy-requests',
        'orders',
        'cs-inquiries',
        'stock-transfers',
      ]),
    );
    expect(historyKindNames('provider')).toEqual(
      expect.arrayContaining(['inquiries', 'requests', 'cs-inquiries', 'invoices', 'notices', 'signups']),
    );
    // Collections nothing writes to have no history (budgets, ledger lines, the company's invoices).
    expect(historyKindNames('company')).not.toContain('invoices');
    expect(historyKindNames('company')).not.toContain('display-sales');
  });

  it('lists its revisions newest first, with who, which call and Korean-labelled changes', async () => {
    const { id } = await createMember({
      name: '이력대상',
      email: 'history1@x.com',
      cellPhone: '01031310001',
    });
    await edit(id, { name: '이력대상', email: 'history1@x.com', cellPhone: '01031310001', rank: '대리' });
    await edit(id, { name: '바뀐이름', email: 'history1@x.com', cellPhone: '01031310001', rank: '대리' });

    const response = await history('members', id, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(totalOf(response.headers['content-range'])).toBe(3);
    const rows = response.json() as Revision[];
    expect(rows.map((row) => row.action)).toEqual(['update', 'update', 'create']);
    expect(rows[0]).toMatchObject({
      actorName: '김지원',
      actionLabel: '수정',
      callName: '구성원 수정',
      revertOf: null,
      restorable: false,
      changes: { name: { before: '이력대상', after: '바뀐이름' } },
      fields: [{ field: 'name', label: '이름', before: '이력대상', after: '바뀐이름' }],
    });
    expect(rows[1]!.fields).toEqual([{ field: 'rank', label: '직급', before: '사원', after: '대리' }]);
    expect(rows[1]!.restorable).toBe(true);
    expect(rows[2]).toMatchObject({ action: 'create', actionLabel: '등록', callName: '구성원 등록' });
    expect(rows[2]!.fields).toContainEqual({ field: 'gender', label: '성별', before: '(없음)', after: '여' });
    // Newest first by time, in the database's pages.
    const times = rows.map((row) => Date.parse(row.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await history('members', id, admin.headers, [1, 1]);
    expect(second.headers['content-range']).toBe('revisions 1-1/3');
    expect((second.json() as Revision[]).map((row) => row.id)).toEqual([rows[1]!.id]);
  });

  it('shows a change by another call of the record (authority) too', async () => {
    const { id } = await createMember({
      name: '권한대상',
      email: 'history2@x.com',
      cellPhone: '01031310002',
    });
    const changed = await call(t.app, 'PUT', `${MEMBERS}/${id}/authority`, admin.headers, {
      companyMemberRole: '멤버',
      hasMasterAuthority: false,
      hasAdminAuthority: false,
      hasBuyRequestAuthority: true,
      hasCategoryItemAuthority: false,
      hasManagerAuthority: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [latest] = await revisionsOf(id);
    expect(latest).toMatchObject({ callName: '역할과 권한 변경', actionLabel: '수정' });
    expect(latest!.fields).toEqual([
      { field: 'hasBuyRequestAuthority', label: '구매 요청 승인 권한', before: '아니오', after: '예' },
    ]);
  });

  it('answers another company’s record exactly like a missing one, and an unknown kind with 404', async () => {
    const { id } = await createMember({
      name: '남의회사',
      email: 'history3@x.com',
      cellPhone: '01031310003',
    });
    const foreign = await history('members', id, nike.headers);
    expect(foreign.statusCode).toBe(404);
    const missing = await history('members', 'NotAnId0000', nike.headers);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().message).toBe('구성원을 찾을 수 없습니다.');
    // A group's id is no member.
    const groups = (await call(t.app, 'GET', '/homepage/v2/groups', admin.headers)).json() as {
      id: string;
    }[];
    expect((await history('members', groups[0]!.id, admin.headers)).json()).toEqual(missing.json());
    const unknown = await history('nothing-here', id, admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('변경 이력을 볼 수 없는 항목입니다.');
    // The revert answers the same for another company's record.
    const reverted = await revert('members', id, nike.headers, { revisionId: '1' });
    expect(reverted.statusCode).toBe(404);
    expect(reverted.json().message).toBe('구성원을 찾을 수 없습니다.');
  });

  it('follows the record’s read rules: nobody logged in gets 401, a plain member reads members', async () => {
    const { id } = await createMember({
      name: '읽기규칙',
      email: 'history4@x.com',
      cellPhone: '01031310004',
    });
    expect((await history('members', id, {})).statusCode).toBe(401);
    expect((await history('members', id, member.headers)).statusCode).toBe(200);
    // managers/{id} is for administrators: so is its history.
    const managers = await call(t.app, 'GET', listUrl('/homepage/v2/managers'), admin.headers);
    const managerId = (managers.json() as { id: string }[])[0]!.id;
    const denied = await history('managers', managerId, member.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('관리자만 사용할 수 있는 기능입니다.');
  });

  it('lists and reverts a notice in the provider console, which needs an operator', async () => {
    const { id } = await createMember({
      name: '운영자조회',
      email: 'history5@x.com',
      cellPhone: '01031310005',
    });
    // Members are no kind of the provider console: its kinds are its own collections.
    const asOperator = await call(t.app, 'GET', `/provider/v1/history/members/${id}`, operator);
    expect(asOperator.statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/provider/v1/history/members/${id}`, admin.headers)).statusCode).toBe(
      401,
    );
    const notice = await call(t.app, 'POST', '/provider/v1/notices', operator, {
      board: 'NOTICE',
      title: '이력 공지',
      body: '본문',
      pinned: false,
    });
    expect(notice.statusCode, notice.body).toBe(200);
    const noticeId = notice.json().id as string;
    const edited = await call(t.app, 'PUT', `/provider/v1/notices/${noticeId}`, operator, {
      board: 'NOTICE',
      title: '바뀐 공지',
      body: '본문',
      pinned: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const rows = (
      await call(t.app, 'GET', `/provider/v1/history/notices/${noticeId}`, operator)
    ).json() as Revision[];
    expect(rows.map((row) => row.actionLabel)).toEqual(['수정', '등록']);
    expect(rows[0]!.actorName).not.toBe('');
    expect(rows[0]!.fields).toContainEqual({
      field: 'title',
      label: '제목',
      before: '이력 공지',
      after: '바뀐 공지',
    });
    const back = await call(t.app, 'POST', `/provider/v1/history/notices/${noticeId}/revert`, operator, {
      revisionId: rows[1]!.id,
    });
    expect(back.statusCode, back.body).toBe(200);
    const now = await call(t.app, 'GET', `/provider/v1/notices/${noticeId}`, operator);
    expect(now.json().title).toBe('이력 공지');
  });
});

describe('이 시점으로 되돌리기', () => {
  it('restores the fields as they were after the revision, and records a 되돌림 pointing at it', async () => {
    const { id } = await createMember({
      name: '되돌릴사람',
      email: 'revert1@x.com',
      cellPhone: '01032320001',
    });
    await edit(id, { name: '새이름', email: 'revert1@x.com', cellPhone: '01032320001', rank: '과장' });
    const [, created] = await revisionsOf(id);

    const preview = await revert('members', id, admin.headers, { revisionId: created!.id, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      dryRun: true,
      fields: [
        { field: 'name', label: '이름', before: '새이름', after: '되돌릴사람' },
        { field: 'rank', label: '직급', before: '과장', after: '사원' },
      ],
      skipped: [],
    });
    expect((await readMember(id)).name).toBe('새이름');

    const done = await revert('members', id, admin.headers, { revisionId: created!.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().dryRun).toBe(false);
    expect(await readMember(id)).toMatchObject({ name: '되돌릴사람', rank: '사원' });

    const [latest] = await revisionsOf(id);
    expect(latest).toMatchObject({
      action: 'revert',
      actionLabel: '되돌림',
      callName: '구성원 수정',
      actorName: '김지원',
      revertOf: created!.id,
      revertOfAt: created!.at,
      changes: { name: { before: '새이름', after: '되돌릴사람' }, rank: { before: '과장', after: '사원' } },
    });
    const [row] = await t.database.db
      .select({ revertOf: auditLog.revertOf, call: auditLog.call })
      .from(auditLog)
      .where(eq(auditLog.id, Number(latest!.id)));
    expect(row).toEqual({ revertOf: Number(created!.id), call: 'PUT /homepage/v2/members/{id}' });

    // Nothing left to restore: a second revert to the same point changes nothing.
    const again = await revert('members', id, admin.headers, { revisionId: created!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('되돌릴 변경 내용이 없습니다. 이미 이 시점의 값과 같습니다.');
  });

  it('gets the edit’s own 4xx when the rules refuse: an e-mail another member now uses', async () => {
    const { id } = await createMember({ name: '메일주인', email: 'revert2@x.com', cellPhone: '01032320002' });
    await edit(id, { name: '메일주인', email: 'revert2-new@x.com', cellPhone: '01032320002' });
    // Someone else takes the old address.
    await createMember({ name: '새주인', email: 'revert2@x.com', cellPhone: '01032320003' });
    const [, created] = await revisionsOf(id);
    const before = await t.database.db.select({ id: auditLog.id }).from(auditLog);

    const edit409 = await call(
      t.app,
      'PUT',
      `${MEMBERS}/${id}`,
      admin.headers,
      memberBody({ name: '메일주인', email: 'revert2@x.com', cellPhone: '01032320002' }),
    );
    const refused = await revert('members', id, admin.headers, { revisionId: created!.id });
    expect(edit409.statusCode).toBe(409);
    expect(edit409.json().message).toMatch(/이메일/);
    expect(refused.statusCode).toBe(edit409.statusCode);
    expect(refused.json()).toEqual(edit409.json());
    expect((await readMember(id)).email).toBe('revert2-new@x.com');
    // A refused revert leaves no revision.
    expect((await t.database.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(before.length);
  });

  it('gets the edit’s 403 for a member who may not edit the record', async () => {
    const { id } = await createMember({ name: '남의정보', email: 'revert3@x.com', cellPhone: '01032320004' });
    await edit(id, { name: '바뀐정보', email: 'revert3@x.com', cellPhone: '01032320004' });
    const [, created] = await revisionsOf(id);
    const edit403 = await call(
      t.app,
      'PUT',
      `${MEMBERS}/${id}`,
      member.headers,
      memberBody({ email: 'revert3@x.com', cellPhone: '01032320004' }),
    );
    const refused = await revert('members', id, member.headers, { revisionId: created!.id });
    expect(edit403.statusCode).toBe(403);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(edit403.json());
  });

  it('never restores a masked value, and leaves the fields the edit cannot set', async () => {
    const { id } = await createMember({ name: '가림대상', email: 'revert4@x.com', cellPhone: '01032320005' });
    // Twelve digits or more are masked wherever they appear: the log never held this rank.
    await edit(id, {
      name: '가림대상',
      email: 'revert4@x.com',
      cellPhone: '01032320005',
      rank: '123456789012',
    });
    const [masking] = await revisionsOf(id);
    expect(masking!.changes.rank).toEqual({ before: '사원', after: '••••' });
    await edit(id, { name: '다른이름', email: 'revert4@x.com', cellPhone: '01032320005', rank: '부장' });
    const authority = await call(t.app, 'PUT', `${MEMBERS}/${id}/authority`, admin.headers, {
      companyMemberRole: '멤버',
      hasMasterAuthority: false,
      hasAdminAuthority: false,
      hasBuyRequestAuthority: true,
      hasCategoryItemAuthority: false,
      hasManagerAuthority: false,
    });
    expect(authority.statusCode).toBe(200);

    const done = await revert('members', id, admin.headers, { revisionId: masking!.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      dryRun: false,
      fields: [{ field: 'name', label: '이름', before: '다른이름', after: '가림대상' }],
      skipped: [
        { field: 'rank', label: '직급', reason: '가려진 값이라 되돌리지 않습니다.' },
        {
          field: 'hasBuyRequestAuthority',
          label: '구매 요청 승인 권한',
          reason: '수정 화면에서 바꿀 수 없는 항목이라 되돌리지 않습니다.',
        },
      ],
    });
    const now = await readMember(id);
    expect(now).toMatchObject({ name: '가림대상', rank: '부장', hasBuyRequestAuthority: true });
  });

  it('refuses a revision of another record, a bad revision id, and a kind without an edit call', async () => {
    const a = await createMember({ name: '갑', email: 'revert5@x.com', cellPhone: '01032320006' });
    const b = await createMember({ name: '을', email: 'revert6@x.com', cellPhone: '01032320007' });
    const [ofB] = await revisionsOf(b.id);
    const wrong = await revert('members', a.id, admin.headers, { revisionId: ofB!.id });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('변경 이력을 찾을 수 없습니다.');
    const bad = await revert('members', a.id, admin.headers, { revisionId: 'abc' });
    expect(bad.statusCode).toBe(400);
    const huge = await revert('members', a.id, admin.headers, { revisionId: '99999999999' });
    expect(huge.statusCode).toBe(400);
    // Another company's revision is no revision of this record.
    const nikeMembers = await call(t.app, 'GET', listUrl(MEMBERS), nike.headers);
    const nikeMember = (nikeMembers.json() as { id: string }[])[0]!.id;
    const renamed = await call(t.app, 'PUT', `${MEMBERS}/${nikeMember}`, nike.headers, {
      ...((await call(t.app, 'GET', `${MEMBERS}/${nikeMember}`, nike.headers)).json() as object),
      name: '나이키사람',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [foreignRow] = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'member'), eq(auditLog.targetId, nikeMember)));
    const foreign = await revert('members', a.id, admin.headers, { revisionId: String(foreignRow!.id) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('변경 이력을 찾을 수 없습니다.');
  });
});
