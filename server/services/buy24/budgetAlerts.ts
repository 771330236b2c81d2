import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMINISTRATOR_ROLE } from '../../../lib/memberRules';
import { won } from '../../../lib/won';
import type { orderCheckResponse } from '../../../schemas/buy24Orders';
import type { AppContext } from '../../context';
import { companyMembers } from '../../db/schema';
import { preferenceOf } from './preferences';

/**
 * After an order: when a department's spending this month reaches the company's alert share of its
 * budget (and had not before this order), every approver with budget alerts on gets a message
 * through the sender (queued in the order's transaction, so a refused order alerts nobody).
 */
export async function budgetAlerts(
  ctx: AppContext,
  companyId: number,
  result: z.output<typeof orderCheckResponse>,
) {
  const { budgetAlertPercent } = await preferenceOf(ctx, companyId);
  const crossed = result.budgets.filter((use) => {
    if (use.budget === null || use.budget <= 0) return false;
    const threshold = (use.budget * budgetAlertPercent) / 100;
    return use.spent < threshold && use.spent + use.ordering >= threshold;
  });
  if (!crossed.length) return;
  const approvers = await ctx.db
    .select({ cellPhone: companyMembers.cellPhone })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.isBudgetAlertEnabled, true),
        isNotNull(companyMembers.cellPhone),
        or(
          eq(companyMembers.companyMemberRole, ADMINISTRATOR_ROLE),
          eq(companyMembers.hasBuyRequestAuthority, true),
          eq(companyMembers.hasMasterAuthority, true),
          eq(companyMembers.hasAdminAuthority, true),
        ),
      ),
    );
  for (const use of crossed) {
    const spent = use.spent + use.ordering;
    const percent = Math.floor((spent / use.budget!) * 100);
    const body = `[구매24] ${use.departmentName}의 ${use.month} 예산 ${percent}%를 사용했습니다. (예산 ${won(use.budget!)}, 사용 ${won(spent)})`;
    for (const approver of approvers)
      await ctx.sender.send(
        { companyId, channel: 'SMS', recipient: approver.cellPhone!, body, purpose: 'buy24.budget-alert' },
        ctx.db,
      );
  }
}
