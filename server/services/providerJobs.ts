import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { providerJobRecord, type ProviderJobRecord } from '../../schemas/jobs';
import { listFromRecord, sortMap } from '../api/listFromRecord';
import type { AppContext } from '../context';
import { companies, jobs } from '../db/schema';
import { AppError, notFound } from '../errors';
import { announceJobs } from '../jobs/enqueue';
import { decodeIdFilter, type ListPage, type ListRequest } from './listQuery';
import { containsPattern } from './listQuery';

/** The provider console's job list: filters by status and kind, newest first. */
export const jobList = listFromRecord(providerJobRecord, {
  resource: 'jobs',
  defaultSort: ['createdAt', 'DESC'],
});
const sortColumns = sortMap(jobList, {
  id: jobs.id,
  runAt: jobs.runAt,
  createdAt: jobs.createdAt,
  finishedAt: jobs.finishedAt,
});

type JobFilter = {
  q?: string;
  status?: ProviderJobRecord['status'];
  kind?: string;
  id?: string | string[];
};

const JOB_NOT_FOUND = '작업을 찾을 수 없습니다.';
const NOT_FAILED = '실패한 작업만 다시 실행할 수 있습니다.';

type JobRow = typeof jobs.$inferSelect;

function toRecord(ctx: AppContext, job: JobRow, companyName: string | null): ProviderJobRecord {
  return {
    id: ctx.ids.encode('job', job.id),
    kind: job.kind,
    status: job.status,
    companyName,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    runAt: job.runAt.toISOString(),
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** Every company's jobs (operators only): `q` searches the kind, the company and the last error. */
export async function listJobs(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<ProviderJobRecord>> {
  const { q, status, kind, id } = list.filter as JobFilter;
  const conditions: SQL[] = [];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(ilike(jobs.kind, pattern), ilike(companies.name, pattern), ilike(jobs.lastError, pattern))!,
    );
  }
  if (status) conditions.push(eq(jobs.status, status));
  if (kind) conditions.push(eq(jobs.kind, kind));
  if (id !== undefined) {
    const wanted = decodeIdFilter(id, (value) => ctx.ids.decode('job', value));
    conditions.push(wanted.length ? inArray(jobs.id, wanted) : eq(jobs.id, -1));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[list.sort]!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ job: jobs, companyName: companies.name })
      .from(jobs)
      .leftJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(jobs.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db
      .select({ n: count() })
      .from(jobs)
      .leftJoin(companies, eq(companies.id, jobs.companyId))
      .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ job, companyName }) => toRecord(ctx, job, companyName)),
  };
}

/**
 * Runs a failed job again: waiting, due now, with its attempts counted from zero. The last error
 * stays until the new run replaces it. Only a failed job: one still waiting or running is the
 * queue's to run, and running a done one again would repeat its effect.
 */
export async function retryJob(ctx: AppContext, id: number): Promise<ProviderJobRecord> {
  const [retried] = await ctx.db
    .update(jobs)
    .set({ status: 'waiting', attempts: 0, runAt: ctx.now(), finishedAt: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  if (!retried) {
    const [exists] = await ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
    if (!exists) throw notFound(JOB_NOT_FOUND);
    throw new AppError(409, 'JOB_NOT_FAILED', NOT_FAILED);
  }
  await announceJobs(ctx.db);
  const [company] = retried.companyId
    ? await ctx.db.select({ name: companies.name }).from(companies).where(eq(companies.id, retried.companyId))
    : [];
  return toRecord(ctx, retried, company?.name ?? null);
}
