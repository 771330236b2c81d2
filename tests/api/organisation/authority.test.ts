import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyMembers } from '../../../server/db/schema';
import { ADMIN, MEMBER, createTestApp, login, type LoggedIn, type TestApp } from '../testApp';
import { MANAGERS, MEMBERS, allowLogin, call, listUrl } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let member: LoggedIn;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  [admin, member] = await Promise.all([login(t.app, ADMIN), login(t.app, MEMBER)]);
});
afterAll(() => t.close());

// Each test starts from the seed's authority: demo-admin is the company's only administrator.
const TOUCHED = [
  MEMBER,
  'member020@hanbit.example.com',
  'member021@hanbit.example.com',
  'member030@hanbit.example.com',
];
beforeEach(async () => {
  const all = { hasMasterAuthority: true, hasAdminAuthority: true, hasBuyRequestAuthority: true };
  await t.database.db
    .update(companyMembers)
    .set({ companyMemberRole: '관리자', ...all, hasCategoryItemAuthority: true, hasManagerAuthority: true })
    .where(inArray(companyMembers.email, [ADMIN]));
  await t.database.db.update(companyMembers).set(NONE).where(inArray(companyMembers.email, TOUCHED));
});

const NONE: {
  companyMemberRole: '관리자' | '멤버';
  hasMasterAuthority: boolean;
  hasAdminAuthority: boolean;
  hasBuyRequestAuthority: boolean;
  hasCategoryItemAuthority: boolean;
  hasManagerAuthority: boolean;
} = {
  companyMemberRole: '멤버',
  hasMasterAuthority: false,
  hasAdminAuthority: false,
  hasBuyRequestAuthority: false,
  hasCategoryItemAuthority: false,
  hasManagerAuthority: false,
};
const LAST = '회사에는 관리자가 한 명 이상 있어야 합니다. 다른 관리자를 먼저 지정해주세요.';
const app = () => t.app;
const authority = (id: string, headers: Record<string, string>, body: Record<string, unknown>) =>
  call(app(), 'PUT', `${MEMBERS}/${id}/authority`, headers, body);
async function memberId(email: string) {
  const [row] = (await call(app(), 'GET', listUrl(MEMBERS, { filter: { q: email } }), admin.headers)).json();
  return row.id as string;
}

describe('authority changes', () => {
  it('lets a master make a member an administrator, who then passes administrator checks', async () => {
    const response = await authority(member.body.companyMemberEncrypted, admin.headers, {
      ...NONE,
      companyMemberRole: '관리자',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().companyMemberRole).toBe('관리자');
    // The same session now may do administrator calls: the role is read per request.
    expect((await call(app(), 'GET', MANAGERS, member.headers)).statusCode).toBe(200);
  });

  it('counts the admin authority flag alone as administrator', async () => {
    await authority(member.body.companyMemberEncrypted, admin.headers, { ...NONE, hasAdminAuthority: true });
    expect((await call(app(), 'GET', MANAGERS, member.headers)).statusCode).toBe(200);
  });

  it('refuses authority changes by a plain member', async () => {
    const response = await authority(admin.body.companyMemberEncrypted, member.headers, NONE);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/[가-힣]/);
  });

  it('refuses authority changes by a 관리자 without master or admin authority', async () => {
    await authority(member.body.companyMemberEncrypted, admin.headers, {
      ...NONE,
      companyMemberRole: '관리자',
    });
    const target = await memberId('member020@');
    const response = await authority(target, member.headers, { ...NONE, hasBuyRequestAuthority: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      '권한은 마스터 또는 관리자 권한이 있는 구성원만 변경할 수 있습니다.',
    );
  });

  it('keeps master authority for masters to give: an admin-authority member cannot grant it', async () => {
    await authority(member.body.companyMemberEncrypted, admin.headers, { ...NONE, hasAdminAuthority: true });
    const self = await authority(member.body.companyMemberEncrypted, member.headers, {
      ...NONE,
      hasAdminAuthority: true,
      hasMasterAuthority: true,
    });
    expect(self.statusCode).toBe(403);
    const other = await authority(await memberId('member021@'), member.headers, {
      ...NONE,
      hasBuyRequestAuthority: true,
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses to remove the authority of the last administrator, even their own', async () => {
    const response = await authority(admin.body.companyMemberEncrypted, admin.headers, NONE);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LAST);
    const info = (await call(app(), 'GET', '/homepage/v2/company-member/info', admin.headers)).json();
    expect(info.companyMember.hasMasterAuthority).toBe(true);
  });

  it('lets the first administrator step down once there is another one', async () => {
    await authority(member.body.companyMemberEncrypted, admin.headers, { ...NONE, hasMasterAuthority: true });
    const response = await authority(admin.body.companyMemberEncrypted, admin.headers, NONE);
    expect(response.statusCode).toBe(200);
    expect((await call(app(), 'GET', MANAGERS, admin.headers)).statusCode).toBe(403);
  });
});

describe('the last administrator survives deletes and revokes', () => {
  it('never leaves the company without one: the only administrator cannot delete themselves', async () => {
    // member becomes a master; then admin steps down; member is now the only administrator.
    await authority(member.body.companyMemberEncrypted, admin.headers, { ...NONE, hasMasterAuthority: true });
    await authority(admin.body.companyMemberEncrypted, member.headers, NONE);
    const self = await call(
      app(),
      'DELETE',
      `${MEMBERS}/${member.body.companyMemberEncrypted}`,
      member.headers,
    );
    expect(self.statusCode).toBe(400);
    expect((await call(app(), 'GET', MANAGERS, member.headers)).json()).toHaveLength(1);
  });

  it('refuses revoking the last administrator from manager/list', async () => {
    const response = await call(
      app(),
      'DELETE',
      `${MANAGERS}/${admin.body.companyMemberEncrypted}`,
      admin.headers,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LAST);
  });

  it('revokes another administrator back to a plain member', async () => {
    await authority(member.body.companyMemberEncrypted, admin.headers, {
      ...NONE,
      companyMemberRole: '관리자',
      hasManagerAuthority: true,
    });
    const response = await call(
      app(),
      'DELETE',
      `${MANAGERS}/${member.body.companyMemberEncrypted}`,
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    const record = (
      await call(app(), 'GET', `${MEMBERS}/${member.body.companyMemberEncrypted}`, admin.headers)
    ).json();
    expect(record).toMatchObject(NONE);
  });

  it('deletes an administrator when another one remains', async () => {
    const email = 'member030@hanbit.example.com';
    const id = await memberId(email);
    await authority(id, admin.headers, { ...NONE, companyMemberRole: '관리자' });
    await allowLogin(t, email);
    const other = await login(app(), email);
    // They are an administrator now: manager/list opens for them.
    expect((await call(app(), 'GET', MANAGERS, other.headers)).statusCode).toBe(200);
    const response = await call(app(), 'DELETE', `${MEMBERS}/${id}`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect((await call(app(), 'GET', '/portal/auth/api/login-check', other.headers)).statusCode).toBe(401);
  });

  it('refuses deleting the last administrator by someone who just lost authority', async () => {
    // A stale session: member was an administrator, is demoted, then tries to delete the admin.
    await authority(member.body.companyMemberEncrypted, admin.headers, {
      ...NONE,
      companyMemberRole: '관리자',
    });
    await authority(member.body.companyMemberEncrypted, admin.headers, NONE);
    const response = await call(
      app(),
      'DELETE',
      `${MEMBERS}/${admin.body.companyMemberEncrypted}`,
      member.headers,
    );
    expect(response.statusCode).toBe(403);
  });
});
