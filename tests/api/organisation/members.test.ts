import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, sessions } from '../../../server/db/schema';
import { ADMIN, MEMBER, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';
import { GROUPS, MEMBERS, allowLogin, call, listUrl, memberBody } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let member: LoggedIn;
let groupIds: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  [admin, member] = await Promise.all([login(t.app, ADMIN), login(t.app, MEMBER)]);
  const groups = (await call(t.app, 'GET', listUrl(GROUPS, { range: [0, 999] }), admin.headers)).json();
  groupIds = Object.fromEntries(groups.map((g: { name: string; id: string }) => [g.name, g.id]));
});
afterAll(() => t.close());

describe('member create, read, update, delete', () => {
  it('creates a member in a department and reads it back with the department name', async () => {
    const body = memberBody({ email: 'Create.Me@Hanbit.example.com', groupId: groupIds['재무팀'] });
    const created = await call(t.app, 'POST', MEMBERS, admin.headers, body);
    expect(created.statusCode).toBe(200);
    const record = created.json();
    expect(record).toMatchObject({
      name: '테스트',
      email: 'create.me@hanbit.example.com',
      groupName: '재무팀',
      companyMemberRole: '멤버',
      hasAdminAuthority: false,
    });
    const read = await call(t.app, 'GET', `${MEMBERS}/${record.id}`, admin.headers);
    expect(read.json()).toEqual(record);
  });

  it('puts every validation message beside its field', async () => {
    const response = await call(
      t.app,
      'POST',
      MEMBERS,
      admin.headers,
      memberBody({
        name: '가'.repeat(31),
        cellPhone: '0101234',
        gender: 'X',
        eventDate: '19990230',
        email: 'nope',
      }),
    );
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toMatchObject({
      name: '이름은 30자까지 입력할 수 있습니다.',
      cellPhone: '휴대폰 번호는 11자리 숫자여야 합니다.',
      gender: '성별은 남 또는 여로 입력해주세요.',
      eventDate: '생일이 올바른 날짜가 아닙니다.',
      email: '이메일 형식을 확인해주세요. (예: example@company.com)',
    });
  });

  it('refuses a duplicate e-mail or phone with a 409 beside the field', async () => {
    const email = await call(
      t.app,
      'POST',
      MEMBERS,
      admin.headers,
      memberBody({ email: 'demo-member@example.com', cellPhone: '01099990002' }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json().errors.email).toBe('이미 사용 중인 이메일입니다.');
    const phone = await call(
      t.app,
      'POST',
      MEMBERS,
      admin.headers,
      memberBody({ email: 'other@x.com', cellPhone: '01052846610' }),
    );
    expect(phone.statusCode).toBe(409);
    expect(phone.json().errors.cellPhone).toBe('이미 등록된 휴대폰 번호입니다.');
  });

  it('refuses a department of another company or a tampered one beside the groupId field', async () => {
    const response = await call(
      t.app,
      'POST',
      MEMBERS,
      admin.headers,
      memberBody({ email: 'g@x.com', cellPhone: '01099990003', groupId: 'tampered' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.groupId).toBe('부서를 찾을 수 없습니다.');
  });

  it('updates a member, moving them to another department', async () => {
    const [target] = (
      await call(t.app, 'GET', listUrl(MEMBERS, { filter: { q: 'member010@' } }), admin.headers)
    ).json();
    const body = { ...target, rank: '과장', groupId: groupIds['QA팀'] };
    const response = await call(t.app, 'PUT', `${MEMBERS}/${target.id}`, admin.headers, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rank: '과장', groupName: 'QA팀' });
  });

  it('ignores authority fields sent with a profile update (they change only through /authority)', async () => {
    const [target] = (
      await call(t.app, 'GET', listUrl(MEMBERS, { filter: { q: 'member011@' } }), admin.headers)
    ).json();
    const response = await call(t.app, 'PUT', `${MEMBERS}/${target.id}`, admin.headers, {
      ...target,
      companyMemberRole: '관리자',
      hasMasterAuthority: true,
    });
    expect(response.json()).toMatchObject({ companyMemberRole: '멤버', hasMasterAuthority: false });
  });

  it('deletes a member together with their sessions, so their login stops working', async () => {
    const [target] = (
      await call(t.app, 'GET', listUrl(MEMBERS, { filter: { q: 'member012@' } }), admin.headers)
    ).json();
    await allowLogin(t, target.email);
    const session = await login(t.app, target.email);
    const [row] = await t.database.db
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(eq(companyMembers.email, target.email));
    const response = await call(t.app, 'DELETE', `${MEMBERS}/${target.id}`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(target.id);
    const [left] = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.memberId, row!.id));
    expect(left?.n).toBe(0);
    expect((await call(t.app, 'GET', '/portal/auth/api/login-check', session.headers)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `${MEMBERS}/${target.id}`, admin.headers)).statusCode).toBe(404);
  });

  it('does not let an administrator delete themselves', async () => {
    const response = await call(
      t.app,
      'DELETE',
      `${MEMBERS}/${admin.body.companyMemberEncrypted}`,
      admin.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('본인은 삭제할 수 없습니다.');
  });
});

describe('a plain member and their own record', () => {
  it('lets a member update their own profile', async () => {
    const own = (
      await call(t.app, 'GET', `${MEMBERS}/${member.body.companyMemberEncrypted}`, member.headers)
    ).json();
    const response = await call(t.app, 'PUT', `${MEMBERS}/${own.id}`, member.headers, {
      ...own,
      officePhone: '0212345678',
      rank: '과장',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ officePhone: '0212345678', rank: '과장', groupName: '플랫폼팀' });
  });

  it('refuses a member moving themselves to another department', async () => {
    const own = (
      await call(t.app, 'GET', `${MEMBERS}/${member.body.companyMemberEncrypted}`, member.headers)
    ).json();
    const response = await call(t.app, 'PUT', `${MEMBERS}/${own.id}`, member.headers, {
      ...own,
      groupId: groupIds['인사팀'],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('부서는 관리자만 변경할 수 있습니다.');
  });

  it('refuses a member editing someone else', async () => {
    const other = (
      await call(t.app, 'GET', `${MEMBERS}/${admin.body.companyMemberEncrypted}`, member.headers)
    ).json();
    const response = await call(t.app, 'PUT', `${MEMBERS}/${other.id}`, member.headers, {
      ...other,
      rank: '사원',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('본인의 정보만 수정할 수 있습니다.');
  });
});
