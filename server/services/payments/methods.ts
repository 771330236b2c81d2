import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentMethodSummary } from '../../../schemas/legacyScreens';
import type { creditCardBody } from '../../../schemas/snackPayment';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import { autoPaymentSettings, companies, paymentMethods } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { deletePayment, registerCard } from '../serviceApply/payments';

export const MANAGEMENT_NOT_AVAILABLE =
  '신용카드 결제를 사용할 수 있는 회사만 결제 수단을 관리할 수 있습니다.';
export const METHOD_IN_USE =
  '자동 결제에 사용 중인 결제 수단입니다. 자동 결제를 끄거나 다른 결제 수단을 선택한 뒤 삭제해주세요.';

type MethodRow = typeof paymentMethods.$inferSelect;

/** A payment method as the screens show it. */
export function methodSummary(ctx: AppContext, row: MethodRow): PaymentMethodSummary {
  return {
    paymentEncrypted: ctx.ids.encode('paymentMethod', row.id),
    kind: row.kind,
    label: row.label,
    holder: row.holder,
    expiry: row.expiry,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether the company may pay by card (isCreditCardPaymentAvailable). */
export async function cardAllowed(db: Db, companyId: number): Promise<boolean> {
  const [company] = await db
    .select({ allowed: companies.isCreditCardPaymentAvailable })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.allowed ?? false;
}

/** Certified methods the company can charge (cards only when card payment is available). */
export async function chargeableMethods(db: Db, companyId: number, cards: boolean): Promise<MethodRow[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), isNotNull(paymentMethods.certifiedAt)))
    .orderBy(desc(paymentMethods.id));
  return rows.filter((row) => cards || row.kind !== 'CARD');
}

// ---------------------------------------------------------------- 결제 수단 관리 (payment/management)

async function requireCards(ctx: AppContext, session: SessionAuth) {
  if (!(await cardAllowed(ctx.db, session.companyId))) throw forbidden(MANAGEMENT_NOT_AVAILABLE);
}

export async function listCompanyMethods(ctx: AppContext, session: SessionAuth) {
  await requireCards(ctx, session);
  const rows = await chargeableMethods(ctx.db, session.companyId, true);
  return { methods: rows.map((row) => methodSummary(ctx, row)) };
}

export async function addCompanyCard(
  ctx: AppContext,
  session: SessionAuth,
  body: z.output<typeof creditCardBody>,
): Promise<PaymentMethodSummary> {
  await requireCards(ctx, session);
  const record = await registerCard(ctx, session, body);
  const id = ctx.ids.decode('paymentMethod', record.paymentEncrypted)!;
  const [row] = await ctx.db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return methodSummary(ctx, row!);
}

/** Deletes a method; the one automatic payment charges cannot go while it is on (409). */
export async function deleteCompanyMethod(
  ctx: AppContext,
  session: SessionAuth,
  id: number,
): Promise<PaymentMethodSummary> {
  await requireCards(ctx, session);
  const [setting] = await ctx.db
    .select()
    .from(autoPaymentSettings)
    .where(eq(autoPaymentSettings.companyId, session.companyId));
  if (setting?.enabled && setting.paymentMethodId === id)
    throw new AppError(409, 'METHOD_IN_USE', METHOD_IN_USE);
  const [row] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.companyId, session.companyId)));
  if (!row) throw notFound('결제 수단을 찾을 수 없습니다.');
  await deletePayment(ctx, session, id);
  return methodSummary(ctx, row);
}
