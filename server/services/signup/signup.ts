import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { bizNumberDigits, formatBizNumber } from '../../../lib/bizNumber';
import {
  SIGNUP_MESSAGES,
  type SignupBody,
  type SignupResponse,
  type memberJoinBody,
} from '../../../schemas/signup';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { branches, companies, companyMembers, companySignups } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { conflict, lockCompany, uniqueViolation } from '../organisation/common';
import { hashPassword } from '../secrets';
import { consumeVerification, normaliseEmail } from './codes';

type MemberJoinBody = z.output<typeof memberJoinBody>;

const WORKSPACE_NOT_FOUND = '가입 링크가 올바르지 않습니다. 회사 관리자에게 링크를 다시 요청해주세요.';

/**
 * Whether a registration number may sign up: a company holding it that is approved or waiting is
 * "already registered"; one rejected for a prior loss of eligibility blocks it (spec 2 §5: only the
 * provider's consent, given outside the portal, lets it back). Other rejections leave it free.
 */
export async function assertRegistNumberFree(db: Db, registNumber: string): Promise<void> {
  const digits = bizNumberDigits(registNumber);
  const formatted = formatBizNumber(digits);
  const holders = await db
    .select({ status: companySignups.status, reason: companySignups.rejectReason })
    .from(companies)
    .leftJoin(companySignups, eq(companySignups.companyId, companies.id))
    .where(inArray(companies.registNumber, [digits, formatted]));
  if (holders.some((row) => row.status !== 'REJECTED'))
    throw conflict(SIGNUP_MESSAGES.registNumberTaken, { registNumber: SIGNUP_MESSAGES.registNumberTaken });
  if (holders.some((row) => row.reason === 'PRIOR_LOSS'))
    throw conflict(SIGNUP_MESSAGES.registNumberBlocked, {
      registNumber: SIGNUP_MESSAGES.registNumberBlocked,
    });
}

/** GET regist-number: format and check digit (the query schema), then whether it is free. */
export async function checkRegistNumber(ctx: AppContext, registNumber: string) {
  await assertRegistNumberFree(ctx.db, registNumber);
  return { registNumber, available: true as const, message: '가입할 수 있는 사업자등록번호입니다.' };
}

const buyerNo = (now: Date) => `B-${now.getFullYear()}-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A unique violation of the final step as the 409 a check before it would have given. */
function signupConflictFrom(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  if (constraint.includes('email'))
    return conflict(SIGNUP_MESSAGES.emailTaken, { email: SIGNUP_MESSAGES.emailTaken });
  if (constraint.includes('cell_phone'))
    return conflict('이미 등록된 휴대폰 번호입니다.', { cellPhone: '이미 등록된 휴대폰 번호입니다.' });
  return conflict('가입 정보가 이미 있습니다. 잠시 후 다시 시도해주세요.');
}

/**
 * POST signup / service-signup: the company, its head-office workspace, its first administrator
 * (관리자 with every authority) and the pending sign-up, in the call's one transaction. Both
 * verifications are used up in it; any failure rolls all of it back, the verifications included.
 */
export async function signUpCompany(
  ctx: AppContext,
  body: SignupBody,
  service: string | null = null,
): Promise<SignupResponse> {
  const passwordHash = await hashPassword(body.password);
  const email = normaliseEmail(body.email);
  const tx = ctx.db;
  // One sign-up per number at a time: the second waits here, then finds the first's company.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`signup:${bizNumberDigits(body.registNumber)}`}))`,
  );
  await consumeVerification(ctx, tx, 'EMAIL', email, body.emailToken);
  await consumeVerification(ctx, tx, 'SMS', body.cellPhone, body.phoneToken);
  await assertRegistNumberFree(tx, body.registNumber);
  const [taken] = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(eq(companyMembers.email, email));
  if (taken) throw conflict(SIGNUP_MESSAGES.emailTaken, { email: SIGNUP_MESSAGES.emailTaken });
  try {
    const [company] = await tx
      .insert(companies)
      .values({
        buyerNo: buyerNo(ctx.now()),
        companyType: 'CORPORATION',
        name: body.companyName,
        registNumber: body.registNumber,
        representative: body.representative,
        zoneCode: body.zoneCode,
        address1: body.address1,
        address2: body.address2,
        officePhone: body.officePhone,
      })
      .returning({ id: companies.id });
    const [branch] = await tx
      .insert(branches)
      .values({
        companyId: company!.id,
        name: '본사',
        zoneCode: body.zoneCode,
        address1: body.address1,
        address2: body.address2,
      })
      .returning({ id: branches.id });
    const [member] = await tx
      .insert(companyMembers)
      .values({
        companyId: company!.id,
        branchId: branch!.id,
        name: body.name,
        email,
        cellPhone: body.cellPhone,
        officePhone: body.officePhone,
        passwordHash,
        companyMemberRole: '관리자',
        hasMasterAuthority: true,
        hasAdminAuthority: true,
        hasBuyRequestAuthority: true,
        hasCategoryItemAuthority: true,
        hasManagerAuthority: true,
      })
      .returning({ id: companyMembers.id });
    await tx.insert(companySignups).values({
      companyId: company!.id,
      memberId: member!.id,
      applicantName: body.name,
      email,
      cellPhone: body.cellPhone,
      service,
      agreeMarketing: body.agreeMarketing,
      registDigits: bizNumberDigits(body.registNumber),
    });
  } catch (error) {
    throw signupConflictFrom(error) ?? error;
  }
  await ctx.sender.send({
    companyId: null,
    channel: 'EMAIL',
    recipient: email,
    subject: '[포털24] 회원가입 신청이 접수되었습니다',
    body: `[포털24] ${body.companyName}의 회원가입 신청이 접수되었습니다. 운영자가 확인한 뒤 승인 결과를 문자와 이메일로 알려드립니다.`,
    purpose: 'signup-received',
  });
  return {
    ok: true,
    status: 'PENDING',
    companyName: body.companyName,
    email,
    message: SIGNUP_MESSAGES.pending,
  };
}

/** The workspace behind a joining link, of an approved company (or one from before sign-ups). */
async function openWorkspace(ctx: AppContext, db: Db, branchEncrypted: string) {
  const id = ctx.ids.decode('branch', branchEncrypted);
  if (id === null) throw notFound(WORKSPACE_NOT_FOUND);
  const [row] = await db
    .select({ branch: branches, companyName: companies.name, status: companySignups.status })
    .from(branches)
    .innerJoin(companies, eq(companies.id, branches.companyId))
    .leftJoin(companySignups, eq(companySignups.companyId, companies.id))
    .where(eq(branches.id, id));
  if (!row || (row.status !== null && row.status !== 'APPROVED')) throw notFound(WORKSPACE_NOT_FOUND);
  return row;
}

/** GET wefun-customer/{id}: the company and workspace a joining member is about to join. */
export async function readWorkspaceInvitation(ctx: AppContext, branchEncrypted: string) {
  const { branch, companyName } = await openWorkspace(ctx, ctx.db, branchEncrypted);
  return { companyName, branchName: branch.name, branchEncrypted };
}

/**
 * POST /portal/app/api/sign-up/{id}: a person joins a company's workspace as a plain member (멤버)
 * with both verifications, from the link the snack app hands out. They can log in at once.
 */
export async function joinWorkspace(ctx: AppContext, branchEncrypted: string, body: MemberJoinBody) {
  const passwordHash = await hashPassword(body.password);
  const email = normaliseEmail(body.email);
  const tx = ctx.db;
  const { branch, companyName } = await openWorkspace(ctx, tx, branchEncrypted);
  await lockCompany(tx, branch.companyId);
  await consumeVerification(ctx, tx, 'EMAIL', email, body.emailToken);
  await consumeVerification(ctx, tx, 'SMS', body.cellPhone, body.phoneToken);
  const [taken] = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(eq(companyMembers.email, email));
  if (taken) throw conflict(SIGNUP_MESSAGES.emailTaken, { email: SIGNUP_MESSAGES.emailTaken });
  try {
    await tx.insert(companyMembers).values({
      companyId: branch.companyId,
      branchId: branch.id,
      name: body.name,
      email,
      cellPhone: body.cellPhone,
      passwordHash,
    });
  } catch (error) {
    throw signupConflictFrom(error) ?? error;
  }
  return {
    ok: true as const,
    status: 'APPROVED' as const,
    companyName,
    email,
    message: '가입이 완료되었습니다. 로그인해주세요.',
  };
}

/**
 * Login of a member whose company's sign-up is not approved: refused with a clear Korean message
 * (checked only after the password was right, so it tells nothing to someone who lacks it).
 */
export async function assertCompanyApproved(db: Db, memberId: number): Promise<void> {
  const [row] = await db
    .select({ status: companySignups.status })
    .from(companyMembers)
    .innerJoin(companySignups, eq(companySignups.companyId, companyMembers.companyId))
    .where(and(eq(companyMembers.id, memberId)));
  if (row && row.status !== 'APPROVED') throw new AppError(403, 'SIGNUP_PENDING', SIGNUP_MESSAGES.pending);
}
