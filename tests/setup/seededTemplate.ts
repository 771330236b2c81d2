import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

/** Where each API test file finds the migrated, seeded database it starts from. */
export type SeededTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/**
 * Migrates and seeds the demo database once per run, instead of once per test file: on the
 * embedded database as a snapshot file each file loads, on PostgreSQL (TEST_DATABASE_URL) as a
 * template database each file's own database is created from. Every file still gets a database of
 * its own; only the minutes of repeated migrations and seeding are saved.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await seedDemoData(database.db);
    const snapshot = await database.snapshot!();
    await database.close();
    const folder = mkdtempSync(join(tmpdir(), 'portal-seeded-'));
    const file = join(folder, 'seeded.tar');
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('seededTemplate', { kind: 'pglite', file });
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const name = `portal_seeded_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await seedDemoData(database.db);
  // A template must have no connection while databases are copied from it.
  await database.close();
  project.provide('seededTemplate', { kind: 'postgres', name });
  return () => admin(`drop database if exists ${name} with (force)`);
}
