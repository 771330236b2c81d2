import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import { APPLICATIONS, applicationRecord, type ApplicationRecord } from '../../../schemas/serviceApply';
import { serviceApprovedMessage, serviceRejectedMessage } from '../../../schemas/decisionMessages';
import { FLOWER_KINDS, FLOWER_PRICES } from '../../../schemas/serviceApply/flower24';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import { companies, companyServices, serviceApplications } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { containsPattern, decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { answersOf, toApplicationRecord } from './applications';
import { scheduleDeliveries, scheduleOrder } from './deliveries';
import { enqueueWeeklyDeliveries } from './jobs';

const definitionOf = (service: string) =>
  (APPLICATIONS as Record<string, (typeof APPLICATIONS)[keyof typeof APPLICATIONS] | undefined>)[service];
/** The service's Korean name as its messages say it (스낵24). */
const labelOf = (service: string) => definitionOf(service)?.label ?? service;

/** The provider console's applications: every company's, filters by service and status. */
export const applicationList = listFromRecord(applicationRecord, {
  resource: 'service-applications',
  defaultSort: ['submittedAt', 'DESC'],
});
const sortColumns = sortMap(applicationList, {
  id: serviceApplications.id,
  submittedAt: serviceApplications.submittedAt,
  updatedAt: serviceApplications.updatedAt,
});

const NOT_FOUND = '서비스 신청을 찾을 수 없습니다.';
const NOT_WAITING = '승인 대기 중인 신청만 처리할 수 있습니다.';

type Filter = { q?: string; service?: string; status?: ApplicationRecord['status']; id?: string | string[] };

export async function listApplications(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<ApplicationRecord>> {
  const { q, service, status, id } = list.filter as Filter;
  const conditions: SQL[] = [];
  if (q) conditions.push(or(ilike(companies.name, containsPattern(q)))!);
  if (service) conditions.push(eq(serviceApplications.service, service));
  if (status) conditions.push(eq(serviceApplications.status, status));
  if (id !== undefined) {
    const wanted = decodeIdFilter(id, (value) => ctx.ids.decode('serviceApplication', value));
    conditions.push(wanted.length ? inArray(serviceApplications.id, wanted) : eq(serviceApplications.id, -1));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[list.sort]!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        application: serviceApplications,
        companyName: companies.name,
        serviceStatus: companyServices.status,
      })
      .from(serviceApplications)
      .innerJoin(companies, eq(companies.id, serviceApplications.companyId))
      .leftJoin(
        companyServices,
        and(
          eq(companyServices.companyId, serviceApplications.companyId),
          eq(companyServices.service, serviceApplications.service),
        ),
      )
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(serviceApplications.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db
      .select({ n: count() })
      .from(serviceApplications)
      .innerJoin(companies, eq(companies.id, serviceApplications.companyId))
      .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => toApplicationRecord(ctx, row.application, row.companyName, row.serviceStatus)),
  };
}

async function loadOne(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select({
      application: serviceApplications,
      companyName: companies.name,
      serviceStatus: companyServices.status,
    })
    .from(serviceApplications)
    .innerJoin(companies, eq(companies.id, serviceApplications.companyId))
    .leftJoin(
      companyServices,
      and(
        eq(companyServices.companyId, serviceApplications.companyId),
        eq(companyServices.service, serviceApplications.service),
      ),
    )
    .where(eq(serviceApplications.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getProviderApplication(ctx: AppContext, id: number): Promise<ApplicationRecord> {
  const row = await loadOne(ctx, id);
  return toApplicationRecord(ctx, row.application, row.companyName, row.serviceStatus);
}

async function waiting(ctx: AppContext, id: number) {
  const row = await loadOne(ctx, id);
  if (row.application.status !== 'SUBMITTED') throw new AppError(409, 'NOT_WAITING', NOT_WAITING);
  return row;
}

const contactOf = (answers: Record<string, Record<string, unknown>>) => {
  const phone = answers.applicant?.contactPhone;
  return typeof phone === 'string' ? phone : null;
};

/**
 * Approves: the service turns on in serviceList (IN_USE, useYN Y, started on the start date), the
 * first four weeks of deliveries are planned for services that deliver, and the contact is told.
 */
export async function approveApplication(ctx: AppContext, id: number, startDate: string) {
  const row = await waiting(ctx, id);
  const start = new Date(`${startDate}T00:00:00+09:00`);
  if (Number.isNaN(start.getTime()) || seoulDateString(start) !== startDate) {
    throw badRequest('시작일이 올바르지 않습니다.', { startDate: '시작일이 올바르지 않습니다.' });
  }
  const { application } = row;
  const definition = definitionOf(application.service);
  const now = ctx.now();
  await ctx.db
    .update(serviceApplications)
    .set({ status: 'APPROVED', startDate, decidedAt: now })
    .where(eq(serviceApplications.id, id));
  await ctx.db
    .insert(companyServices)
    .values({
      companyId: application.companyId,
      service: application.service,
      serviceType: application.service === 'quick24' || definition?.repeatable ? 'ONE_TIME' : 'SUBSCRIPTION',
      useYN: 'Y',
      status: 'IN_USE',
      startedAt: start,
    })
    .onConflictDoUpdate({
      target: [companyServices.companyId, companyServices.service],
      set: { useYN: 'Y', status: 'IN_USE', startedAt: start },
    });
  const answers = answersOf(application);
  const weekdays = Object.values(answers).flatMap((answer) =>
    Array.isArray(answer.weekdays) ? answer.weekdays.map(String) : [],
  );
  const budget = Number(answers.deliveryPackage?.monthlyBudget ?? 0);
  if (definition?.repeatable) {
    const kind = String(answers.wreath?.kind ?? '');
    await scheduleOrder(ctx.db, {
      companyId: application.companyId,
      service: application.service,
      date: startDate,
      amount: FLOWER_PRICES[kind] ?? 0,
      note: FLOWER_KINDS.find((entry) => entry.id === kind)?.name.replace(/ \(.*\)$/, '') ?? null,
    });
  }
  if (weekdays.length > 0) {
    await scheduleDeliveries(ctx.db, {
      companyId: application.companyId,
      service: application.service,
      weekdays,
      from: startDate,
      days: 28,
      amount: weekdays.length ? Math.round(budget / 4 / weekdays.length) : 0,
    });
  }
  await enqueueWeeklyDeliveries(ctx.db, application.companyId, now);
  const phone = contactOf(answersOf(application));
  const label = labelOf(application.service);
  if (phone) {
    await ctx.sender.send(
      {
        companyId: application.companyId,
        channel: 'SMS',
        recipient: phone,
        body: serviceApprovedMessage(label, startDate).body,
        purpose: 'service-approved',
      },
      ctx.db,
    );
  }
  return getProviderApplication(ctx, id);
}

/** Rejects with a reason the company reads on its result page; the service leaves serviceList's "applied". */
export async function rejectApplication(ctx: AppContext, id: number, reason: string) {
  const { application } = await waiting(ctx, id);
  await ctx.db
    .update(serviceApplications)
    .set({ status: 'REJECTED', rejectReason: reason, decidedAt: ctx.now() })
    .where(eq(serviceApplications.id, id));
  await ctx.db
    .update(companyServices)
    .set({ useYN: 'N', status: 'ENDED' })
    .where(
      and(
        eq(companyServices.companyId, application.companyId),
        eq(companyServices.service, application.service),
        eq(companyServices.status, 'APPLIED'),
      ),
    );
  const phone = contactOf(answersOf(application));
  if (phone) {
    await ctx.sender.send(
      {
        companyId: application.companyId,
        channel: 'LMS',
        recipient: phone,
        ...serviceRejectedMessage(labelOf(application.service), reason),
        purpose: 'service-rejected',
      },
      ctx.db,
    );
  }
  return getProviderApplication(ctx, id);
}
