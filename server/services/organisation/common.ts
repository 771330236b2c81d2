import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { ADMINISTRATOR_FLAGS, ADMINISTRATOR_ROLE } from '../../../lib/memberRules';
import type { Db } from '../../db/client';
import { companies, companyMembers, groups } from '../../db/schema';
import type { AppError } from '../../errors';
import { badRequest, conflict } from '../../errors';
import type { AppContext } from '../../context';

export { conflict } from '../../errors';

export const GROUP_NOT_FOUND = '부서를 찾을 수 없습니다.';
export const DUPLICATE_EMAIL = '이미 사용 중인 이메일입니다.';
export const DUPLICATE_CELL_PHONE = '이미 등록된 휴대폰 번호입니다.';
export const LAST_ADMINISTRATOR =
  '회사에는 관리자가 한 명 이상 있어야 합니다. 다른 관리자를 먼저 지정해주세요.';

/**
 * Serialises the organisation changes of one company (authority, deletes, imports, sign-ups) on
 * its row, so two concurrent revokes cannot both pass the last-administrator check.
 */
export async function lockCompany(tx: Db, companyId: number): Promise<void> {
  await tx.execute(
    sql`select ${companies.id} from ${companies} where ${companies.id} = ${companyId} for update`,
  );
}

/** The constraint a unique violation hit (PostgreSQL 23505), through drizzle's error wrapper. */
export function uniqueViolation(error: unknown): string | null {
  const candidates = [error, error instanceof Error ? error.cause : undefined];
  for (const candidate of candidates) {
    if (
      typeof candidate === 'object' &&
      candidate !== null &&
      'code' in candidate &&
      candidate.code === '23505'
    ) {
      const constraint = 'constraint' in candidate ? candidate.constraint : undefined;
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return null;
}

/** Turns a unique violation of a member's e-mail or phone into the 409 the check would have given. */
export function memberConflictFrom(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  if (constraint.includes('cell_phone'))
    return conflict(DUPLICATE_CELL_PHONE, { cellPhone: DUPLICATE_CELL_PHONE });
  return conflict(DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
}

/**
 * The numeric id of a group of this company named in a request body (`groupId`), null for none.
 * Another company's or a tampered id is a field error, beside the field that carried it.
 */
export async function groupOfCompany(
  ctx: AppContext,
  db: Db,
  companyId: number,
  groupEncrypted: string | null,
  field = 'groupId',
): Promise<number | null> {
  if (groupEncrypted === null || groupEncrypted === '') return null;
  const id = ctx.ids.decode('group', groupEncrypted);
  const found =
    id !== null &&
    (await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.id, id), eq(groups.companyId, companyId)))
      .then((rows) => rows.length > 0));
  if (!found || id === null) throw badRequest(GROUP_NOT_FOUND, { [field]: GROUP_NOT_FOUND });
  return id;
}

/** lib/memberRules.ts isAdministrator as SQL: the 관리자 role or an all-granting flag. */
export const administratorCondition = () =>
  or(
    eq(companyMembers.companyMemberRole, ADMINISTRATOR_ROLE),
    ...ADMINISTRATOR_FLAGS.map((flag) => eq(companyMembers[flag], true)),
  ) as SQL;

/**
 * Run after a change inside the company-locked transaction: if the company has no administrator
 * left (관리자 role, master or admin authority), the change is refused and rolled back.
 */
export async function assertAdministratorRemains(tx: Db, companyId: number): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), administratorCondition()));
  if ((row?.n ?? 0) === 0) throw conflict(LAST_ADMINISTRATOR);
}
