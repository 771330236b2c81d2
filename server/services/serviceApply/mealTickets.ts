import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  MealIssueBody,
  MealTicket,
  MealTicketDetail,
  MealTicketUpdateBody,
} from '../../../schemas/mealTickets';
import type { AppContext, SessionAuth } from '../../context';
import { branches, companyMembers, companyServices, mealTicketUses, mealTickets } from '../../db/schema';
import { lockScopes } from '../../db/scopeLocks';
import { AppError, badRequest, notFound } from '../../errors';

const NOT_IN_USE = '식권24를 이용 중인 회사만 식권을 발급할 수 있습니다.';
const BRANCH_NOT_FOUND = '사업장을 찾을 수 없습니다.';
const TICKET_NOT_FOUND = '식권을 찾을 수 없습니다.';
const BAD_PERIOD = '종료일은 시작일과 같거나 뒤여야 합니다.';
const NOT_MEMBER = '이 사업장의 구성원만 선택할 수 있습니다.';

/** The company's meal24 service (from its serviceEncrypted) must be in use. */
async function runningMeal(ctx: AppContext, session: SessionAuth, serviceEncrypted: string) {
  const id = ctx.ids.decode('service', serviceEncrypted);
  const [row] = id
    ? await ctx.db
        .select()
        .from(companyServices)
        .where(and(eq(companyServices.id, id), eq(companyServices.companyId, session.companyId)))
    : [];
  if (!row || row.service !== 'meal24') throw notFound('식권24 서비스를 찾을 수 없습니다.');
  if (row.status !== 'IN_USE' || row.useYN !== 'Y') throw new AppError(409, 'SERVICE_NOT_IN_USE', NOT_IN_USE);
}

async function branchOf(ctx: AppContext, session: SessionAuth, branchEncrypted: string) {
  const id = ctx.ids.decode('branch', branchEncrypted);
  const [row] = id
    ? await ctx.db
        .select()
        .from(branches)
        .where(and(eq(branches.id, id), eq(branches.companyId, session.companyId)))
    : [];
  if (!row) throw notFound(BRANCH_NOT_FOUND);
  return row;
}

const ticketColumns = {
  ticket: mealTickets,
  memberName: companyMembers.name,
  branchName: branches.name,
  usedCount: sql<number>`(select count(*)::int from ${mealTicketUses} where ${mealTicketUses.ticketId} = ${mealTickets.id})`,
  usedAmount: sql<number>`(select coalesce(sum(${mealTicketUses.amount}), 0)::int from ${mealTicketUses} where ${mealTicketUses.ticketId} = ${mealTickets.id})`,
};

function selectTickets(ctx: AppContext) {
  return ctx.db
    .select(ticketColumns)
    .from(mealTickets)
    .innerJoin(companyMembers, eq(companyMembers.id, mealTickets.memberId))
    .leftJoin(branches, eq(branches.id, mealTickets.branchId));
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['where']>>[number];

function toTicket(ctx: AppContext, row: TicketRow): MealTicket {
  return {
    mealTicketEncrypted: ctx.ids.encode('mealTicket', row.ticket.id),
    memberEncrypted: ctx.ids.encode('member', row.ticket.memberId),
    memberName: row.memberName,
    branchName: row.branchName,
    amount: row.ticket.amount,
    dailyLimit: row.ticket.dailyLimit,
    validFrom: row.ticket.validFrom,
    validTo: row.ticket.validTo,
    status: row.ticket.status,
    usedCount: Number(row.usedCount),
    usedAmount: Number(row.usedAmount),
  };
}

/** A workspace's members and its tickets (meal24/add). */
export async function mealBranch(
  ctx: AppContext,
  session: SessionAuth,
  serviceEncrypted: string,
  branchEncrypted: string,
) {
  const branch = await branchOf(ctx, session, branchEncrypted);
  await runningMeal(ctx, session, serviceEncrypted);
  const members = await ctx.db
    .select({ id: companyMembers.id, name: companyMembers.name })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, session.companyId), eq(companyMembers.branchId, branch.id)))
    .orderBy(asc(companyMembers.name), asc(companyMembers.id))
    .limit(1000);
  const tickets = (
    await selectTickets(ctx)
      .where(and(eq(mealTickets.companyId, session.companyId), eq(mealTickets.branchId, branch.id)))
      .orderBy(desc(mealTickets.id))
      .limit(1000)
  ).map((row) => toTicket(ctx, row));
  const active = new Map(
    tickets
      .filter((ticket) => ticket.status === 'ACTIVE')
      .map((t) => [t.memberEncrypted, t.mealTicketEncrypted]),
  );
  return {
    branchName: branch.name,
    members: members.map((member) => {
      const memberEncrypted = ctx.ids.encode('member', member.id);
      return { memberEncrypted, name: member.name, ticketEncrypted: active.get(memberEncrypted) ?? null };
    }),
    tickets,
  };
}

/** Issues a ticket to each chosen member of the workspace; a member's active ticket is stopped first. */
export async function issueMealTickets(
  ctx: AppContext,
  session: SessionAuth,
  serviceEncrypted: string,
  branchEncrypted: string,
  body: MealIssueBody,
) {
  const branch = await branchOf(ctx, session, branchEncrypted);
  await runningMeal(ctx, session, serviceEncrypted);
  if (body.validTo < body.validFrom) throw badRequest(BAD_PERIOD, { validTo: BAD_PERIOD });
  const ids = [...new Set(body.memberEncrypted.map((value) => ctx.ids.decode('member', value)))];
  if (ids.some((id) => id === null)) throw badRequest(NOT_MEMBER, { memberEncrypted: NOT_MEMBER });
  const members = await ctx.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, session.companyId),
        eq(companyMembers.branchId, branch.id),
        inArray(companyMembers.id, ids as number[]),
      ),
    );
  if (members.length !== ids.length) throw badRequest(NOT_MEMBER, { memberEncrypted: NOT_MEMBER });
  return ctx.db.transaction(async (tx) => {
    // One active ticket per member: concurrent issues for a member take turns, so each stops the last.
    await lockScopes(
      tx,
      members.map((member) => `meal-ticket:${member.id}`),
    );
    await tx
      .update(mealTickets)
      .set({ status: 'STOPPED' })
      .where(
        and(
          eq(mealTickets.companyId, session.companyId),
          eq(mealTickets.status, 'ACTIVE'),
          inArray(mealTickets.memberId, ids as number[]),
        ),
      );
    const rows = await tx
      .insert(mealTickets)
      .values(
        members.map((member) => ({
          companyId: session.companyId,
          branchId: branch.id,
          memberId: member.id,
          amount: body.amount,
          dailyLimit: body.dailyLimit,
          validFrom: body.validFrom,
          validTo: body.validTo,
        })),
      )
      .returning({ id: mealTickets.id });
    return { issued: rows.length };
  });
}

async function ticketRow(ctx: AppContext, session: SessionAuth, mealTicketEncrypted: string) {
  const id = ctx.ids.decode('mealTicket', mealTicketEncrypted);
  const [row] = id
    ? await selectTickets(ctx).where(
        and(eq(mealTickets.id, id), eq(mealTickets.companyId, session.companyId)),
      )
    : [];
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

/** One ticket and its uses, newest first (meal24/status). */
export async function mealTicketDetail(
  ctx: AppContext,
  session: SessionAuth,
  mealTicketEncrypted: string,
): Promise<MealTicketDetail> {
  const row = await ticketRow(ctx, session, mealTicketEncrypted);
  const uses = await ctx.db
    .select()
    .from(mealTicketUses)
    .where(eq(mealTicketUses.ticketId, row.ticket.id))
    .orderBy(desc(mealTicketUses.usedAt))
    .limit(500);
  return {
    ticket: toTicket(ctx, row),
    uses: uses.map((use) => ({ usedAt: use.usedAt.toISOString(), store: use.store, amount: use.amount })),
  };
}

/** Changes the amount, the meals a day, the end date or stops the ticket (meal24/status/…/update). */
export async function updateMealTicket(
  ctx: AppContext,
  session: SessionAuth,
  mealTicketEncrypted: string,
  body: MealTicketUpdateBody,
) {
  const row = await ticketRow(ctx, session, mealTicketEncrypted);
  if (body.validTo < row.ticket.validFrom) throw badRequest(BAD_PERIOD, { validTo: BAD_PERIOD });
  await ctx.db
    .update(mealTickets)
    .set({ amount: body.amount, dailyLimit: body.dailyLimit, validTo: body.validTo, status: body.status })
    .where(eq(mealTickets.id, row.ticket.id));
  return mealTicketDetail(ctx, session, mealTicketEncrypted);
}
