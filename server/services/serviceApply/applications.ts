import { and, desc, eq } from 'drizzle-orm';
import { APPLICATIONS, type ApplicationRecord, type ApplyService } from '../../../schemas/serviceApply';
import type { ApplicationDraftBody } from '../../../schemas/serviceApply';
import { answerErrors, declaredAnswers, type ApplicationAnswers } from '../../../schemas/serviceApply/define';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import { companies, companyServices, serviceApplications } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { checkPaymentAnswer } from './payments';

type ApplicationRow = typeof serviceApplications.$inferSelect;

export const ALREADY_APPLIED = '이미 신청한 서비스입니다. 신청 결과를 확인해주세요.';
export const ALREADY_IN_USE = '이미 이용 중인 서비스입니다.';
const UNKNOWN_STEP = '신청 단계가 올바르지 않습니다.';
const INCOMPLETE = '입력하지 않았거나 올바르지 않은 항목이 있습니다. 각 단계를 확인해주세요.';

/** The wizard's last page: a summary before submitting, the state after. */
export const RESULT_STEP = 'result';

/**
 * An application's answers as its steps declare them: what the console shows and what approval and
 * the delivery jobs act on. A field no step declares (stored by an older version, or sent by a
 * client that should not have) is never read.
 */
export function answersOf(application: Pick<ApplicationRow, 'service' | 'answers'>): ApplicationAnswers {
  const definition = APPLICATIONS[application.service as ApplyService] as
    (typeof APPLICATIONS)[ApplyService] | undefined;
  return definition ? declaredAnswers(definition, application.answers) : {};
}

export function toApplicationRecord(
  ctx: AppContext,
  row: ApplicationRow,
  companyName: string,
  serviceStatus: ApplicationRecord['serviceStatus'],
): ApplicationRecord {
  return {
    id: ctx.ids.encode('serviceApplication', row.id),
    service: row.service as ApplyService,
    status: row.status,
    step: row.step,
    answers: answersOf(row),
    companyName,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    startDate: row.startDate,
    rejectReason: row.rejectReason,
    serviceStatus,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function latest(db: Db, companyId: number, service: string) {
  const [row] = await db
    .select({ application: serviceApplications, companyName: companies.name })
    .from(serviceApplications)
    .innerJoin(companies, eq(companies.id, serviceApplications.companyId))
    .where(and(eq(serviceApplications.companyId, companyId), eq(serviceApplications.service, service)))
    .orderBy(desc(serviceApplications.id))
    .limit(1);
  return row ?? null;
}

async function serviceRow(db: Db, companyId: number, service: string) {
  const [row] = await db
    .select()
    .from(companyServices)
    .where(and(eq(companyServices.companyId, companyId), eq(companyServices.service, service)));
  return row ?? null;
}

/** The latest application of a service for the caller's company (null before the first save). */
export async function getApplication(
  ctx: AppContext,
  session: SessionAuth,
  service: ApplyService,
): Promise<ApplicationRecord | null> {
  const found = await latest(ctx.db, session.companyId, service);
  if (!found) return null;
  const status = await serviceRow(ctx.db, session.companyId, service);
  return toApplicationRecord(ctx, found.application, found.companyName, status?.status ?? null);
}

/** Every application of the company, newest first (home and service pages show their state). */
export async function listCompanyApplications(ctx: AppContext, session: SessionAuth) {
  const rows = await ctx.db
    .select({ application: serviceApplications, companyName: companies.name })
    .from(serviceApplications)
    .innerJoin(companies, eq(companies.id, serviceApplications.companyId))
    .where(eq(serviceApplications.companyId, session.companyId))
    .orderBy(desc(serviceApplications.id));
  const services = await ctx.db
    .select()
    .from(companyServices)
    .where(eq(companyServices.companyId, session.companyId));
  const statusOf = (service: string) => services.find((row) => row.service === service)?.status ?? null;
  return rows.map(({ application, companyName }) =>
    toApplicationRecord(ctx, application, companyName, statusOf(application.service)),
  );
}

function checkShape(service: ApplyService, body: ApplicationDraftBody) {
  const keys = APPLICATIONS[service].steps.map((step) => step.key);
  if (body.step !== RESULT_STEP && !keys.includes(body.step))
    throw badRequest(UNKNOWN_STEP, { step: UNKNOWN_STEP });
  const unknown = Object.keys(body.answers).find((key) => !keys.includes(key));
  if (unknown) throw badRequest(UNKNOWN_STEP, { [unknown]: UNKNOWN_STEP });
}

/** An open draft to write into: the latest if still a draft, a new one after a rejection. */
async function openDraft(ctx: AppContext, session: SessionAuth, service: ApplyService) {
  if (APPLICATIONS[service].repeatable) {
    // Orders: a running service or an earlier order does not stop the next one.
    const found = await latest(ctx.db, session.companyId, service);
    return found?.application.status === 'DRAFT' ? found.application : null;
  }
  const running = await serviceRow(ctx.db, session.companyId, service);
  if (running && running.status !== 'ENDED' && running.status !== 'APPLIED') {
    throw new AppError(409, 'SERVICE_IN_USE', ALREADY_IN_USE);
  }
  const found = await latest(ctx.db, session.companyId, service);
  if (found && (found.application.status === 'SUBMITTED' || found.application.status === 'APPROVED')) {
    throw new AppError(409, 'ALREADY_APPLIED', ALREADY_APPLIED);
  }
  return found?.application.status === 'DRAFT' ? found.application : null;
}

/** Saves the step reached and the answers so far; a reload or another device continues from here. */
export async function saveDraft(
  ctx: AppContext,
  session: SessionAuth,
  service: ApplyService,
  body: ApplicationDraftBody,
): Promise<ApplicationRecord> {
  checkShape(service, body);
  const draft = await openDraft(ctx, session, service);
  const values = {
    step: body.step,
    answers: declaredAnswers(APPLICATIONS[service], body.answers),
    applicantId: session.memberId,
  };
  const [row] = draft
    ? await ctx.db
        .update(serviceApplications)
        .set(values)
        .where(eq(serviceApplications.id, draft.id))
        .returning()
    : await ctx.db
        .insert(serviceApplications)
        .values({ ...values, companyId: session.companyId, service })
        .returning();
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, session.companyId));
  return toApplicationRecord(ctx, row!, company!.name, null);
}

/**
 * Submits the draft: every step must pass its schema (errors keyed `step.field`), a payment step's
 * method must be the company's and usable. The service appears in serviceList as applied.
 */
export async function submitApplication(
  ctx: AppContext,
  session: SessionAuth,
  service: ApplyService,
  answers?: ApplicationDraftBody['answers'],
): Promise<ApplicationRecord> {
  const draft = await openDraft(ctx, session, service);
  if (answers) checkShape(service, { step: RESULT_STEP, answers });
  // Every step passes below, so each field stored is its schema's output; nothing undeclared.
  const current = declaredAnswers(APPLICATIONS[service], answers ?? draft?.answers ?? {});
  const errors = answerErrors(APPLICATIONS[service], current);
  if (Object.keys(errors).length > 0) throw badRequest(INCOMPLETE, errors);
  for (const step of APPLICATIONS[service].steps) {
    if (step.panel === 'payment') await checkPaymentAnswer(ctx, session, current[step.key] ?? {});
  }
  const now = ctx.now();
  const values = {
    step: RESULT_STEP,
    answers: current,
    status: 'SUBMITTED' as const,
    submittedAt: now,
    applicantId: session.memberId,
  };
  const [row] = draft
    ? await ctx.db
        .update(serviceApplications)
        .set(values)
        .where(eq(serviceApplications.id, draft.id))
        .returning()
    : await ctx.db
        .insert(serviceApplications)
        .values({ ...values, companyId: session.companyId, service })
        .returning();
  const applied = { companyId: session.companyId, service, useYN: 'N' as const, status: 'APPLIED' as const };
  if (APPLICATIONS[service].repeatable) {
    // A new order leaves a service already in use as it is.
    await ctx.db
      .insert(companyServices)
      .values({ ...applied, serviceType: 'ONE_TIME', startedAt: null })
      .onConflictDoNothing();
  } else {
    await ctx.db
      .insert(companyServices)
      .values({ ...applied, startedAt: null })
      .onConflictDoUpdate({
        target: [companyServices.companyId, companyServices.service],
        set: { useYN: 'N', status: 'APPLIED', startedAt: null },
      });
  }
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, session.companyId));
  const status = await serviceRow(ctx.db, session.companyId, service);
  return toApplicationRecord(ctx, row!, company!.name, status?.status ?? 'APPLIED');
}
