// Real server processes (server/main.ts) on one database, for the scheduled sends' restart and
// two-process test, and the event they send: a yearly birthday event whose subjects all have their
// birthday today (Seoul), scheduled at 00:00 so every send is already due when the servers start.
import { and, eq, inArray, like, lte } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { giftSends, jobs, outbox } from '../../../server/db/schema';
import { seedIfEmpty } from '../../../server/db/seed';
import { MESSAGE_SEND, MESSAGE_SEND_BATCH } from '../../../server/messaging/sender';
import { GIFT_SCHEDULED_SEND } from '../../../server/services/gift/schedule';
import { testSettings } from '../../../server/settings';
import { listUrl } from '../organisation/helpers';
import { ADMIN, login } from '../testApp';
import { AGREEMENT, EVENTS, importRow } from './helpers';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const seoulDay = (date: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(date);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** SIGTERM: the server finishes the jobs it is running, then exits. */
  stop(): Promise<void>;
  /** SIGKILL: a crash in the middle of whatever it was doing. */
  kill(): Promise<void>;
  output(): string;
}

/** `node server/main.ts` on the database of `env` (DATA_DIR or DATABASE_URL), listening on a free port. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { child, base, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), output: () => output };
}

/**
 * Seeds the database and, through the app with its clock 30 minutes before today's midnight in
 * Seoul, creates and activates a yearly birthday event at 00:00 for `count` subjects born on
 * today's month and day: activation puts one job per subject at today 00:00 (Seoul), already due.
 * Each job is then stored a second time (no dedupe key), so two workers may well run the same send
 * at once. Returns the event's name and id.
 */
export async function prepareBirthdayEvent(
  database: Database,
  count: number,
): Promise<{ name: string; eventId: number }> {
  await seedIfEmpty(database.db);
  const today = seoulDay(new Date());
  const clock = new Date(new Date(`${today}T00:00:00+09:00`).getTime() - 30 * 60_000);
  const app = await buildApp({
    settings: testSettings(),
    database,
    now: () => clock,
    distDir: '/nonexistent',
    jobs: { worker: false },
  });
  // No digits: the outbox search masks them.
  const tag = Array.from({ length: 4 }, () =>
    String.fromCharCode(0xac00 + Math.floor(Math.random() * 11_000)),
  );
  const name = `오늘 생일 ${tag.join('')}`;
  try {
    const { headers } = await login(app, ADMIN);
    const call = async <T>(method: string, url: string, payload?: unknown): Promise<T> => {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
      return response.json() as T;
    };
    const event = await call<{ id: string }>('POST', EVENTS, {
      name,
      category: 'BIRTHDAY',
      repeat: 'YEARLY',
      sendHour: 0,
      budgetPerPerson: 30_000,
      senderName: '인사팀',
    });
    const born = `1990${today.slice(5, 7)}${today.slice(8, 10)}`;
    const rows = Array.from({ length: count }, (_, n) => ({
      ...importRow(
        `생일${n}`,
        `0105${String(Date.now() % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`,
      ),
      eventDate: born,
    }));
    await call('POST', `${EVENTS}/${event.id}/subjects`, { rows });
    await call('POST', `${EVENTS}/${event.id}/cards`, { template: 'birth_day01', message: '생일 축하해요!' });
    const items = await call<Array<{ id: string }>>('GET', listUrl(`${EVENTS}/${event.id}/gifts/items`));
    await call('PUT', `${EVENTS}/${event.id}/gifts`, { itemIds: [items[0]!.id], defaultItemId: null });
    await call('PATCH', `${EVENTS}/${event.id}/status`, { status: 'ACTIVE', agreement: AGREEMENT });
  } finally {
    await app.close();
  }
  const scheduled = await database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, GIFT_SCHEDULED_SEND), eq(jobs.status, 'waiting')));
  const due = scheduled.filter((job) => job.runAt.getTime() <= Date.now());
  if (due.length !== count) throw new Error(`expected ${count} due sends, found ${due.length}`);
  await database.db.insert(jobs).values(
    due.map((job) => ({
      kind: job.kind,
      payload: job.payload,
      companyId: job.companyId,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts,
    })),
  );
  return { name, eventId: (due[0]!.payload as { eventId: number }).eventId };
}

const providerLogins = new Map<string, Record<string, string>>();
async function providerHeaders(base: string) {
  const known = providerLogins.get(base);
  if (known) return known;
  const login = await fetch(`${base}/provider/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo-provider@example.com', password: 'Demo!2345' }),
  });
  const { clientId, clientSecret } = (await login.json()) as { clientId: string; clientSecret: string };
  const headers = { provider_client_id: clientId, provider_client_secret: clientSecret };
  providerLogins.set(base, headers);
  return headers;
}

/** How many gift messages of the event the outbox holds, through a running server's provider API. */
export async function messageCount(base: string, eventName: string, headers?: Record<string, string>) {
  const query = new URLSearchParams({ filter: JSON.stringify({ q: eventName }), range: '[0,0]' });
  const list = await fetch(`${base}/provider/v1/outbox?${query}`, {
    headers: headers ?? (await providerHeaders(base)),
  });
  return Number(/\/(\d+)$/.exec(list.headers.get('content-range') ?? '')?.[1] ?? 0);
}

/**
 * Through a running server's provider API: how many gift messages of the event the outbox holds,
 * and how many sends or messages are due and not yet done.
 */
export async function progress(base: string, eventName: string) {
  const headers = await providerHeaders(base);
  const get = (path: string, filter: object, range: string, sort?: string[]) =>
    fetch(
      `${base}${path}?${new URLSearchParams({
        filter: JSON.stringify(filter),
        range,
        ...(sort ? { sort: JSON.stringify(sort) } : {}),
      })}`,
      { headers },
    );
  const messages = await messageCount(base, eventName, headers);
  let openDue = 0;
  for (const kind of [GIFT_SCHEDULED_SEND, MESSAGE_SEND, MESSAGE_SEND_BATCH])
    for (const status of ['waiting', 'running']) {
      const page = await get('/provider/v1/jobs', { kind, status }, '[0,99]', ['runAt', 'ASC']);
      if (!page.ok) throw new Error(`jobs list: ${page.status} ${await page.text()}`);
      const rows = (await page.json()) as { runAt: string }[];
      openDue += rows.filter((row) => Date.parse(row.runAt) <= Date.now()).length;
    }
  return { messages, openDue };
}

/** The event's sends and messages as stored, and the due jobs not yet done. */
export async function sendFigures(database: Database, event: { name: string; eventId: number }) {
  const sends = await database.db
    .select({ subjectId: giftSends.subjectId, sendDate: giftSends.sendDate })
    .from(giftSends)
    .where(eq(giftSends.eventId, event.eventId));
  const messages = await database.db
    .select({ recipient: outbox.recipient })
    .from(outbox)
    .where(and(eq(outbox.subject, event.name), like(outbox.body, '%/gift/%')));
  const open = await database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [GIFT_SCHEDULED_SEND, MESSAGE_SEND, MESSAGE_SEND_BATCH]),
        inArray(jobs.status, ['waiting', 'running']),
        lte(jobs.runAt, new Date()),
      ),
    );
  const twice = <T>(values: T[]) => values.filter((value, index) => values.indexOf(value) !== index);
  return {
    sends: sends.length,
    messages: messages.length,
    sentTwice: twice(sends.map((s) => `${s.subjectId}:${s.sendDate}`)),
    messagedTwice: twice(messages.map((m) => m.recipient)),
    openJobs: open.length,
  };
}
