import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  rejectReasonLabel,
  signupRecord,
  type RejectReason,
  type SignupRecord,
} from '../../../schemas/signup';
import {
  signupApprovedMessage,
  signupLoginUrl,
  signupRejectedMessage,
} from '../../../schemas/decisionMessages';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, ProviderAuth } from '../../context';
import { companies, companyMembers, companySignups } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { koreanSearch } from '../koreanSearch';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';

/** The provider console's sign-up list: waiting ones first by default (newest first). */
export const signupList = listFromRecord(signupRecord, {
  resource: 'signups',
  defaultSort: ['createdAt', 'DESC'],
});
const sortColumns = sortMap(signupList, {
  id: companySignups.id,
  companyName: companies.name,
  status: companySignups.status,
  createdAt: companySignups.createdAt,
});

const SIGNUP_NOT_FOUND = '가입 신청을 찾을 수 없습니다.';
const NOT_PENDING = '승인 대기 중인 가입 신청만 처리할 수 있습니다.';

type Row = { signup: typeof companySignups.$inferSelect; company: typeof companies.$inferSelect };

function toRecord(ctx: AppContext, { signup, company }: Row): SignupRecord {
  return {
    id: ctx.ids.encode('company', company.id),
    companyName: company.name,
    registNumber: company.registNumber,
    representative: company.representative,
    address: [company.zoneCode ? `(${company.zoneCode})` : '', company.address1, company.address2]
      .filter(Boolean)
      .join(' '),
    officePhone: company.officePhone,
    applicantName: signup.applicantName,
    email: signup.email,
    cellPhone: signup.cellPhone,
    service: signup.service,
    agreeMarketing: signup.agreeMarketing,
    status: signup.status,
    rejectReason: signup.rejectReason,
    rejectNote: signup.rejectNote,
    createdAt: signup.createdAt.toISOString(),
    reviewedAt: signup.reviewedAt?.toISOString() ?? null,
  };
}

const selectRows = (ctx: AppContext) =>
  ctx.db
    .select({ signup: companySignups, company: companies })
    .from(companySignups)
    .innerJoin(companies, eq(companies.id, companySignups.companyId));

/** Every company's sign-up (operators only): `q` searches company, number, applicant and e-mail. */
export async function listSignups(
  ctx: AppContext,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<SignupRecord>> {
  const { q, status, id } = list.filter as {
    q?: string;
    status?: SignupRecord['status'];
    id?: string | string[];
  };
  const conditions: SQL[] = [];
  const search = koreanSearch(q, {
    names: [companies.name, companySignups.applicantName],
    plain: [companySignups.email],
    digits: [companies.registNumber],
  });
  if (search) conditions.push(search);
  if (status) conditions.push(eq(companySignups.status, status));
  if (id !== undefined) {
    const wanted = decodeIdFilter(id, (value) => ctx.ids.decode('company', value));
    conditions.push(wanted.length ? inArray(companies.id, wanted) : eq(companies.id, -1));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = sortColumns[list.sort]!;
  const [rows, [total]] = await Promise.all([
    selectRows(ctx)
      .where(where)
      .orderBy(list.order === 'ASC' ? asc(column) : desc(column), desc(companySignups.id))
      .offset(list.offset)
      .limit(list.limit),
    ctx.db
      .select({ n: count() })
      .from(companySignups)
      .innerJoin(companies, eq(companies.id, companySignups.companyId))
      .where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map((row) => toRecord(ctx, row)) };
}

export async function getSignup(ctx: AppContext, companyId: number): Promise<SignupRecord> {
  const [row] = await selectRows(ctx).where(eq(companySignups.companyId, companyId));
  if (!row) throw notFound(SIGNUP_NOT_FOUND);
  return toRecord(ctx, row);
}

/** Marks a waiting sign-up reviewed; 404 for none, 409 when it was already decided. */
async function decide(
  ctx: AppContext,
  provider: ProviderAuth,
  companyId: number,
  change: Partial<typeof companySignups.$inferInsert>,
) {
  const [updated] = await ctx.db
    .update(companySignups)
    .set({ ...change, reviewedAt: ctx.now(), reviewedBy: provider.providerId })
    .where(and(eq(companySignups.companyId, companyId), eq(companySignups.status, 'PENDING')))
    .returning();
  if (updated) return updated;
  await getSignup(ctx, companyId);
  throw new AppError(409, 'SIGNUP_DECIDED', NOT_PENDING);
}

/** Approve: the administrator can log in from now on, and hears so by SMS and e-mail. */
export async function approveSignup(ctx: AppContext, provider: ProviderAuth, companyId: number) {
  const signup = await decide(ctx, provider, companyId, { status: 'APPROVED' });
  const record = await getSignup(ctx, companyId);
  const message = signupApprovedMessage(record.companyName, signupLoginUrl(ctx.settings.PORTAL_URL));
  await ctx.sender.send({
    companyId,
    channel: 'SMS',
    recipient: signup.cellPhone,
    body: message.body,
    purpose: 'signup-approved',
  });
  await ctx.sender.send({
    companyId,
    channel: 'EMAIL',
    recipient: signup.email,
    subject: message.subject,
    body: message.body,
    purpose: 'signup-approved',
  });
  return record;
}

/**
 * Reject with one of spec 2's reasons: the applicant hears the reason by SMS and e-mail, the
 * company's members are removed (so the e-mail can sign up again once the data is right), and the
 * company stays as the record of the decision (a prior loss then blocks its number).
 */
export async function rejectSignup(
  ctx: AppContext,
  provider: ProviderAuth,
  companyId: number,
  body: { reason: RejectReason; note: string },
) {
  const signup = await decide(ctx, provider, companyId, {
    status: 'REJECTED',
    rejectReason: body.reason,
    rejectNote: body.note || null,
  });
  await ctx.db.delete(companyMembers).where(eq(companyMembers.companyId, companyId));
  const record = await getSignup(ctx, companyId);
  const message = signupRejectedMessage(record.companyName, rejectReasonLabel(body.reason), body.note);
  await ctx.sender.send({
    companyId,
    channel: 'SMS',
    recipient: signup.cellPhone,
    body: message.body,
    purpose: 'signup-rejected',
  });
  await ctx.sender.send({
    companyId,
    channel: 'EMAIL',
    recipient: signup.email,
    subject: message.subject,
    body: message.body,
    purpose: 'signup-rejected',
  });
  return record;
}
