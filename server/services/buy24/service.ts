import { and, count, eq } from 'drizzle-orm';
import { BUY_REQUEST_STATUSES } from '../../../schemas/buy24';
import { BRANDED_BUYER_NO_BUY24 } from '../../../schemas/buy24Service';
import type { AppContext, SessionAuth } from '../../context';
import { branches, buyRequests, companies, companyMembers, companyServices, groups } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { budgetsIn, seoulMonth, spentIn } from './budgets';
import { conflict, reviewerOf } from './common';

/** The branded buyer has office24 instead (spec 1 §4): 403 with the reason in Korean. */
export async function refuseBrandedBuyer(ctx: AppContext, companyId: number) {
  const [company] = await ctx.db
    .select({ isNike: companies.isNike })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company?.isNike) throw forbidden(BRANDED_BUYER_NO_BUY24);
}

async function serviceRow(ctx: AppContext, companyId: number) {
  const [row] = await ctx.db
    .select()
    .from(companyServices)
    .where(and(eq(companyServices.companyId, companyId), eq(companyServices.service, 'buy24')));
  return row;
}

/** GET /buy24/v1/admin: the company's buy24 state and its requests per status. */
export async function buy24State(ctx: AppContext, session: SessionAuth) {
  await refuseBrandedBuyer(ctx, session.companyId);
  const service = await serviceRow(ctx, session.companyId);
  const rows = await ctx.db
    .select({ status: buyRequests.status, n: count() })
    .from(buyRequests)
    .where(eq(buyRequests.companyId, session.companyId))
    .groupBy(buyRequests.status);
  const counts = Object.fromEntries(
    BUY_REQUEST_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0]),
  );
  return {
    serviceId: service ? ctx.ids.encode('service', service.id) : null,
    status: service && service.useYN === 'Y' ? service.status : null,
    startedAt: service?.startedAt?.toISOString() ?? null,
    counts,
  };
}

/** POST subscription: applies for buy24 (the provider then starts it). */
export async function subscribe(ctx: AppContext, session: SessionAuth) {
  await refuseBrandedBuyer(ctx, session.companyId);
  const service = await serviceRow(ctx, session.companyId);
  if (service && service.useYN === 'Y' && service.status !== 'ENDED')
    throw conflict('이미 구매24를 신청했거나 이용 중입니다.');
  if (service)
    await ctx.db
      .update(companyServices)
      .set({ useYN: 'Y', status: 'APPLIED', startedAt: null })
      .where(eq(companyServices.id, service.id));
  else
    await ctx.db
      .insert(companyServices)
      .values({ companyId: session.companyId, service: 'buy24', status: 'APPLIED' });
  return buy24State(ctx, session);
}

export async function workspace(ctx: AppContext, session: SessionAuth) {
  const [rows, [member]] = await Promise.all([
    ctx.db.select().from(branches).where(eq(branches.companyId, session.companyId)),
    ctx.db
      .select({ branchId: companyMembers.branchId })
      .from(companyMembers)
      .where(eq(companyMembers.id, session.memberId)),
  ]);
  return {
    branches: rows.map((row) => ({
      id: ctx.ids.encode('branch', row.id),
      name: row.name,
      address: [row.address1, row.address2].filter(Boolean).join(' '),
    })),
    myBranchId: member?.branchId ? ctx.ids.encode('branch', member.branchId) : null,
  };
}

export async function buy24Auth(ctx: AppContext, session: SessionAuth) {
  const reviewer = await reviewerOf(ctx, session);
  return {
    canRequest: true,
    canApprove: reviewer.approver,
    canManageExclusions: session.isAdministrator || session.authorities.hasCategoryItemAuthority,
    reviewDepartmentIds: [...reviewer.departments].map((id) => ctx.ids.encode('group', id)),
    reviewMemberIds: [...reviewer.members].map((id) => ctx.ids.encode('member', id)),
    isBudgetAlertEnabled: reviewer.isBudgetAlertEnabled,
  };
}

/** The organisation's departments with this month's budget and spending. */
export async function departments(ctx: AppContext, session: SessionAuth, id?: number) {
  const month = seoulMonth(ctx.now());
  const [rows, budgets, spent] = await Promise.all([
    ctx.db
      .select()
      .from(groups)
      .where(
        id === undefined
          ? eq(groups.companyId, session.companyId)
          : and(eq(groups.companyId, session.companyId), eq(groups.id, id)),
      ),
    budgetsIn(ctx.db, session.companyId, month),
    spentIn(ctx.db, session.companyId, month),
  ]);
  if (id !== undefined && !rows.length) throw notFound('부서를 찾을 수 없습니다.');
  return rows
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((row) => ({
      id: ctx.ids.encode('group', row.id),
      name: row.name,
      parentId: row.parentId === null ? null : ctx.ids.encode('group', row.parentId),
      memberCount: row.memberCount,
      budget: budgets.get(row.id) ?? null,
      spent: spent.get(row.id) ?? 0,
    }));
}
