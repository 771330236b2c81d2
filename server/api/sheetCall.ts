import type { z } from 'zod';
import { sheetAnswer, sheetBody } from '../../schemas/sheet';
import type { SheetAnswer, SheetRowError } from '../../schemas/sheet';
import type { Access } from './access';
import { call } from './defineRoutes';
import type { Call, CallDeclaration } from './types';

/**
 * A row that passed its schema: its number (1 = the first row of the body), the number a message
 * names it by (its row in the uploaded file when the browser sent `rowNumbers`) and its values.
 */
export interface SheetRow<T> {
  row: number;
  label: number;
  data: T;
}

/** What the domain check found: refusals beside their cells, and the work of the rows that passed. */
export interface SheetCheck<Ready> {
  errors: SheetRowError[];
  ready: Ready[];
}

type SheetCall = Call<z.output<typeof sheetBody>, undefined, undefined>;

interface SheetCallSpec<Row extends z.ZodType, Ready> {
  access: Access;
  summary: string;
  /** The shared row schema from schemas/: the browser's preview checks each row with it too. */
  row: Row;
  /** What the audit log names as changed (giftSend, invitation, …). */
  target: string;
  /**
   * The domain rules of the rows that passed the schema, all at once (one query for the lot, not one
   * per row): the row exists, the caller may touch it, its state allows it. Runs in the call's
   * transaction: lock what `apply` relies on, so nothing changes between the check and the save.
   */
  check(c: SheetCall, rows: SheetRow<z.output<Row>>[]): Promise<SheetCheck<Ready>>;
  /** Saves every row's work; only reached when no row has an error and it is no dry run. */
  apply(c: SheetCall, ready: Ready[]): Promise<void>;
}

/**
 * Spreadsheet cells come as text from the browser; a hand-made request (or a parser that kept
 * numbers) may send 12300 as a number: numbers become their text, null an empty cell.
 */
function cellsOf(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
    else if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

/** Every row against the schema: its errors, the first per field, or its parsed values. */
export function parseSheetRows<Row extends z.ZodType>(
  schema: Row,
  rows: readonly Record<string, unknown>[],
  labels: readonly number[] = [],
) {
  const errors: SheetRowError[] = [];
  const valid: SheetRow<z.output<Row>>[] = [];
  rows.forEach((raw, index) => {
    const row = index + 1;
    const parsed = schema.safeParse(cellsOf(raw));
    if (parsed.success) return void valid.push({ row, label: labels[index] ?? row, data: parsed.data });
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: issue.message });
    }
  });
  return { errors, valid };
}

/**
 * Later rows that repeat an earlier row's `key` (the same order twice in one file), each refused
 * beside `field` naming the first row as the file numbers it.
 */
export function repeatedRows<T>(
  rows: readonly SheetRow<T>[],
  key: (data: T) => string,
  field: string,
  message: (first: number) => string,
): SheetRowError[] {
  const first = new Map<string, number>();
  const errors: SheetRowError[] = [];
  for (const { row, label, data } of rows) {
    const value = key(data);
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, label);
    else errors.push({ row, field, message: message(earlier) });
  }
  return errors;
}

const byRow = (a: SheetRowError, b: SheetRowError) => a.row - b.row;

/**
 * A bulk row call (`{ rows, dryRun }`, README "Spreadsheet round trips"): every row parsed with the
 * shared row schema, then the domain check; any bad row, or a dry run, saves nothing and answers
 * every row error at once; otherwise every row is saved in the call's one transaction. A refusal is
 * still a 200 whose `errors` name row and field, as the member import answers, so the preview can
 * put each message beside its cell.
 */
export function sheetCall<Row extends z.ZodType, Ready>(spec: SheetCallSpec<Row, Ready>): CallDeclaration {
  return call({
    access: spec.access,
    summary: `${spec.summary} (엑셀 일괄 처리: 한 행이라도 틀리면 아무것도 저장하지 않음, dryRun은 검사만)`,
    body: sheetBody,
    response: sheetAnswer,
    audit: { target: spec.target },
    handler: async (c): Promise<SheetAnswer> => {
      const { errors, valid } = parseSheetRows(spec.row, c.body.rows, c.body.rowNumbers);
      const checked = await spec.check(c, valid);
      const all = [...errors, ...checked.errors].sort(byRow);
      const answer = { dryRun: c.body.dryRun, total: c.body.rows.length, saved: 0, errors: all };
      if (all.length > 0 || c.body.dryRun) return answer;
      await spec.apply(c, checked.ready);
      return { ...answer, saved: checked.ready.length };
    },
  });
}
