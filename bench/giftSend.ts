// Sending one gift event to 10,000 subjects on the embedded database: the real server on a fresh
// data folder, an event with 10,000 imported subjects, a card and gifts; then `send-gift` with the
// purchase agreement. Two figures: the time the call takes to store every send and queue every
// message (enqueue), and the time from the call until the outbox holds all 10,000 messages (the
// job queue's `message.send` jobs done). Called by bench/run.ts; alone:
//   node --import tsx bench/giftSend.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importRows } from './importRows';
import { loginHeaders, startPortal } from './server';

export const GIFT_SUBJECTS = 10_000;
const AGREEMENT = {
  itemConfirmed: true,
  priceConfirmed: true,
  expiryConfirmed: true,
  recipientConfirmed: true,
};

const printLine = (title: string, figure: string, target: string) =>
  console.log(title.padEnd(46), figure.padStart(12), `  (목표 ${target})`);

async function call<T>(
  base: string,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

async function providerHeaders(base: string) {
  const login = await call<{ clientId: string; clientSecret: string }>(
    base,
    {},
    'POST',
    '/provider/v1/auth/login',
    {
      email: 'demo-provider@example.com',
      password: 'Demo!2345',
    },
  );
  return { provider_client_id: login.clientId, provider_client_secret: login.clientSecret };
}

/**
 * Gift-choice messages in the outbox. Counted by purpose (an indexed equality), not with the search
 * box: the search masks every body with regular expressions, and the embedded database has one
 * thread, so polling with it would slow down the very worker being measured.
 */
async function outboxCount(base: string, headers: Record<string, string>) {
  const query = new URLSearchParams({ filter: JSON.stringify({ purpose: 'gift.choice' }), range: '[0,0]' });
  const response = await fetch(`${base}/provider/v1/outbox?${query}`, { headers });
  return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? 0);
}

export async function runGiftSendBench(port: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-gift-'));
  const portal = await startPortal(dataDir, port);
  try {
    const admin = await loginHeaders(portal.base);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
    const name = '만 명 감사 선물';
    const event = await call<{ id: string }>(portal.base, admin, 'POST', '/birth/v3/events', {
      name,
      category: 'THANKS',
      repeat: 'ONCE',
      sendDate: today,
      sendHour: 9,
      budgetPerPerson: 30_000,
      senderName: '인사팀',
    });
    const events = `/birth/v3/events/${event.id}`;
    // Valid rows of the member-import rules (the subjects' file follows them).
    const rows = importRows(GIFT_SUBJECTS);
    const importStarted = performance.now();
    await call(portal.base, admin, 'POST', `${events}/subjects`, { rows });
    const importSeconds = (performance.now() - importStarted) / 1000;
    await call(portal.base, admin, 'POST', `${events}/cards`, {
      template: 'thanks01',
      message: '고맙습니다.',
    });
    const range = encodeURIComponent('[0,99]');
    const items = await call<{ id: string }[]>(
      portal.base,
      admin,
      'GET',
      `${events}/gifts/items?range=${range}`,
    );
    await call(portal.base, admin, 'PUT', `${events}/gifts`, {
      itemIds: items.slice(0, 3).map((item) => item.id),
      defaultItemId: null,
    });
    console.log(
      `선물 발송 벤치마크: 이벤트 하나에 대상자 ${GIFT_SUBJECTS.toLocaleString('ko-KR')}명, 내장 데이터베이스(PGlite) (대상자 추가 ${importSeconds.toFixed(1)}초)`,
    );

    const provider = await providerHeaders(portal.base);
    const before = await outboxCount(portal.base, provider);
    const started = performance.now();
    const sent = await call<{ sent: number }>(portal.base, admin, 'POST', `${events}/trackings/send-gift`, {
      agreement: AGREEMENT,
    });
    const enqueueSeconds = (performance.now() - started) / 1000;
    if (sent.sent !== GIFT_SUBJECTS) throw new Error(`sent ${sent.sent} of ${GIFT_SUBJECTS}`);
    printLine('선물 발송 10,000명: 발송 저장과 메시지 대기열', `${enqueueSeconds.toFixed(2)} s`, '30 s 미만');
    let held = 0;
    while (held < GIFT_SUBJECTS) {
      if (performance.now() - started > 600_000) throw new Error(`outbox holds ${held} after 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      held = (await outboxCount(portal.base, provider)) - before;
    }
    const outboxSeconds = (performance.now() - started) / 1000;
    printLine('선물 발송 10,000명: 아웃박스에 10,000건', `${outboxSeconds.toFixed(2)} s`, '30 s 미만');
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runGiftSendBench(Number(process.env.BENCH_PORT ?? 3340)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
