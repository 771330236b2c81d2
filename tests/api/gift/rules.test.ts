import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_CANCEL_AFTER_EXCHANGE, RECIPIENT_MESSAGES } from '../../../schemas/gift';
import { signVoucherNotice } from '../../../server/services/gift/provider';
import { testSettings } from '../../../server/settings';
import { listUrl } from '../organisation/helpers';
import { ADMIN, MEMBER, NIKE, createTestApp, drainJobs, login, type TestApp } from '../testApp';
import { eq } from 'drizzle-orm';
import { jobs, outbox } from '../../../server/db/schema';
import { MESSAGE_SEND_BATCH } from '../../../server/messaging/sender';
import { AGREEMENT, EVENTS, importRow, ok, readyEvent, send, tokenSentTo } from './helpers';
import { PROVIDER } from '../matrix/world';
import { DEMO_PASSWORD } from '../../../server/db/seed';

let t: TestApp;
let admin: Record<string, string>;
let provider: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await login(t.app, ADMIN)).headers;
  const response = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: PROVIDER, password: DEMO_PASSWORD },
  });
  const body = response.json();
  provider = { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
}, 60_000);
afterAll(() => t?.close());

describe('event statuses', () => {
  it('allows only the declared transitions and answers a refused one with a Korean 409', async () => {
    const { eventId } = await readyEvent(t, admin);
    const ended = await send(t, 'PATCH', `${EVENTS}/${eventId}/status`, admin, { status: 'PAUSED' });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe("'작성 중' 상태의 이벤트는 '일시 중지' 상태로 바꿀 수 없습니다.");
    const withoutAgreement = await send(t, 'PATCH', `${EVENTS}/${eventId}/status`, admin, {
      status: 'ACTIVE',
    });
    expect(withoutAgreement.status).toBe(400);
    const active = await ok(t, 'PATCH', `${EVENTS}/${eventId}/status`, admin, {
      status: 'ACTIVE',
      agreement: AGREEMENT,
    });
    expect(active.status).toBe('ACTIVE');
    await ok(t, 'PATCH', `${EVENTS}/${eventId}/status`, admin, { status: 'ENDED' });
    const reopen = await send(t, 'PATCH', `${EVENTS}/${eventId}/status`, admin, { status: 'ACTIVE' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toContain("'종료' 상태의 이벤트는");
  });

  it('shows an event that has sent as 진행 중, in its record and in the list', async () => {
    const { eventId } = await readyEvent(t, admin);
    expect((await ok<{ status: string }>(t, 'GET', `${EVENTS}/${eventId}`, admin)).status).toBe('DRAFT');
    await ok(t, 'POST', `${EVENTS}/${eventId}/trackings/send-card`, admin, {});
    expect((await ok<{ status: string }>(t, 'GET', `${EVENTS}/${eventId}`, admin)).status).toBe('ACTIVE');
    const listed = await ok<Array<{ id: string; status: string }>>(
      t,
      'GET',
      listUrl(EVENTS, { range: [0, 999] }),
      admin,
    );
    expect(listed.find((row) => row.id === eventId)?.status).toBe('ACTIVE');
  });

  it('deletes an event only before anything was sent', async () => {
    const fresh = await readyEvent(t, admin);
    expect((await send(t, 'DELETE', `${EVENTS}/${fresh.eventId}`, admin)).status).toBe(200);
    const sent = await readyEvent(t, admin);
    await ok(t, 'POST', `${EVENTS}/${sent.eventId}/trackings/send-card`, admin, {});
    const refused = await send(t, 'DELETE', `${EVENTS}/${sent.eventId}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('삭제할 수 없습니다');
  });
});

describe('editing an event', () => {
  const edit = (over: Record<string, unknown> = {}) => ({
    name: '바뀐 이름',
    category: 'THANKS',
    sendDate: '2030-02-03',
    sendHour: 15,
    budgetPerPerson: 30_000,
    senderName: '총무팀',
    ...over,
  });

  it('changes name, send date and hour and sender; keeps the budget once sent; refuses an ended event', async () => {
    const { eventId } = await readyEvent(t, admin, { name: '고칠 이벤트' });
    const changed = await ok<Record<string, unknown>>(t, 'PUT', `${EVENTS}/${eventId}`, admin, edit());
    expect(changed).toMatchObject({
      name: '바뀐 이름',
      sendDate: '2030-02-03',
      sendHour: 15,
      senderName: '총무팀',
    });
    const noDate = await send(t, 'PUT', `${EVENTS}/${eventId}`, admin, edit({ sendDate: null }));
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors).toEqual({ sendDate: '발송일을 선택해주세요.' });
    const other = await readyEvent(t, admin, { name: '다른 이벤트' });
    const clash = await send(t, 'PUT', `${EVENTS}/${other.eventId}`, admin, edit());
    expect(clash.status).toBe(409);

    await ok(t, 'POST', `${EVENTS}/${eventId}/trackings/send-card`, admin, {});
    const budget = await send(t, 'PUT', `${EVENTS}/${eventId}`, admin, edit({ budgetPerPerson: 50_000 }));
    expect(budget.status).toBe(409);
    expect(budget.body.message).toContain('1인당 예산을 바꿀 수 없습니다');
    await ok(t, 'PUT', `${EVENTS}/${eventId}`, admin, edit({ name: '보낸 뒤 이름' }));
    await ok(t, 'PATCH', `${EVENTS}/${eventId}/status`, admin, { status: 'ENDED' });
    const ended = await send(t, 'PUT', `${EVENTS}/${eventId}`, admin, edit({ name: '끝난 뒤' }));
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('종료된 이벤트는 바꿀 수 없습니다.');
  });
});

describe('recipient rows', () => {
  it('takes rows without e-mail, names a bad 기념일 in Korean, and refuses a phone repeated in the file', async () => {
    const event = await ok<{ id: string }>(t, 'POST', EVENTS, admin, {
      name: '대상자 열 확인',
      category: 'THANKS',
      repeat: 'ONCE',
      sendDate: '2030-01-02',
      sendHour: 10,
      budgetPerPerson: 30_000,
      senderName: '인사팀',
    });
    const url = `${EVENTS}/${event.id}/subjects`;
    const rows = [
      importRow('메일없음', '01055550001'),
      { ...importRow('날짜틀림', '01055550002'), eventDate: '1990-13' },
    ];
    const check = await ok<{ errors: unknown[]; valid: number }>(t, 'POST', `${url}/validate`, admin, {
      rows,
    });
    expect(check.errors).toEqual([
      { row: 2, field: 'eventDate', message: '기념일은 숫자 8자리로 입력해주세요.' },
    ]);
    const repeated = await ok<{ errors: unknown[] }>(t, 'POST', `${url}/validate`, admin, {
      rows: [importRow('처음', '01055550003'), importRow('다시', '01055550003')],
    });
    expect(repeated.errors).toEqual([
      { row: 2, field: 'cellPhone', message: '파일 안에서 휴대폰 번호가 중복됩니다. (1행과 같음)' },
    ]);
    expect(await ok(t, 'POST', url, admin, { rows: [rows[0]] })).toEqual({ added: 1 });
  });
});

describe('budget', () => {
  it('refuses an item over the per-person budget with a Korean message naming it', async () => {
    const { eventId } = await readyEvent(t, admin, { budget: 10_000 });
    const items = await ok<Array<{ id: string; price: number; name: string }>>(
      t,
      'GET',
      listUrl('/birth/v3/events/thanksgiving-items', { range: [0, 99] }),
      admin,
    );
    const dear = items.find((item) => item.price > 10_000)!;
    const body = { itemIds: [dear.id], defaultItemId: null };
    const check = await send(t, 'POST', `${EVENTS}/${eventId}/gifts/validate-budget`, admin, body);
    expect(check.status).toBe(409);
    expect(check.body.message).toContain(`'${dear.name}' 상품`);
    expect(check.body.message).toContain('1인당 예산 10,000원을 넘습니다');
    expect((await send(t, 'PUT', `${EVENTS}/${eventId}/gifts`, admin, body)).status).toBe(409);
  });

  it('reports the deposit (lowest budget × 5) and the fee (3,000 won a person)', async () => {
    const { eventId } = await readyEvent(t, admin, { names: ['가', '나', '다'], budget: 20_000 });
    const check = await ok<{ deposit: number; fee: number; persons: number }>(
      t,
      'POST',
      `${EVENTS}/${eventId}/validate-budget`,
      admin,
    );
    expect(check).toMatchObject({ persons: 3, deposit: 100_000, fee: 9_000 });
  });
});

describe('sending, choosing, shipping and cancelling', () => {
  it('needs the purchase agreement to send gifts', async () => {
    const { eventId } = await readyEvent(t, admin);
    const refused = await send(t, 'POST', `${EVENTS}/${eventId}/trackings/send-gift`, admin, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('구매 동의');
  });

  it('takes one choice per link, ships it, and refuses cancelling an exchanged voucher', async () => {
    const { eventId, subjects, items } = await readyEvent(t, admin);
    const sent = await ok<{ sent: number; fee: number }>(
      t,
      'POST',
      `${EVENTS}/${eventId}/trackings/send-gift`,
      admin,
      {
        agreement: AGREEMENT,
      },
    );
    expect(sent).toMatchObject({ sent: 2, fee: 6_000 });
    const [first, second] = subjects;
    const token = await tokenSentTo(t, first!.cellPhone);
    const page = await ok<{ state: string; items: unknown[] }>(
      t,
      'GET',
      `/birth/v3/public/gift/${token}`,
      {},
    );
    expect(page.state).toBe('CHOOSE');
    const deliveryItem = items.find((item) => item.kind === 'DELIVERY')!;
    const noAddress = await send(
      t,
      'POST',
      `/birth/v3/public/gift/${token}/choice`,
      {},
      { itemId: deliveryItem.id },
    );
    expect(noAddress.status).toBe(400);
    const address = {
      name: '홍길동',
      cellPhone: '01012345678',
      zoneCode: '06236',
      address1: '서울 강남구 테헤란로 1',
    };
    const chosen = await ok<{ state: string }>(
      t,
      'POST',
      `/birth/v3/public/gift/${token}/choice`,
      {},
      {
        itemId: deliveryItem.id,
        delivery: address,
      },
    );
    expect(chosen.state).toBe('CHOSEN');
    const again = await send(
      t,
      'POST',
      `/birth/v3/public/gift/${token}/choice`,
      {},
      { itemId: deliveryItem.id, delivery: address },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(RECIPIENT_MESSAGES.ALREADY_CHOSEN);

    const tracking = await ok<{ id: string; status: string }>(
      t,
      'GET',
      `${EVENTS}/${eventId}/trackings/${first!.id}/${(await ok<Array<{ searchDate: string }>>(t, 'GET', `${EVENTS}/${eventId}/trackings`, admin))[0]!.searchDate}`,
      admin,
    );
    expect(tracking.status).toBe('CHOSEN');
    const shipped = await ok<{ status: string; trackingNumber: string }>(
      t,
      'POST',
      `/provider/v1/gift/orders/${tracking.id}/ship`,
      provider,
      { carrier: 'CJ대한통운', trackingNumber: '551234567890' },
    );
    expect(shipped).toMatchObject({ status: 'SHIPPED', trackingNumber: '551234567890' });
    const afterShip = await ok<{ chosen: { delivery: { trackingNumber: string } } }>(
      t,
      'GET',
      `/birth/v3/public/gift/${token}`,
      {},
    );
    expect(afterShip.chosen.delivery.trackingNumber).toBe('551234567890');
    const refusedShipped = await send(t, 'DELETE', `/birth/v3/events/orders/${tracking.id}/cancel`, admin);
    expect(refusedShipped.status).toBe(409);

    // The second recipient takes a voucher; the voucher side's signed notice exchanges it.
    const voucherItem = items.find((item) => item.kind !== 'DELIVERY')!;
    const token2 = await tokenSentTo(t, second!.cellPhone);
    const voucher = await ok<{ chosen: { voucher: { code: string } } }>(
      t,
      'POST',
      `/birth/v3/public/gift/${token2}/choice`,
      {},
      {
        itemId: voucherItem.id,
      },
    );
    const code = voucher.chosen.voucher.code;
    const timestamp = t.clock.now.getTime();
    const unsigned = await send(
      t,
      'POST',
      '/provider/v1/gift/vouchers/exchange',
      { 'x-voucher-signature': 'bad' },
      { voucherCode: code, timestamp },
    );
    expect(unsigned.status).toBe(401);
    const signature = signVoucherNotice(testSettings({}).GIFT_VOUCHER_SECRET, code, timestamp);
    const exchanged = await ok<Record<string, unknown>>(
      t,
      'POST',
      '/provider/v1/gift/vouchers/exchange',
      { 'x-voucher-signature': signature },
      {
        voucherCode: code,
        timestamp,
      },
    );
    // The voucher side hears the status only: no recipient's name, phone or address.
    expect(exchanged).toEqual({ status: 'EXCHANGED' });
    const searchDate = (
      await ok<Array<{ searchDate: string }>>(t, 'GET', `${EVENTS}/${eventId}/trackings`, admin)
    )[0]!.searchDate;
    const order = await ok<{ id: string; status: string }>(
      t,
      'GET',
      `${EVENTS}/${eventId}/trackings/${second!.id}/${searchDate}`,
      admin,
    );
    expect(order.status).toBe('EXCHANGED');
    const cancel = await send(t, 'DELETE', `${EVENTS}/${eventId}/trackings/orders/${order.id}`, admin);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(NO_CANCEL_AFTER_EXCHANGE);
    const correct = await send(t, 'POST', `${EVENTS}/${eventId}/subjects/${second!.id}`, admin, {
      name: '김철수',
      cellPhone: '01055556666',
    });
    expect(correct.status).toBe(409);

    const figures = await ok<{
      sent: number;
      chosen: number;
      shipped: number;
      exchanged: number;
      budgetUsed: number;
    }>(t, 'GET', `${EVENTS}/${eventId}/dashboards`, admin);
    expect(figures).toMatchObject({ sent: 2, chosen: 2, shipped: 1, exchanged: 1 });
    expect(figures.budgetUsed).toBe(deliveryItem.price + voucherItem.price);
  });

  it('shows a cancelled order on the recipient page and refuses its choice', async () => {
    const { eventId, subjects } = await readyEvent(t, admin, { names: ['취소될분'] });
    await ok(t, 'POST', `${EVENTS}/${eventId}/trackings/send-gift`, admin, { agreement: AGREEMENT });
    const token = await tokenSentTo(t, subjects[0]!.cellPhone);
    const [order] = await ok<Array<{ id: string }>>(t, 'GET', `${EVENTS}/${eventId}/trackings`, admin);
    await ok(t, 'DELETE', `/birth/v3/events/orders/${order!.id}/cancel`, admin);
    const page = await ok<{ state: string; message: string }>(t, 'GET', `/birth/v3/public/gift/${token}`, {});
    expect(page).toMatchObject({ state: 'CANCELLED', message: RECIPIENT_MESSAGES.CANCELLED });
    const choice = await send(t, 'POST', `/birth/v3/public/gift/${token}/choice`, {}, { itemId: 'x' });
    expect(choice.status).toBe(409);
    expect(choice.body.message).toBe(RECIPIENT_MESSAGES.CANCELLED);
  });
});

describe('a large send', () => {
  it('queues the messages of 1,200 subjects in batches of 500, each written to the outbox once', async () => {
    const names = Array.from({ length: 1200 }, (_, n) => `대량${n}`);
    const { eventId } = await readyEvent(t, admin, { names, name: '대량 발송 선물' });
    const before = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.kind, MESSAGE_SEND_BATCH));
    const sent = await ok<{ sent: number }>(t, 'POST', `${EVENTS}/${eventId}/trackings/send-gift`, admin, {
      agreement: AGREEMENT,
    });
    expect(sent.sent).toBe(1200);
    const batches = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.kind, MESSAGE_SEND_BATCH));
    expect(batches.length - before.length).toBe(3);
    await drainJobs(t);
    const messages = await t.database.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.subject, '대량 발송 선물'));
    expect(messages).toHaveLength(1200);
    expect(new Set(messages.map((m) => m.recipient)).size).toBe(1200);
  }, 120_000);
});

describe('copy', () => {
  it('copies an event with its subjects, card and gifts under a free name', async () => {
    const { eventId } = await readyEvent(t, admin, { name: '복사할 이벤트', names: ['가', '나', '다'] });
    const { name } = await ok<{ name: string }>(t, 'GET', `${EVENTS}/${eventId}/resolve-copy-name`, admin);
    expect(name).toBe('복사할 이벤트 (복사)');
    const copy = await ok<{ id: string; subjectCount: number; status: string }>(
      t,
      'POST',
      `${EVENTS}/${eventId}/copy`,
      admin,
      {},
    );
    expect(copy).toMatchObject({ subjectCount: 3, status: 'DRAFT' });
    const card = await ok<{ message: string }>(t, 'GET', `${EVENTS}/${copy.id}/cards`, admin);
    expect(card.message).toBe('고맙습니다.');
    const gifts = await ok<{ items: unknown[] }>(t, 'GET', `${EVENTS}/${copy.id}/gifts`, admin);
    expect(gifts.items.length).toBeGreaterThan(0);
    expect((await ok<{ name: string }>(t, 'GET', `${EVENTS}/${eventId}/resolve-copy-name`, admin)).name).toBe(
      '복사할 이벤트 (복사 2)',
    );
    // A taken name refuses the whole copy: no second event, no orphan subjects.
    const before = await ok<unknown[]>(t, 'GET', listUrl(EVENTS, { range: [0, 999] }), admin);
    const clash = await send(t, 'POST', `${EVENTS}/${eventId}/copy`, admin, { name: '복사할 이벤트 (복사)' });
    expect(clash.status).toBe(409);
    expect(await ok<unknown[]>(t, 'GET', listUrl(EVENTS, { range: [0, 999] }), admin)).toHaveLength(
      before.length,
    );
  });
});

describe('access and tenants', () => {
  it('keeps a plain member out and another company away from the event', async () => {
    const { eventId } = await readyEvent(t, admin);
    const member = (await login(t.app, MEMBER)).headers;
    const refused = await send(t, 'GET', EVENTS, member);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('관리자만 사용할 수 있는 기능입니다.');
    const other = (await login(t.app, NIKE)).headers;
    expect((await send(t, 'GET', `${EVENTS}/${eventId}/subjects`, other)).status).toBe(404);
    expect((await send(t, 'DELETE', `${EVENTS}/${eventId}`, other)).status).toBe(404);
    const theirs = await ok<Array<{ id: string }>>(t, 'GET', listUrl(EVENTS, { range: [0, 999] }), other);
    expect(theirs.map((event) => event.id)).not.toContain(eventId);
  });
});

describe('the API document', () => {
  it('lists all 44 /birth/v3 calls of api-calls.tsv, each with its request and response schemas (multipart and xlsx included)', async () => {
    const { readFileSync } = await import('node:fs');
    const spec = readFileSync(new URL('../../../../shared/spec/api-calls.tsv', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.includes('/birth/v3/'))
      .map((line) => {
        const [method = '', path = ''] = line.split('\t');
        return { method: method.toLowerCase(), path: path.replace(/\{[^}]*\}/g, '{}') };
      });
    expect(spec).toHaveLength(44);
    type Operation = {
      parameters?: { in: string }[];
      requestBody?: { content: Record<string, { schema?: unknown }> };
      responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    };
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const byShape = new Map(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => [
          `${method} ${path.replace(/\{[^}]*\}/g, '{}')}`,
          operation,
        ]),
      ),
    );
    const problems = spec.flatMap(({ method, path }) => {
      const operation = byShape.get(`${method} ${path}`);
      if (!operation) return [`${method} ${path}: not documented`];
      const success = Object.entries(operation.responses).find(([code]) => code.startsWith('2'));
      const answer = success && Object.values(success[1].content ?? {})[0]?.schema;
      const input =
        operation.requestBody?.content &&
        Object.values(operation.requestBody.content).some((content) => content.schema);
      const takesInput = input || (operation.parameters ?? []).length > 0;
      return [
        ...(answer ? [] : [`${method} ${path}: no response schema`]),
        ...(takesInput || method === 'get' ? [] : [`${method} ${path}: no request schema`]),
      ];
    });
    expect(problems).toEqual([]);
    // The two calls that are not JSON are documented as what they carry: the consultation as a
    // multipart body (its text fields and the file parts), the gifts' export as an xlsx file.
    const consult = byShape.get('post /birth/v3/services/consult')!;
    const form = consult.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['name', 'cellPhone', 'contents', 'files']),
    );
    const excel = byShape.get('get /birth/v3/events/{}/gifts/excel')!;
    expect(Object.keys(excel.responses['200']!.content!)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });
});
