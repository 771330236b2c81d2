import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { takeTurns } from './takeTurns';
import { prepareStatements } from './pglitePrepared';
import { nameStatements, type StatementObserver } from './namedStatements';

export type Schema = typeof schema;
/** The database handle every service takes: PGlite and node-postgres share this base type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Checks the connection (for /healthz). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as one archive (`template` of a later `openDatabase`). */
  snapshot?(): Promise<Blob>;
}

const statementObservers = new WeakMap<Db, Set<StatementObserver>>();

/**
 * Reports every statement the server parses for this handle (named or not), on PostgreSQL and on
 * the embedded database, until the returned function is called. Tests use it to check that reads
 * are named.
 */
export function observeStatements(db: Db, observer: StatementObserver): (() => void) | null {
  const observers = statementObservers.get(db);
  if (!observers) return null;
  observers.add(observer);
  return () => observers.delete(observer);
}

/**
 * The embedded server's PostgreSQL settings: PGlite's own, with 32 MB of shared buffers instead of its
 * 160 MB. PGlite touches all of them as it starts, so they were 160 MB of the process's memory before a
 * single row was read (idle RSS about 420 MB); a page that is not in them is read from the data
 * folder, which the operating system caches anyway. Measured in bench/startup.ts.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Trigram indexes of the Korean search (migration korean_search). PGlite loads an extension's code
 * only when a database is opened with it; it adds nothing measurable to the start (about 3.4 s either
 * way on this machine), and CREATE EXTENSION takes 20-40 ms once.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Beside this file: server/db/migrations from the source, dist-server/migrations (a copy made by
 * scripts/build-server.mjs) from the compiled server.
 */
const migrationsFolder = join(fileURLToPath(new URL('.', import.meta.url)), 'migrations');

/**
 * Opens the database and applies the committed migrations. With a `databaseUrl` it uses PostgreSQL;
 * with a `dataDir` an embedded PGlite there (locked against a second process); with neither, an
 * in-memory PGlite (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** In memory only: start from a `snapshot()` instead of an empty database (tests' seeded copy). */
  template?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    // Named statements live as long as their connection: the pool's default of closing a connection
    // idle for 10 s threw them away between two bursts, and the next burst paid a connection and a
    // Parse of every statement again (the slowest hundredth of a list request, 100-300 ms).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20, idleTimeoutMillis: 300_000 });
    const observers = new Set<StatementObserver>();
    let migrated = false;
    nameStatements(pool, () => migrated, observers);
    // An idle connection closed by the server (restart, failover) must not crash the process: the
    // pool drops it and the next query opens a new one.
    pool.on('error', (error) => console.warn(`PostgreSQL 연결이 끊어졌습니다: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    migrated = true;
    statementObservers.set(db as unknown as Db, observers);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const release = options.dataDir ? await acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = options.dataDir
      ? new PGlite(join(options.dataDir, 'pglite'), {
          startParams: PGLITE_START_PARAMS,
          extensions: PGLITE_EXTENSIONS,
        })
      : new PGlite({
          extensions: PGLITE_EXTENSIONS,
          ...(options.template ? { loadDataDir: options.template } : {}),
        });
    await client.waitReady;
    const observers = new Set<StatementObserver>();
    let migrated = false;
    const prepared = prepareStatements(client, () => migrated, observers);
    const db = drizzlePglite(takeTurns(prepared), { schema });
    await migratePglite(db, { migrationsFolder });
    migrated = true;
    statementObservers.set(db as unknown as Db, observers);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      snapshot: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
