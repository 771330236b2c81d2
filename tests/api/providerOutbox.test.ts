import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../server/db/schema';
import { FULL_MESSAGE_CALL, listOutbox, readFullMessage } from '../../server/services/provider/outbox';
import { createIdCodec } from '../../server/services/ids';
import { testSettings } from '../../server/settings';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
const ids = createIdCodec(testSettings().secrets.idKey);
const ctx = () => ({ db: t.database.db, now: () => t.clock.now, ids });
const CODE_BODY = '[포털] 비밀번호 재설정 인증번호는 [482913] 입니다. 5분 안에 입력해주세요.';
const INVITE_BODY = [
  '주식회사 한빛솔루션의 관리자로 초대되었습니다.',
  'https://portal.example.com/pc/admin/auth/manager/signup?token=Q2xpZW50U2VjcmV0VG9rZW4xMjM0NTY',
].join('\n');
let codeId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(outbox)
    .values([
      {
        companyId: null,
        channel: 'SMS',
        recipient: '01000000061',
        body: CODE_BODY,
        purpose: 'password-code',
      },
      {
        companyId: null,
        channel: 'LMS',
        recipient: '01077452093',
        subject: '[포털] 관리자 초대',
        body: INVITE_BODY,
        purpose: 'manager-invite',
      },
    ])
    .returning({ id: outbox.id });
  codeId = rows[0]!.id;
});
afterAll(() => t.close());

const page = (filter: Record<string, unknown> = {}) =>
  listOutbox(ctx(), { sort: 'createdAt', order: 'DESC', offset: 0, limit: 50, filter });

describe('the provider console outbox', () => {
  it('lists messages with codes and link tokens masked, keeping the table as sent', async () => {
    const { rows } = await page();
    const code = rows.find((row) => row.purpose === 'password-code')!;
    const invite = rows.find((row) => row.purpose === 'manager-invite')!;
    expect(code.body).toBe('[포털] 비밀번호 재설정 인증번호는 [******] 입니다. 5분 안에 입력해주세요.');
    expect(invite.body).not.toContain('Q2xpZW50U2VjcmV0VG9rZW4xMjM0NTY');
    expect(invite.body).toContain('https://portal.example.com/pc/admin/auth/manager/signup?token=*');
    const stored = await t.database.db.select().from(outbox).where(eq(outbox.id, codeId));
    expect(stored[0]!.body).toBe(CODE_BODY);
  });

  it('cannot be searched for a code or a token, not even a piece of one', async () => {
    for (const q of ['482913', '[48', '4829', 'token=Q2x', 'Q2xpZW50'])
      expect((await page({ q })).total).toBe(0);
    expect((await page({ q: '01000000061' })).total).toBe(1);
    expect((await page({ q: '재설정 인증번호' })).total).toBe(1);
    expect((await page({ q: 'portal.example.com' })).total).toBeGreaterThanOrEqual(1);
    expect((await page({ q: '관리자로 초대' })).total).toBe(1);
  });

  it('shows one message in full to an operator who asks, and records that view', async () => {
    const operator = { providerId: 1 };
    const full = await readFullMessage(ctx(), operator, codeId);
    expect(full.body).toBe(CODE_BODY);
    const views = await t.database.db.select().from(auditLog).where(eq(auditLog.call, FULL_MESSAGE_CALL));
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      actorKind: 'provider',
      actorId: 1,
      targetKind: 'outbox',
      targetId: String(codeId),
      action: 'other',
    });
  });

  it('answers an unknown or impossible id with a Korean 404', async () => {
    for (const id of [999_999, 0, -1, 2 ** 40]) {
      await expect(readFullMessage(ctx(), { providerId: 1 }, id)).rejects.toMatchObject({
        status: 404,
        message: '메시지를 찾을 수 없습니다.',
      });
    }
  });
});
