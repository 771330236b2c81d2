import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import type { AutoPaymentBody, AutoPaymentState } from '../../../schemas/legacyScreens';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import { autoPaymentCharges, autoPaymentSettings, invoicePayments, invoices } from '../../db/schema';
import { badRequest } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import { defineJob } from '../../jobs/registry';
import { nextSeoulTime } from '../../jobs/schedule';
import { paymentGateway } from '../../payments';
import { serviceLabel } from '../billing/pastOrders';
import { cardAllowed, chargeableMethods, methodSummary } from './methods';

/** The Seoul time of the daily run that charges the invoices due that day. */
export const AUTO_PAYMENT_TIME = '09:00';
export const AUTO_PAYMENT_JOB = 'payments.autoCharge';

const CHOOSE_METHOD = '자동 결제에 사용할 결제 수단을 선택해주세요.';
const METHOD_NOT_FOUND = '결제 수단을 찾을 수 없습니다. 인증을 마친 결제 수단을 선택해주세요.';
const CARD_NOT_AVAILABLE = '신용카드 결제를 사용할 수 없는 회사입니다. 계좌를 선택해주세요.';
const NO_METHOD_FAILURE = '자동 결제에 사용할 결제 수단이 없어 결제하지 못했습니다.';

/** What each unpaid invoice still owes: its total minus the payments recorded against it. */
async function unpaidInvoices(db: Db, companyId: number, dueBy?: string) {
  const paid = db
    .select({
      invoiceId: invoicePayments.invoiceId,
      amount: sql<string>`sum(${invoicePayments.amount})`.as('amount'),
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.companyId, companyId))
    .groupBy(invoicePayments.invoiceId)
    .as('paid');
  const rows = await db
    .select({ invoice: invoices, paid: sql<string | null>`${paid.amount}` })
    .from(invoices)
    .leftJoin(paid, eq(paid.invoiceId, invoices.id))
    .where(and(eq(invoices.companyId, companyId), dueBy ? lte(invoices.dueOn, dueBy) : undefined))
    .orderBy(asc(invoices.dueOn), asc(invoices.id));
  return rows
    .map(({ invoice, paid: amount }) => ({ invoice, unpaid: invoice.total - Number(amount ?? 0) }))
    .filter((row) => row.unpaid > 0);
}

export async function autoPaymentState(ctx: AppContext, session: SessionAuth): Promise<AutoPaymentState> {
  const db = ctx.db;
  const cards = await cardAllowed(db, session.companyId);
  const [setting] = await db
    .select()
    .from(autoPaymentSettings)
    .where(eq(autoPaymentSettings.companyId, session.companyId));
  const methods = await chargeableMethods(db, session.companyId, cards);
  const chosen = setting?.paymentMethodId
    ? (methods.find((row) => row.id === setting.paymentMethodId) ?? null)
    : null;
  const upcoming = (await unpaidInvoices(db, session.companyId)).slice(0, 24);
  const charges = await db
    .select({ charge: autoPaymentCharges, invoice: invoices })
    .from(autoPaymentCharges)
    .innerJoin(invoices, eq(invoices.id, autoPaymentCharges.invoiceId))
    .where(eq(autoPaymentCharges.companyId, session.companyId))
    .orderBy(desc(autoPaymentCharges.id))
    .limit(24);
  return {
    enabled: setting?.enabled ?? false,
    paymentMethod: chosen ? methodSummary(ctx, chosen) : null,
    methods: methods.map((row) => methodSummary(ctx, row)),
    isCreditCardPaymentAvailable: cards,
    upcoming: upcoming.map(({ invoice, unpaid }) => ({
      invoiceId: ctx.ids.encode('invoice', invoice.id),
      period: invoice.period,
      service: invoice.service,
      serviceLabel: serviceLabel(invoice.service),
      dueOn: invoice.dueOn,
      total: invoice.total,
      unpaid,
    })),
    charges: charges.map(({ charge, invoice }) => ({
      invoiceId: ctx.ids.encode('invoice', invoice.id),
      period: invoice.period,
      service: invoice.service,
      serviceLabel: serviceLabel(invoice.service),
      amount: charge.amount,
      status: charge.status,
      methodLabel: charge.methodLabel,
      failure: charge.failure,
      chargedOn: charge.chargedOn,
    })),
    chargeTime: AUTO_PAYMENT_TIME,
    updatedAt: setting ? setting.updatedAt.toISOString() : null,
  };
}

/** Puts the company's next daily charge run on the queue (one per company and day). */
export async function enqueueAutoPayment(db: Db, companyId: number, now: Date) {
  const runAt = nextSeoulTime(AUTO_PAYMENT_TIME, now);
  await enqueue(db, {
    kind: AUTO_PAYMENT_JOB,
    payload: { companyId },
    companyId,
    runAt,
    dedupeKey: `${AUTO_PAYMENT_JOB}:${companyId}:${seoulDateString(runAt)}`,
  });
}

/** Turns automatic payment on or off and chooses its method (administrators). */
export async function setAutoPayment(
  ctx: AppContext,
  session: SessionAuth,
  body: AutoPaymentBody,
): Promise<AutoPaymentState> {
  let methodId: number | null = null;
  if (body.paymentEncrypted) {
    const id = ctx.ids.decode('paymentMethod', body.paymentEncrypted);
    const cards = await cardAllowed(ctx.db, session.companyId);
    const row =
      id === null
        ? undefined
        : (await chargeableMethods(ctx.db, session.companyId, true)).find((method) => method.id === id);
    if (!row) throw badRequest(METHOD_NOT_FOUND, { paymentEncrypted: METHOD_NOT_FOUND });
    if (row.kind === 'CARD' && !cards)
      throw badRequest(CARD_NOT_AVAILABLE, { paymentEncrypted: CARD_NOT_AVAILABLE });
    methodId = row.id;
  }
  if (body.enabled && methodId === null) throw badRequest(CHOOSE_METHOD, { paymentEncrypted: CHOOSE_METHOD });
  await ctx.db
    .insert(autoPaymentSettings)
    .values({
      companyId: session.companyId,
      enabled: body.enabled,
      paymentMethodId: methodId,
      updatedBy: session.memberId,
    })
    .onConflictDoUpdate({
      target: autoPaymentSettings.companyId,
      set: {
        enabled: body.enabled,
        paymentMethodId: methodId,
        updatedBy: session.memberId,
        updatedAt: ctx.now(),
      },
    });
  if (body.enabled) await enqueueAutoPayment(ctx.db, session.companyId, ctx.now());
  return autoPaymentState(ctx, session);
}

/**
 * The daily run: every invoice of the company due today or earlier and not fully paid is charged
 * once through the gateway with the chosen method, and the payment is recorded against it. The
 * charge row (unique per invoice) is written first in the job's transaction, so a second run, or a
 * second job, finds it and leaves the invoice alone; the gateway's idempotency key is the invoice,
 * so a run repeated after a crash between the charge and the commit gets the first charge back.
 * The run then puts the next day's run on the queue, until automatic payment is turned off.
 */
export const autoPaymentJob = defineJob(
  AUTO_PAYMENT_JOB,
  z.object({ companyId: z.number().int() }),
  async ({ companyId }, { db, now }) => {
    const [setting] = await db
      .select()
      .from(autoPaymentSettings)
      .where(eq(autoPaymentSettings.companyId, companyId));
    if (!setting?.enabled) return;
    const today = seoulDateString(now);
    const cards = await cardAllowed(db, companyId);
    const method = setting.paymentMethodId
      ? (await chargeableMethods(db, companyId, cards)).find((row) => row.id === setting.paymentMethodId)
      : undefined;
    const due = await unpaidInvoices(db, companyId, today);
    const charged = due.length
      ? new Set(
          (
            await db
              .select({ invoiceId: autoPaymentCharges.invoiceId })
              .from(autoPaymentCharges)
              .where(
                inArray(
                  autoPaymentCharges.invoiceId,
                  due.map((row) => row.invoice.id),
                ),
              )
          ).map((row) => row.invoiceId),
        )
      : new Set<number>();
    for (const { invoice, unpaid } of due) {
      if (charged.has(invoice.id)) continue;
      const [claim] = await db
        .insert(autoPaymentCharges)
        .values({
          invoiceId: invoice.id,
          companyId,
          amount: unpaid,
          status: 'FAILED',
          methodLabel: method?.label ?? '-',
          failure: method ? null : NO_METHOD_FAILURE,
          chargedOn: today,
        })
        .onConflictDoNothing({ target: autoPaymentCharges.invoiceId })
        .returning({ id: autoPaymentCharges.id });
      if (!claim || !method) continue;
      const answer = await paymentGateway().charge({
        token: method.token,
        amount: unpaid,
        idempotencyKey: `invoice-${invoice.id}`,
        description: `${invoice.period} ${serviceLabel(invoice.service)} 청구서`,
      });
      if (!answer.paid) {
        await db
          .update(autoPaymentCharges)
          .set({ failure: answer.message })
          .where(eq(autoPaymentCharges.id, claim.id));
        continue;
      }
      const [payment] = await db
        .insert(invoicePayments)
        .values({
          invoiceId: invoice.id,
          companyId,
          amount: unpaid,
          paidOn: today,
          method: method.kind === 'CARD' ? 'CARD' : 'BANK_TRANSFER',
          note: `자동 결제 (${method.label})`,
        })
        .returning({ id: invoicePayments.id });
      await db
        .update(autoPaymentCharges)
        .set({ status: 'PAID', gatewayRef: answer.reference, invoicePaymentId: payment!.id })
        .where(eq(autoPaymentCharges.id, claim.id));
    }
    await enqueueAutoPayment(db, companyId, now);
  },
);
