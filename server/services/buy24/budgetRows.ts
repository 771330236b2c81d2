import { eq, sql } from 'drizzle-orm';
import { budgetRow } from '../../../schemas/buy24Orders';
import type { SheetRowError } from '../../../schemas/sheet';
import type { SheetCheck, SheetRow } from '../../api/sheetCall';
import type { AppContext, SessionAuth } from '../../context';
import { buyBudgets, groups } from '../../db/schema';

/** A budget's rows, from the xlsx upload (budgetImport.ts) and from the kit's sheet call alike. */

export type Budget = { departmentId: number; month: string; amount: number };

/** The company's departments by name (a name may be given to more than one). */
export async function departmentsByName(ctx: AppContext, companyId: number) {
  const departments = await ctx.db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.companyId, companyId));
  const byName = new Map<string, number[]>();
  for (const department of departments)
    byName.set(department.name, [...(byName.get(department.name) ?? []), department.id]);
  return byName;
}

/**
 * The rules of budget rows, the upload's and the sheet call's alike: the row schema, the department
 * by its name in the company's chart (checked even when another cell of the row is wrong, so every
 * bad cell is named), and one row per department and month.
 */
export function budgetRowProblems(
  rows: ReadonlyArray<{ row: number; label: number; raw: Record<string, unknown> }>,
  byName: ReadonlyMap<string, number[]>,
) {
  const errors: SheetRowError[] = [];
  const seen = new Map<string, number>();
  const ready: Budget[] = [];
  for (const { row, label, raw } of rows) {
    const parsed = budgetRow.safeParse(raw);
    const failed = new Set<string>();
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (!failed.has(field)) errors.push({ row, field, message: issue.message });
        failed.add(field);
      }
    const ids = failed.has('department') ? [] : (byName.get(String(raw.department ?? '').trim()) ?? []);
    if (!failed.has('department') && ids.length !== 1)
      errors.push({
        row,
        field: 'department',
        message: ids.length
          ? '같은 이름의 부서가 여럿입니다. 부서 이름을 바꿔주세요.'
          : '조직도에 없는 부서입니다.',
      });
    if (!parsed.success || ids.length !== 1) continue;
    const key = `${ids[0]}:${parsed.data.month}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({
        row,
        field: 'month',
        message: `같은 부서와 월이 ${first.toLocaleString('ko-KR')}행에 이미 있습니다.`,
      });
      continue;
    }
    seen.set(key, label);
    ready.push({ departmentId: ids[0]!, month: parsed.data.month, amount: parsed.data.amount });
  }
  return { errors, ready };
}

/** Saves the budgets, replacing a department's budget for the same month. */
export async function saveBudgets(ctx: AppContext, session: SessionAuth, budgets: readonly Budget[]) {
  if (budgets.length === 0) return;
  await ctx.db
    .insert(buyBudgets)
    .values(budgets.map((budget) => ({ ...budget, companyId: session.companyId })))
    .onConflictDoUpdate({
      target: [buyBudgets.companyId, buyBudgets.departmentId, buyBudgets.month],
      set: { amount: sql`excluded.amount`, updatedAt: ctx.now() },
    });
}

/** The sheet call's check: the rows that passed the row schema, against the company's chart. */
export async function checkBudgetSheet(
  ctx: AppContext,
  session: SessionAuth,
  rows: ReadonlyArray<SheetRow<Record<string, unknown>>>,
): Promise<SheetCheck<Budget>> {
  const byName = await departmentsByName(ctx, session.companyId);
  return budgetRowProblems(
    rows.map(({ row, label, data }) => ({ row, label, raw: data })),
    byName,
  );
}
