import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { APPLICATIONS } from '../../schemas/serviceApply';
import { declaredAnswers } from '../../schemas/serviceApply/define';
import { auditLog, giftSends, outbox, paymentMethods, serviceApplications } from '../../server/db/schema';

/** A token inside a link the product sent (invitations, gift pages, sign-up): 20+ URL-safe characters. */
const LINK_TOKEN = /\/([A-Za-z0-9_-]{20,})(?=[/?#\s]|$)/g;
/** A verification code inside a text the product sent ("인증번호는 [482913] 입니다", "인증번호는 482913 입니다"). */
const SENT_CODE = /인증번호[^0-9\n]{0,8}(\d{4,8})/g;

/**
 * The secret values the app issued while a test file ran (voucher codes, payment tokens, the tokens
 * of the links it sent) that appear anywhere in an audit row. Run when each test app closes, so the
 * whole API suite is scanned.
 */
export async function secretsInAuditLog(db: Db): Promise<string[]> {
  const audited = (await db.select({ changes: auditLog.changes }).from(auditLog)).map((row) =>
    JSON.stringify(row.changes),
  );
  if (audited.length === 0) return [];
  const vouchers = await db
    .select({ value: giftSends.voucherCode })
    .from(giftSends)
    .where(isNotNull(giftSends.voucherCode));
  const tokens = await db.select({ value: paymentMethods.token }).from(paymentMethods);
  const messages = await db.select({ body: outbox.body }).from(outbox);
  const issued = new Set<string>([
    ...vouchers.map((row) => row.value!),
    ...tokens.map((row) => row.value),
    ...messages.flatMap((row) => [...row.body.matchAll(LINK_TOKEN)].map((match) => match[1]!)),
  ]);
  // A short code is a secret only as a whole value: 482913 inside an amount or a date is no leak.
  const codes = new Set(
    messages.flatMap((row) => [...row.body.matchAll(SENT_CODE)].map((match) => match[1]!)),
  );
  return [
    ...[...issued].filter((secret) => audited.some((text) => text.includes(secret))),
    ...[...codes].filter((code) => {
      const whole = new RegExp(`[":]${code}["},\\]]`);
      return audited.some((text) => whole.test(text));
    }),
  ];
}

/**
 * Service applications whose stored answers hold a step or a field their service does not declare:
 * what is stored must be the declaration's reading of what was sent (approval acts on it). Run when
 * each test app closes, so every application the API suite saved is checked.
 */
export async function undeclaredApplicationAnswers(db: Db): Promise<string[]> {
  const rows = await db
    .select({
      id: serviceApplications.id,
      service: serviceApplications.service,
      answers: serviceApplications.answers,
    })
    .from(serviceApplications);
  return rows.flatMap((row) => {
    const definition = APPLICATIONS[row.service as keyof typeof APPLICATIONS];
    if (!definition) return [`#${row.id}: 알 수 없는 서비스 ${row.service}`];
    const declared = declaredAnswers(definition, row.answers);
    return Object.entries(row.answers).flatMap(([step, fields]) =>
      Object.keys(fields ?? {})
        .filter((field) => !(step in declared) || !(field in declared[step]!))
        .map((field) => `#${row.id} ${row.service}.${step}.${field}`),
    );
  });
}
