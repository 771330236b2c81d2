import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_RESEND_AFTER_CHOICE,
  NO_RESEND_CANCELLED,
  RECIPIENT_MESSAGES,
  SUBJECT_PHONE_TAKEN,
} from '../../../schemas/gift';
import { auditLog, outbox } from '../../../server/db/schema';
import { signVoucherNotice } from '../../../server/services/gift/provider';
import { testSettings } from '../../../server/settings';
import { ADMIN, NIKE, createTestApp, drainJobs, login, type TestApp } from '../testApp';
import { AGREEMENT, EVENTS, ok, phone, readyEvent, send, tokenSentTo } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
}, 60_000);
afterAll(() => t?.close());

interface Tracking {
  id: string;
  eventMemberEncrypted: string;
  name: string;
  cellPhone: string;
  status: string;
}

/** A gift sent to one subject: the event, the subject, its send and the link's token. */
async function sentGift(name: string) {
  const { eventId, subjects, items } = await readyEvent(t, admin, { names: [name] });
  await ok(t, 'POST', `${EVENTS}/${eventId}/trackings/send-gift`, admin, { agreement: AGREEMENT });
  const subject = subjects[0]!;
  const token = await tokenSentTo(t, subject.cellPhone);
  const [tracking] = await ok<Tracking[]>(t, 'GET', `${EVENTS}/${eventId}/trackings`, admin);
  return { eventId, subject, items, token, tracking: tracking! };
}

const correctUrl = (eventId: string, trackingId: string) =>
  `${EVENTS}/${eventId}/trackings/${trackingId}/recipient`;

describe("correcting a send's recipient and sending the card again", () => {
  it('before the choice: a new phone gets a new link, the old link is gone, the subject follows', async () => {
    const { eventId, subject, token, tracking } = await sentGift('번호바꿀분');
    // The old link was opened once: the corrected send starts over as 발송 완료.
    expect((await ok<{ state: string }>(t, 'GET', `/birth/v3/public/gift/${token}`, {})).state).toBe(
      'CHOOSE',
    );
    const newPhone = phone();
    const corrected = await ok<Tracking>(t, 'PUT', correctUrl(eventId, tracking.id), admin, {
      phone: newPhone,
      name: '번호바뀐분',
    });
    expect(corrected).toMatchObject({
      id: tracking.id,
      cellPhone: newPhone,
      name: '번호바뀐분',
      status: 'SENT',
    });

    const old = await send(t, 'GET', `/birth/v3/public/gift/${token}`, {});
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(RECIPIENT_MESSAGES.NOT_FOUND);
    const fresh = await tokenSentTo(t, newPhone);
    expect(fresh).not.toBe(token);
    const page = await ok<{ state: string }>(t, 'GET', `/birth/v3/public/gift/${fresh}`, {});
    expect(page.state).toBe('CHOOSE');

    const subjectNow = await ok<{ name: string; cellPhone: string }>(
      t,
      'GET',
      `${EVENTS}/${eventId}/subjects/${subject.id}`,
      admin,
    );
    expect(subjectNow).toMatchObject({ name: '번호바뀐분', cellPhone: newPhone });

    // The message is queued in the durable queue and reaches the outbox once.
    await drainJobs(t);
    const messages = await t.database.db
      .select({ body: outbox.body, purpose: outbox.purpose })
      .from(outbox)
      .where(eq(outbox.recipient, newPhone));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain(`/gift/${fresh}`);
    expect(messages[0]!.body).toContain('번호바뀐분님');

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.call, 'PUT /birth/v3/events/{id}/trackings/{trackingId}/recipient'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ targetKind: 'giftSend', companyId: expect.any(Number) });
  });

  it('without a phone resends to the same number under a new link', async () => {
    const { eventId, subject, token, tracking } = await sentGift('다시받을분');
    const resent = await ok<Tracking>(t, 'PUT', correctUrl(eventId, tracking.id), admin, {});
    expect(resent.cellPhone).toBe(subject.cellPhone);
    expect((await send(t, 'GET', `/birth/v3/public/gift/${token}`, {})).status).toBe(404);
    const fresh = await tokenSentTo(t, subject.cellPhone);
    expect(fresh).not.toBe(token);
    expect((await ok<{ state: string }>(t, 'GET', `/birth/v3/public/gift/${fresh}`, {})).state).toBe(
      'CHOOSE',
    );
  });

  it('refuses with a Korean 409 once chosen or exchanged, and once cancelled', async () => {
    const { eventId, items, token, tracking } = await sentGift('교환한분');
    const voucherItem = items.find((item) => item.kind !== 'DELIVERY')!;
    const chosen = await ok<{ chosen: { voucher: { code: string } } }>(
      t,
      'POST',
      `/birth/v3/public/gift/${token}/choice`,
      {},
      { itemId: voucherItem.id },
    );
    const afterChoice = await send(t, 'PUT', correctUrl(eventId, tracking.id), admin, { phone: phone() });
    expect(afterChoice.status).toBe(409);
    expect(afterChoice.body.message).toBe(NO_RESEND_AFTER_CHOICE);
    const code = chosen.chosen.voucher.code;
    const timestamp = t.clock.now.getTime();
    await ok(
      t,
      'POST',
      '/provider/v1/gift/vouchers/exchange',
      { 'x-voucher-signature': signVoucherNotice(testSettings({}).GIFT_VOUCHER_SECRET, code, timestamp) },
      { voucherCode: code, timestamp },
    );
    const afterExchange = await send(t, 'PUT', correctUrl(eventId, tracking.id), admin, {});
    expect(afterExchange.status).toBe(409);
    expect(afterExchange.body.message).toBe(NO_RESEND_AFTER_CHOICE);

    const cancelled = await sentGift('취소된분');
    await ok(t, 'DELETE', `${EVENTS}/orders/${cancelled.tracking.id}/cancel`, admin);
    const afterCancel = await send(t, 'PUT', correctUrl(cancelled.eventId, cancelled.tracking.id), admin, {
      phone: phone(),
    });
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body.message).toBe(NO_RESEND_CANCELLED);
    // A refused correction leaves the link as it was.
    expect((await send(t, 'GET', `/birth/v3/public/gift/${cancelled.token}`, {})).status).toBe(200);
  });

  it("checks the phone with the subjects' Korean rule and refuses another subject's phone", async () => {
    const { eventId, subjects } = await readyEvent(t, admin, { names: ['첫째', '둘째'] });
    await ok(t, 'POST', `${EVENTS}/${eventId}/trackings/send-card`, admin, {});
    const trackings = await ok<Tracking[]>(t, 'GET', `${EVENTS}/${eventId}/trackings`, admin);
    const first = trackings.find((row) => row.eventMemberEncrypted === subjects[0]!.id)!;
    const bad = await send(t, 'PUT', correctUrl(eventId, first.id), admin, { phone: '0101234' });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as Record<string, string>).phone).toBe('휴대폰 번호는 11자리 숫자여야 합니다.');
    const taken = await send(t, 'PUT', correctUrl(eventId, first.id), admin, {
      phone: subjects[1]!.cellPhone,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SUBJECT_PHONE_TAKEN);
  });

  it("keeps another company's administrator and a wrong event away (404)", async () => {
    const { eventId, tracking } = await sentGift('남의회사');
    const other = (await login(t.app, NIKE)).headers;
    expect((await send(t, 'PUT', correctUrl(eventId, tracking.id), other, {})).status).toBe(404);
    const elsewhere = await readyEvent(t, admin, { names: ['다른이벤트'] });
    expect((await send(t, 'PUT', correctUrl(elsewhere.eventId, tracking.id), admin, {})).status).toBe(404);
  });
});
