import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdListener } from '../../server/db/holdListener';
import { createPostgresDatabase } from './fixtures/jobsDatabase';

/**
 * The connection held for LISTEN (sessions, owned rows, versions, the job queue) survives being
 * cut: it is destroyed once, whatever reports the loss, and opened again. A second release used to
 * throw out of node-postgres's error event when a database was dropped under a test.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** A pool whose connections fail as node-postgres reports a cut: the 'error' event, then the query. */
function poolCutWhileListening() {
  const releases: number[] = [];
  let opened = 0;
  const pool = {
    async connect() {
      const index = opened++;
      releases[index] = 0;
      const client = Object.assign(new EventEmitter(), {
        async query() {
          const error = new Error('terminating connection due to administrator command');
          client.emit('error', error);
          throw error;
        },
        release() {
          releases[index] = (releases[index] ?? 0) + 1;
          if (releases[index] > 1)
            throw new Error('Release called on client which has already been released to the pool.');
        },
      });
      return client;
    },
  };
  return { pool: pool as unknown as pg.Pool, releases, opened: () => opened };
}

describe('a held LISTEN connection cut while it is being opened', () => {
  it('is destroyed once and opened again', async () => {
    const { pool, releases, opened } = poolCutWhileListening();
    const listener = holdListener(pool, { channels: { test_channel: () => {} }, retryMs: 5 });
    const started = Date.now();
    while (opened() < 3 && Date.now() - started < 2_000) await new Promise((r) => setTimeout(r, 5));
    await listener.stop();
    expect(opened()).toBeGreaterThanOrEqual(3);
    expect(releases.every((count) => count === 1)).toBe(true);
  });
});

describe.skipIf(!adminUrl)('a held LISTEN connection', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  beforeAll(async () => {
    created = await createPostgresDatabase(adminUrl!);
    pool = new pg.Pool({ connectionString: created.url });
  });
  afterAll(async () => {
    await pool?.end();
    await created?.drop();
  });

  const until = async (condition: () => boolean, withinMs = 5_000) => {
    const started = Date.now();
    while (!condition() && Date.now() - started < withinMs) await new Promise((r) => setTimeout(r, 10));
    return condition();
  };
  /** Ends every other backend of the scratch database that is listening, as an operator could. */
  const cutListeners = () =>
    pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
    );

  it('hears notifications again after its connection is cut, without a double release', async () => {
    const heard: string[] = [];
    let ups = 0;
    let downs = 0;
    const listener = holdListener(pool, {
      channels: { test_channel: (payload) => heard.push(payload) },
      retryMs: 50,
      onUp: () => (ups += 1),
      onDown: () => (downs += 1),
    });
    try {
      expect(await until(() => ups === 1)).toBe(true);
      await pool.query(`select pg_notify('test_channel', 'first')`);
      expect(await until(() => heard.includes('first'))).toBe(true);

      for (let cut = 1; cut <= 3; cut += 1) {
        await cutListeners();
        expect(await until(() => downs === cut && ups === cut + 1)).toBe(true);
      }
      await pool.query(`select pg_notify('test_channel', 'after')`);
      expect(await until(() => heard.includes('after'))).toBe(true);
    } finally {
      await listener.stop();
    }
    expect(downs).toBe(ups);
    // Stopped: nothing of it is left listening.
    const { rows } = await pool.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and state = 'idle'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('stops cleanly while its connection is still being opened', async () => {
    const listener = holdListener(pool, { channels: { test_channel: () => {} }, retryMs: 50 });
    await listener.stop();
    const { rows } = await pool.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and state = 'idle'`,
    );
    expect(rows[0].n).toBe(0);
  });
});
