import { eq, sql } from 'drizzle-orm';
import { BUDGET_COLUMNS, budgetRow } from '../../../schemas/buy24Orders';
import type { StoredFileRecord } from '../../../schemas/files';
import type { AppContext, SessionAuth } from '../../context';
import { buyBudgets, groups } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { storedFileOf } from '../../files/records';
import { readSheetRows } from '../../files/sheetReader';

/** More rows than a company has departments times months would be a mistake, not a budget. */
const MAX_ROWS = 5000;
const FIELD_LABELS: Record<keyof typeof BUDGET_COLUMNS, string> = BUDGET_COLUMNS;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The sheet's rows under the schema's keys, from the Korean header row (부서, 월, 예산). */
async function rowsOf(buffer: Buffer): Promise<Array<{ sheetRow: number; raw: Record<string, unknown> }>> {
  const rows = await readSheetRows(buffer);
  const keyOf = Object.fromEntries(Object.entries(BUDGET_COLUMNS).map(([key, label]) => [label, key]));
  return rows.map(({ sheetRow, cells }) => ({
    sheetRow,
    raw: Object.fromEntries(
      Object.entries(cells)
        .filter(([label]) => keyOf[label.trim()])
        .map(([label, value]) => [
          keyOf[label.trim()]!,
          typeof value === 'string' ? value.replaceAll(',', '') : value,
        ]),
    ),
  }));
}

/**
 * POST budgets/excel: every row checked (the department by its name in the chart, the month, the
 * amount), repeats within the file too; with any error nothing is saved and the answer is a 400
 * whose `errors` name each cell by the row number Excel shows (`3.amount`: "3행 예산: ..."). Otherwise all rows are saved in
 * the call's transaction, replacing a department's budget for the same month.
 */
export async function importBudgets(
  ctx: AppContext,
  session: SessionAuth,
  files: readonly StoredFileRecord[],
) {
  if (files.length !== 1) throw badRequest('예산 엑셀 파일 하나를 올려주세요.');
  const stored = await storedFileOf(ctx, session.companyId, ctx.ids.decode('file', files[0]!.id)!);
  if (stored.contentType !== 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    throw badRequest('예산은 엑셀(.xlsx) 파일로 올려주세요.');
  const rows = await rowsOf(await readAll(await ctx.files.open(stored.storageKey)));
  if (rows.length === 0)
    throw badRequest('엑셀 파일에 예산 행이 없습니다. 첫 행은 부서, 월, 예산 제목이어야 합니다.');
  if (rows.length > MAX_ROWS)
    throw badRequest(`한 번에 ${MAX_ROWS.toLocaleString('ko-KR')}행까지 올릴 수 있습니다.`);
  const departments = await ctx.db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.companyId, session.companyId));
  const byName = new Map<string, number[]>();
  for (const department of departments)
    byName.set(department.name, [...(byName.get(department.name) ?? []), department.id]);

  const errors: Record<string, string> = {};
  const cell = (row: number, field: keyof typeof BUDGET_COLUMNS, message: string) => {
    errors[`${row}.${field}`] ??= `${row.toLocaleString('ko-KR')}행 ${FIELD_LABELS[field]}: ${message}`;
  };
  const seen = new Map<string, number>();
  const valid: Array<{ departmentId: number; month: string; amount: number }> = [];
  rows.forEach(({ sheetRow: row, raw }) => {
    const parsed = budgetRow.safeParse(raw);
    const failed = new Set<string>();
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof typeof BUDGET_COLUMNS;
        failed.add(field);
        cell(row, field, issue.message);
      }
    // The department is checked even when another cell of the row is wrong: every bad cell is named.
    const ids = failed.has('department') ? [] : (byName.get(String(raw.department ?? '').trim()) ?? []);
    if (!failed.has('department') && ids.length !== 1)
      cell(
        row,
        'department',
        ids.length ? '같은 이름의 부서가 여럿입니다. 부서 이름을 바꿔주세요.' : '조직도에 없는 부서입니다.',
      );
    if (!parsed.success || ids.length !== 1) return;
    const key = `${ids[0]}:${parsed.data.month}`;
    const first = seen.get(key);
    if (first !== undefined) {
      cell(row, 'month', `같은 부서와 월이 ${first.toLocaleString('ko-KR')}행에 이미 있습니다.`);
      return;
    }
    seen.set(key, row);
    valid.push({ departmentId: ids[0]!, month: parsed.data.month, amount: parsed.data.amount });
  });
  if (Object.keys(errors).length)
    throw new AppError(
      400,
      'INVALID_ROWS',
      `엑셀 파일에 잘못된 값이 ${Object.keys(errors).length}개 있어 아무것도 저장하지 않았습니다.`,
      errors,
    );
  await ctx.db
    .insert(buyBudgets)
    .values(valid.map((row) => ({ ...row, companyId: session.companyId })))
    .onConflictDoUpdate({
      target: [buyBudgets.companyId, buyBudgets.departmentId, buyBudgets.month],
      set: { amount: sql`excluded.amount`, updatedAt: ctx.now() },
    });
  return { total: rows.length, saved: valid.length };
}
