// Scheduled birthday sends run exactly once with real server processes (server/main.ts): across a
// crash and restart on the embedded database, and with two servers on one PostgreSQL database (the
// CI's PostgreSQL run, TEST_DATABASE_URL), one of them restarted while both are sending.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { createPostgresDatabase } from '../fixtures/jobsDatabase';
import {
  messageCount,
  prepareBirthdayEvent,
  progress,
  sendFigures,
  startServer,
  type ServerProcess,
} from './processes';

const adminUrl = process.env.TEST_DATABASE_URL;
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  cleanup.push(() => server.kill());
  return server;
}

/** Waits until a running server reports all `count` messages out and no due send or message left. */
async function settled(server: ServerProcess, name: string, count: number) {
  await expect
    .poll(() => progress(server.base, name), { timeout: 120_000, interval: 250 })
    .toEqual({ messages: count, openDue: 0 });
}

describe.skipIf(adminUrl)('scheduled birthday sends across a server crash (embedded database)', () => {
  it('a server killed mid-send and started again sends each subject once', async () => {
    const COUNT = 60;
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-gift-restart-'));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const preparing = await openDatabase({ dataDir });
    const event = await prepareBirthdayEvent(preparing, COUNT);
    await preparing.close();

    const first = await start({ DATA_DIR: dataDir });
    await expect
      .poll(() => messageCount(first.base, event.name), { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(0);
    await first.kill();
    const killed = await openDatabase({ dataDir });
    const atKill = await sendFigures(killed, event);
    await killed.close();
    console.log(`after SIGKILL: ${JSON.stringify(atKill)}`);
    expect(atKill.sentTwice).toEqual([]);
    expect(atKill.messagedTwice).toEqual([]);
    // The crash landed mid-run: something was still to do.
    expect(atKill.messages < COUNT || atKill.openJobs > 0).toBe(true);

    const second = await start({ DATA_DIR: dataDir });
    await settled(second, event.name, COUNT);
    await second.stop();
    const reopened = await openDatabase({ dataDir });
    const final = await sendFigures(reopened, event);
    await reopened.close();
    console.log(`after restart: ${JSON.stringify(final)}`);
    expect(final).toEqual({ sends: COUNT, messages: COUNT, sentTwice: [], messagedTwice: [], openJobs: 0 });
  }, 300_000);
});

describe.skipIf(!adminUrl)('scheduled birthday sends with two servers on one PostgreSQL database', () => {
  it('two servers, one restarted mid-send, send each subject once', async () => {
    const COUNT = 60;
    const created = await createPostgresDatabase(adminUrl!);
    cleanup.push(created.drop);
    const database = await openDatabase({ databaseUrl: created.url });
    cleanup.push(() => database.close());
    const event = await prepareBirthdayEvent(database, COUNT);

    const env = { DATABASE_URL: created.url };
    const [a, b] = await Promise.all([start(env), start(env)]);
    await expect
      .poll(() => messageCount(a.base, event.name), { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(0);
    // A restart of one of them while both are sending: it finishes what it holds, then stops.
    await a.stop();
    const atRestart = await sendFigures(database, event);
    console.log(`one of two restarted: ${JSON.stringify(atRestart)}`);
    expect(atRestart.messages < COUNT || atRestart.openJobs > 0).toBe(true);
    const restarted = await start(env);
    await settled(restarted, event.name, COUNT);
    await Promise.all([restarted.stop(), b.stop()]);

    const final = await sendFigures(database, event);
    console.log(`two servers: ${JSON.stringify(final)}`);
    expect(final).toEqual({ sends: COUNT, messages: COUNT, sentTwice: [], messagedTwice: [], openJobs: 0 });
  }, 300_000);
});
