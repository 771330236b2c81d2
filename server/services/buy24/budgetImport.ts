import { BUDGET_COLUMNS } from '../../../schemas/buy24Orders';
import type { StoredFileRecord } from '../../../schemas/files';
import type { AppContext, SessionAuth } from '../../context';
import { AppError, badRequest } from '../../errors';
import { storedFileOf } from '../../files/records';
import { readSheetRows } from '../../files/sheetReader';
import { budgetRowProblems, departmentsByName, saveBudgets } from './budgetRows';

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
  const byName = await departmentsByName(ctx, session.companyId);
  const { errors: problems, ready } = budgetRowProblems(
    rows.map(({ sheetRow, raw }) => ({ row: sheetRow, label: sheetRow, raw })),
    byName,
  );
  // The upload names each bad cell by the row number Excel shows and the column's header.
  const errors: Record<string, string> = {};
  for (const { row, field, message } of problems) {
    const label = FIELD_LABELS[field as keyof typeof BUDGET_COLUMNS];
    errors[`${row}.${field}`] ??= `${row.toLocaleString('ko-KR')}행 ${label}: ${message}`;
  }
  if (Object.keys(errors).length)
    throw new AppError(
      400,
      'INVALID_ROWS',
      `엑셀 파일에 잘못된 값이 ${Object.keys(errors).length}개 있어 아무것도 저장하지 않았습니다.`,
      errors,
    );
  await saveBudgets(ctx, session, ready);
  return { total: rows.length, saved: ready.length };
}
