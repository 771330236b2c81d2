import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managerInvitations, outbox } from '../../../server/db/schema';
import { ADMIN, MEMBER, NIKE, createTestApp, drainJobs, login, type TestApp } from '../testApp';
import { MANAGERS, call } from './helpers';

/** POST /homepage/v2/managers/invite-sheet: the invite button's rules per row, all or none. */
const SHEET = `${MANAGERS}/invite-sheet`;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
});
afterAll(() => t?.close());

const invitations = (prefix: string) =>
  t.database.db
    .select({
      email: managerInvitations.email,
      companyId: managerInvitations.companyId,
      flag: managerInvitations.hasManagerAuthority,
    })
    .from(managerInvitations)
    .where(like(managerInvitations.email, `${prefix}%`))
    .orderBy(managerInvitations.email);

describe('inviting administrators from a sheet', { timeout: 60_000 }, () => {
  it('saves nothing when one row is bad, naming its row and cell', async () => {
    const answer = await call(t.app, 'POST', SHEET, admin, {
      rows: [
        { email: 'bad1-a@partner.example.com', cellPhone: '01071000001', hasManagerAuthority: 'Y' },
        { email: 'bad1-b@partner.example.com', cellPhone: '0107100', hasManagerAuthority: '네' },
        { email: 'demo-member@example.com', cellPhone: '01071000003' },
        { email: 'BAD1-A@partner.example.com', cellPhone: '01071000004' },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ saved: 0, total: 4 });
    expect(answer.json().errors).toEqual([
      { row: 2, field: 'cellPhone', message: expect.stringMatching(/휴대폰 번호/) },
      { row: 2, field: 'hasManagerAuthority', message: '관리자 설정 권한은 예 또는 아니요로 입력해주세요.' },
      { row: 3, field: 'email', message: '이미 가입된 이메일입니다. 기존 계정으로 로그인해주세요.' },
      { row: 4, field: 'email', message: '파일 안에서 이메일이 중복됩니다. (1행과 같음)' },
    ]);
    expect(await invitations('bad1-')).toEqual([]);
  });

  it('checks without saving on a dry run, then invites every row and texts each', async () => {
    const rows = [
      { email: 'sheet-a@partner.example.com', cellPhone: '01071000011', hasManagerAuthority: 'Y' },
      { email: 'sheet-b@partner.example.com', cellPhone: '01071000012', hasManagerAuthority: '' },
    ];
    const dry = await call(t.app, 'POST', SHEET, admin, { rows, dryRun: true });
    expect(dry.json()).toEqual({ dryRun: true, total: 2, saved: 0, errors: [] });
    expect(await invitations('sheet-')).toEqual([]);

    const saved = await call(t.app, 'POST', SHEET, admin, { rows });
    expect(saved.json()).toEqual({ dryRun: false, total: 2, saved: 2, errors: [] });
    expect((await invitations('sheet-')).map(({ email, flag }) => [email, flag])).toEqual([
      ['sheet-a@partner.example.com', true],
      ['sheet-b@partner.example.com', false],
    ]);
    await drainJobs(t);
    const texts = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.purpose, 'manager-invite'), eq(outbox.recipient, '01071000012')));
    expect(texts).toHaveLength(1);
  });

  it('invites into the caller’s own company only, and only for administrators', async () => {
    const nike = (await login(t.app, NIKE)).headers;
    const saved = await call(t.app, 'POST', SHEET, nike, {
      rows: [{ email: 'other-co@partner.example.com', cellPhone: '01071000021' }],
    });
    expect(saved.json()).toMatchObject({ saved: 1 });
    const [hanbit] = await invitations('sheet-a');
    const [ace] = await invitations('other-co');
    expect(ace!.companyId).not.toBe(hanbit!.companyId);
    const member = (await login(t.app, MEMBER)).headers;
    const refused = await call(t.app, 'POST', SHEET, member, {
      rows: [{ email: 'x@y.co', cellPhone: '01071000022' }],
    });
    expect(refused.statusCode).toBe(403);
  });
});
