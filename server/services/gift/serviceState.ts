import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { DEPOSIT_PERSONS, GIFT_FEE_PER_PERSON, depositFor } from '../../../schemas/gift';
import type { AppContext, SessionAuth } from '../../context';
import { branches, companyServices, giftEvents, giftRequests, giftSenderPhones } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { conflict } from '../organisation/common';
import { senderPhoneOf } from './events';

const SERVICE = 'birth24';

async function serviceRow(ctx: AppContext, companyId: number) {
  const [row] = await ctx.db
    .select()
    .from(companyServices)
    .where(and(eq(companyServices.companyId, companyId), eq(companyServices.service, SERVICE)));
  return row ?? null;
}

/** GET /services: whether the company uses the gift service, and what is set up. */
export async function serviceState(ctx: AppContext, auth: SessionAuth) {
  const row = await serviceRow(ctx, auth.companyId);
  const phone = await senderPhoneOf(ctx.db, auth.companyId);
  const [events] = await ctx.db
    .select({ n: count() })
    .from(giftEvents)
    .where(eq(giftEvents.companyId, auth.companyId));
  return {
    isServiceUsed: row?.status === 'IN_USE' && row.useYN === 'Y',
    status: row?.status ?? ('NONE' as const),
    serviceEncrypted: row ? ctx.ids.encode('service', row.id) : null,
    senderPhone: phone,
    senderPhoneCertified: phone !== null,
    eventCount: events?.n ?? 0,
    feePerPerson: GIFT_FEE_PER_PERSON,
    depositPersons: DEPOSIT_PERSONS,
  };
}

/** The service-apply wizard's application: recorded, and the service marked applied if new. */
export async function subscribe(
  ctx: AppContext,
  auth: SessionAuth,
  body: {
    applicantName: string;
    applicantPhone: string;
    expectedPersons: number;
    budgetPerPerson: number;
    birth24_custom_policy: boolean;
  },
) {
  await ctx.db
    .insert(giftRequests)
    .values({ companyId: auth.companyId, memberId: auth.memberId, kind: 'SUBSCRIPTION', details: body });
  const existing = await serviceRow(ctx, auth.companyId);
  const [row] = existing
    ? [existing]
    : await ctx.db
        .insert(companyServices)
        .values({ companyId: auth.companyId, service: SERVICE, status: 'APPLIED', useYN: 'N' })
        .returning();
  return { status: row!.status, deposit: depositFor([body.budgetPerPerson]) };
}

export async function recordConsult(
  ctx: AppContext,
  auth: SessionAuth,
  fields: Record<string, string>,
  fileId: number | null,
) {
  const [row] = await ctx.db
    .insert(giftRequests)
    .values({ companyId: auth.companyId, memberId: auth.memberId, kind: 'CONSULT', fileId, details: fields })
    .returning({ id: giftRequests.id });
  return row!.id;
}

export async function workspaces(ctx: AppContext, auth: SessionAuth) {
  const rows = await ctx.db
    .select()
    .from(branches)
    .where(eq(branches.companyId, auth.companyId))
    .orderBy(branches.id);
  const counts = await ctx.db
    .select({ branchId: giftEvents.branchId, n: count() })
    .from(giftEvents)
    .where(eq(giftEvents.companyId, auth.companyId))
    .groupBy(giftEvents.branchId);
  const byBranch = new Map(counts.map((c) => [c.branchId, c.n]));
  return rows.map((row) => ({
    id: ctx.ids.encode('branch', row.id),
    name: row.name,
    eventCount: byBranch.get(row.id) ?? 0,
  }));
}

export async function renameWorkspace(
  ctx: AppContext,
  auth: SessionAuth,
  body: { workspaceId: string; name: string },
) {
  const id = ctx.ids.decode('branch', body.workspaceId);
  const [row] =
    id === null
      ? []
      : await ctx.db
          .update(branches)
          .set({ name: body.name })
          .where(and(eq(branches.id, id), eq(branches.companyId, auth.companyId)))
          .returning();
  if (!row) throw notFound('사업장을 찾을 수 없습니다.');
  return { id: body.workspaceId, name: row.name, eventCount: 0 };
}

const CODE_MINUTES = 5;
const MAX_ATTEMPTS = 5;
const hashCode = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

/**
 * Sender-number certification: without a code, a 6-digit code goes to the number by message
 * (through the outbox); with one, the latest pending code of that number is checked (5 tries,
 * 5 minutes) and the number becomes the company's sender.
 */
export async function certifyPhone(
  ctx: AppContext,
  auth: SessionAuth,
  query: { cellPhone: string; code?: string },
) {
  const now = ctx.now();
  if (query.code === undefined) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // The spec makes this a GET (no call transaction): the code and its message commit together here.
    await ctx.db.transaction(async (tx) => {
      await tx.insert(giftSenderPhones).values({
        companyId: auth.companyId,
        cellPhone: query.cellPhone,
        codeHash: hashCode(query.cellPhone, code),
        expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
      });
      await ctx.sender.send(
        {
          companyId: auth.companyId,
          channel: 'SMS',
          recipient: query.cellPhone,
          body: `[선물24] 발신번호 인증번호는 ${code} 입니다.`,
          purpose: 'gift.certification',
        },
        tx,
      );
    });
    return { sent: true, certified: false, message: '인증번호를 보냈습니다. 5분 안에 입력해주세요.' };
  }
  const [pending] = await ctx.db
    .select()
    .from(giftSenderPhones)
    .where(
      and(
        eq(giftSenderPhones.companyId, auth.companyId),
        eq(giftSenderPhones.cellPhone, query.cellPhone),
        isNull(giftSenderPhones.certifiedAt),
        gt(giftSenderPhones.expiresAt, now),
      ),
    )
    .orderBy(desc(giftSenderPhones.id))
    .limit(1);
  if (!pending || pending.attempts >= MAX_ATTEMPTS)
    throw conflict('인증번호가 만료되었습니다. 인증번호를 다시 받아주세요.');
  if (pending.codeHash !== hashCode(query.cellPhone, query.code)) {
    await ctx.db
      .update(giftSenderPhones)
      .set({ attempts: pending.attempts + 1 })
      .where(eq(giftSenderPhones.id, pending.id));
    throw badRequest('인증번호가 맞지 않습니다.', { code: '인증번호가 맞지 않습니다.' });
  }
  await ctx.db.update(giftSenderPhones).set({ certifiedAt: now }).where(eq(giftSenderPhones.id, pending.id));
  return { sent: false, certified: true, message: '발신번호 인증을 마쳤습니다.' };
}
