import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { bankAccountBody, creditCardBody } from '../../../schemas/snackPayment';
import { BANKS, type PaymentListResponse, type PaymentMethodRecord } from '../../../schemas/snackPayment';
import type { z } from 'zod';
import type { AppContext, SessionAuth } from '../../context';
import { companies, paymentMethods } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { paymentGateway } from '../../payments';
import { sha256 } from '../secrets';

type PaymentRow = typeof paymentMethods.$inferSelect;

const NOT_FOUND = '결제 수단을 찾을 수 없습니다.';
export const CARD_NOT_AVAILABLE = '신용카드 결제를 사용할 수 없는 회사입니다. 계좌를 등록해주세요.';
const NOT_CERTIFIED = '계좌 인증을 마친 결제 수단만 선택할 수 있습니다.';
const WRONG_CODE = '인증번호가 일치하지 않습니다. 입금자명에 표시된 4자리 숫자를 확인해주세요.';
const CODE_EXPIRED = '인증번호가 만료되었습니다. 계좌를 다시 등록해주세요.';
const ALREADY_CERTIFIED = '이미 인증된 계좌입니다.';
const CODE_MINUTES = 10;
const CODE_TRIES = 5;

function toRecord(ctx: AppContext, row: PaymentRow): PaymentMethodRecord {
  return {
    paymentEncrypted: ctx.ids.encode('paymentMethod', row.id),
    kind: row.kind,
    label: row.label,
    holder: row.holder,
    expiry: row.expiry,
    certified: row.certifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function cardAllowed(ctx: AppContext, companyId: number): Promise<boolean> {
  const [company] = await ctx.db
    .select({ allowed: companies.isCreditCardPaymentAvailable })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.allowed ?? false;
}

/** The company's payment methods (cards with the flag only) and whether card payment is possible. */
export async function listPayments(ctx: AppContext, session: SessionAuth): Promise<PaymentListResponse> {
  const rows = await ctx.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.companyId, session.companyId))
    .orderBy(desc(paymentMethods.id));
  return {
    isCreditCardPaymentAvailable: await cardAllowed(ctx, session.companyId),
    paymentList: rows.map((row) => toRecord(ctx, row)),
  };
}

/**
 * Registers a card through the gateway. A refusal answers the gateway's Korean message (402) and
 * stores nothing; an approval stores the token, brand and last four digits only.
 */
export async function registerCard(
  ctx: AppContext,
  session: SessionAuth,
  body: z.output<typeof creditCardBody>,
): Promise<PaymentMethodRecord> {
  if (!(await cardAllowed(ctx, session.companyId))) throw forbidden(CARD_NOT_AVAILABLE);
  const answer = await paymentGateway().registerCard(body, ctx.now());
  if (!answer.approved) throw new AppError(402, answer.code, answer.message, { cardNumber: answer.message });
  const [row] = await ctx.db
    .insert(paymentMethods)
    .values({
      companyId: session.companyId,
      memberId: session.memberId,
      kind: 'CARD',
      token: answer.token,
      label: `${answer.brand} ****${answer.last4}`,
      holder: body.holder,
      expiry: body.expiry,
      certifiedAt: ctx.now(),
    })
    .returning();
  return toRecord(ctx, row!);
}

/**
 * Starts a bank account's certification: the gateway sends 1 won with a 4-digit code in the memo,
 * and the same code goes to the given phone through the message outbox.
 */
export async function startBankAccount(
  ctx: AppContext,
  session: SessionAuth,
  body: z.output<typeof bankAccountBody>,
): Promise<PaymentMethodRecord> {
  const answer = await paymentGateway().sendDeposit(body);
  if (!answer.sent) throw new AppError(402, answer.code, answer.message, { accountNumber: answer.message });
  const bank = BANKS.find((entry) => entry.id === body.bank)?.name ?? body.bank;
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(paymentMethods)
    .values({
      companyId: session.companyId,
      memberId: session.memberId,
      kind: 'BANK_ACCOUNT',
      token: answer.token,
      label: `${bank} ****${answer.last4}`,
      holder: body.holder,
      codeHash: sha256(answer.code),
      codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
    })
    .returning();
  await ctx.sender.send(
    {
      companyId: session.companyId,
      channel: 'SMS',
      recipient: body.cellPhone,
      body: `[포털] ${bank} 계좌로 1원을 보냈습니다. 입금자명의 인증번호 ${answer.code}를 ${CODE_MINUTES}분 안에 입력해주세요.`,
      purpose: 'payment-account-code',
    },
    ctx.db,
  );
  return toRecord(ctx, row!);
}

/** Confirms a bank account with the deposit's code (5 tries, 10 minutes). */
export async function confirmBankAccount(
  ctx: AppContext,
  session: SessionAuth,
  paymentId: number,
  code: string,
): Promise<PaymentMethodRecord> {
  const [row] = await ctx.db
    .update(paymentMethods)
    .set({ codeAttempts: sql`${paymentMethods.codeAttempts} + 1` })
    .where(and(eq(paymentMethods.id, paymentId), eq(paymentMethods.companyId, session.companyId)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  if (row.certifiedAt) throw new AppError(409, 'ALREADY_CERTIFIED', ALREADY_CERTIFIED);
  if (
    !row.codeHash ||
    !row.codeExpiresAt ||
    row.codeExpiresAt <= ctx.now() ||
    row.codeAttempts > CODE_TRIES
  ) {
    throw badRequest(CODE_EXPIRED, { code: CODE_EXPIRED });
  }
  if (row.codeHash !== sha256(code)) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
  const [done] = await ctx.db
    .update(paymentMethods)
    .set({ certifiedAt: ctx.now(), codeHash: null, codeExpiresAt: null })
    .where(eq(paymentMethods.id, row.id))
    .returning();
  return toRecord(ctx, done!);
}

/** Deletes a payment method and revokes its token at the gateway. */
export async function deletePayment(ctx: AppContext, session: SessionAuth, paymentId: number) {
  const [row] = await ctx.db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, paymentId), eq(paymentMethods.companyId, session.companyId)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  await paymentGateway().revoke(row.token);
  return toRecord(ctx, row);
}

/** The payment step's answer: a certified method of the company; a card only with the flag. */
export async function checkPaymentAnswer(
  ctx: AppContext,
  session: SessionAuth,
  answer: Record<string, unknown>,
) {
  const encrypted = typeof answer.paymentEncrypted === 'string' ? answer.paymentEncrypted : '';
  const id = ctx.ids.decode('paymentMethod', encrypted);
  const fail = (message: string) => badRequest(message, { 'payment.paymentEncrypted': message });
  if (id === null) throw fail(NOT_FOUND);
  const [row] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, id),
        eq(paymentMethods.companyId, session.companyId),
        isNotNull(paymentMethods.certifiedAt),
      ),
    );
  if (!row) throw fail(NOT_CERTIFIED);
  if (row.kind === 'CARD' && !(await cardAllowed(ctx, session.companyId))) throw fail(CARD_NOT_AVAILABLE);
  return row;
}

/** The label of the method an application chose (snack24 home shows it). */
export async function paymentLabel(
  ctx: AppContext,
  companyId: number,
  encrypted: unknown,
): Promise<string | null> {
  const id = typeof encrypted === 'string' ? ctx.ids.decode('paymentMethod', encrypted) : null;
  if (id === null) return null;
  const [row] = await ctx.db
    .select({ label: paymentMethods.label })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.companyId, companyId)));
  return row?.label ?? null;
}
