import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { SeededTemplate } from '../setup/seededTemplate';
import { buildApp, type AppOptions } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { createPostgresDatabase } from './fixtures/jobsDatabase';
import { DEMO_PASSWORD, seedDemoData } from '../../server/db/seed';
import { jobWorkerOf } from '../../server/jobs/plugin';
import { testSettings, type Settings } from '../../server/settings';
import { secretsInAuditLog, undeclaredApplicationAnswers } from './auditScan';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: { now: Date; advance(ms: number): void; set(iso: string): void };
  close(): Promise<void>;
}

/**
 * A seeded app on a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL is set (CI's
 * PostgreSQL run), a new database created for this file and dropped afterwards. Both start as a copy
 * of the run's seeded database (tests/setup/seededTemplate.ts) rather than migrating and seeding.
 */
export async function createTestApp(
  overrides: Partial<Parameters<typeof testSettings>[0]> = {},
  /** Parts of the app a test wants to hold itself (e.g. the file storage it inspects). */
  appOptions: Pick<AppOptions, 'files' | 'jobs'> = {},
): Promise<TestApp> {
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
    set(iso: string) {
      this.now = new Date(iso);
    },
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The run's seeded copy (tests/setup/seededTemplate.ts); seeded here when a runner gave none.
  const template = inject('seededTemplate') as SeededTemplate | undefined;
  let dropDatabase = async () => {};
  let database: Database;
  if (adminUrl) {
    const created = await createPostgresDatabase(
      adminUrl,
      template?.kind === 'postgres' ? template.name : undefined,
    );
    database = await openDatabase({ databaseUrl: created.url });
    dropDatabase = created.drop;
  } else {
    database = await openDatabase(
      template?.kind === 'pglite' ? { template: new Blob([readFileSync(template.file)]) } : {},
    );
  }
  if (!template || template.kind !== database.kind) await seedDemoData(database.db);
  const settings: Settings = testSettings(overrides);
  const app = await buildApp({
    settings,
    database,
    now: () => clock.now,
    distDir: '/nonexistent',
    ...appOptions,
  });
  return {
    app,
    database,
    clock,
    async close() {
      // No issued code, token or voucher may be readable in the audit log (server/api/audit.ts).
      const leaked = await secretsInAuditLog(database.db);
      // No stored application answer holds a field its step does not declare (schemas/serviceApply).
      const undeclared = await undeclaredApplicationAnswers(database.db);
      await app.close();
      await database.close();
      await dropDatabase();
      if (leaked.length > 0) throw new Error(`감사 기록에 발급한 비밀 값이 남았습니다: ${leaked.join(', ')}`);
      if (undeclared.length > 0)
        throw new Error(
          `신청서 답변에 선언되지 않은 항목이 저장되었습니다: ${undeclared.slice(0, 10).join(', ')}`,
        );
    },
  };
}

export type AuthHeaders = Record<
  'company_member_encrypted' | 'company_encrypted' | 'client_id' | 'client_secret',
  string
>;

export interface LoggedIn {
  headers: AuthHeaders;
  body: { sessionId?: string; companyMemberEncrypted: string; companyEncrypted: string; expiresAt: string };
}

/** Logs in through the real call and returns the auth headers the browser would send. */
export async function login(
  app: FastifyInstance,
  email: string,
  keepLoginYN: 'Y' | 'N' = 'N',
): Promise<LoggedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/portal/auth/api/login',
    payload: { email, password: DEMO_PASSWORD, keepLoginYN },
  });
  if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
  const body = response.json();
  return { headers: headersOf(body), body };
}

export function headersOf(body: Record<string, string>): AuthHeaders {
  return {
    company_member_encrypted: body.companyMemberEncrypted!,
    company_encrypted: body.companyEncrypted!,
    client_id: body.clientId!,
    client_secret: body.clientSecret!,
  };
}

/**
 * Runs the job queue's due jobs and waits until they have committed: a message sent by a call is
 * in the outbox after this, as it is on a running server a moment after the call.
 */
export const drainJobs = (t: Pick<TestApp, 'database'>) => jobWorkerOf(t.database.db).drain();

export const ADMIN = 'demo-admin@example.com';
export const MEMBER = 'demo-member@example.com';
export const NIKE = 'demo-nike@example.com';
