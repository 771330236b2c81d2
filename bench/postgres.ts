// A throw-away PostgreSQL 15 cluster for the bench, started as .ci/run starts CI's: initdb in a
// temporary folder, run as the postgres user when we are root, stopped (and removed) afterwards.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL tool as the postgres user when root (initdb refuses root). */
function asPostgres(command: string) {
  const root = process.getuid?.() === 0;
  if (root) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { stdio: 'ignore' });
  else execFileSync('bash', ['-c', command], { stdio: 'ignore' });
}

export const postgresAvailable = () => existsSync(join(PG_BIN, 'initdb'));

/** Starts a cluster on `port`; `url` is its postgres database, `stop()` ends it and removes its files. */
export function startPostgres(port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, uid);
  }
  asPostgres(`${PG_BIN}/initdb -D ${dir}/data -A trust -U postgres -E UTF8`);
  asPostgres(
    `${PG_BIN}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200' start`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres(`${PG_BIN}/pg_ctl -D ${dir}/data -m fast stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh `portal_bench` database in a started cluster, or undefined for the embedded database. */
export async function benchDatabaseUrl(cluster: { url: string } | null): Promise<string | undefined> {
  if (!cluster) return undefined;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database portal_bench');
  await admin.end();
  return cluster.url.replace(/\/postgres$/, '/portal_bench');
}
