import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ImportRowError, memberImportBody } from '../../../schemas/members';
import { memberImportRow } from '../../../schemas/members';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import { companyMembers } from '../../db/schema';
import {
  DUPLICATE_CELL_PHONE,
  DUPLICATE_EMAIL,
  conflict,
  groupOfCompany,
  lockCompany,
  uniqueViolation,
} from './common';

export type MemberImportBody = z.output<typeof memberImportBody>;
type ValidRow = z.output<typeof memberImportRow>;

/** Rows per INSERT: bounds the size of one statement's arrays however large the file is. */
export const IMPORT_CHUNK_ROWS = 1000;
const FIELD_ORDER = Object.keys(memberImportRow.shape);

/**
 * Spreadsheet cells arrive as text from the browser, but a hand-made request (or a parser that
 * kept numbers) may send 19900101 as a number: numbers become their text, null/'' an empty cell.
 */
function normalise(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
    else if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

/** The import page's wording for a repeat within the file, so both sides say the same. */
const rowNumber = (row: number) => row.toLocaleString('ko-KR');
const phoneRepeated = (first: number) =>
  `파일 안에서 휴대폰 번호가 중복됩니다. (${rowNumber(first)}행과 같음)`;
const emailRepeated = (first: number) => `파일 안에서 이메일이 중복됩니다. (${rowNumber(first)}행과 같음)`;

/**
 * Spec 2 §5 rules for every row (memberImportRow, the browser's own schema), then duplicates
 * within the file: each later row that repeats a phone or e-mail is reported, naming the first.
 */
export function validateRows(rows: ReadonlyArray<Record<string, unknown>>) {
  return validateRowsBy(memberImportRow, rows);
}

/**
 * The same checks under another row schema (a gift event's recipients: no e-mail); a row's e-mail,
 * when the schema has one, must not repeat within the file either.
 */
export function validateRowsBy<Schema extends z.ZodType<{ cellPhone: string; email?: string }>>(
  schema: Schema,
  rows: ReadonlyArray<Record<string, unknown>>,
) {
  type Valid = z.output<Schema>;
  const errors: ImportRowError[] = [];
  const valid: Array<{ row: number; data: Valid }> = [];
  const phones = new Map<string, number>();
  const emails = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    const result = schema.safeParse(normalise(raw));
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '_');
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({ row, field, message: issue.message });
      }
      return;
    }
    const data: Valid =
      result.data.email === undefined
        ? result.data
        : { ...result.data, email: result.data.email.toLowerCase() };
    let clean = true;
    const firstPhone = phones.get(data.cellPhone);
    if (firstPhone === undefined) phones.set(data.cellPhone, row);
    else {
      clean = false;
      errors.push({ row, field: 'cellPhone', message: phoneRepeated(firstPhone) });
    }
    if (data.email !== undefined) {
      const firstEmail = emails.get(data.email);
      if (firstEmail === undefined) emails.set(data.email, row);
      else {
        clean = false;
        errors.push({ row, field: 'email', message: emailRepeated(firstEmail) });
      }
    }
    if (clean) valid.push({ row, data });
  });
  return { errors, valid };
}

/** Rows whose phone is already a member's in the company, or whose e-mail is anyone's login. */
async function existingDuplicates(db: Db, companyId: number, rows: Array<{ row: number; data: ValidRow }>) {
  if (rows.length === 0) return [];
  // One array parameter each, however many rows the file has.
  const phones = sql.param(rows.map(({ data }) => data.cellPhone));
  const emails = sql.param(rows.map(({ data }) => data.email));
  const [phoneRows, emailRows] = await Promise.all([
    db
      .select({ value: companyMembers.cellPhone })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          sql`${companyMembers.cellPhone} = any(${phones}::text[])`,
        ),
      ),
    db
      .select({ value: companyMembers.email })
      .from(companyMembers)
      .where(sql`${companyMembers.email} = any(${emails}::text[])`),
  ]);
  const takenPhones = new Set(phoneRows.map(({ value }) => value));
  const takenEmails = new Set(emailRows.map(({ value }) => value));
  const errors: ImportRowError[] = [];
  for (const { row, data } of rows) {
    if (takenPhones.has(data.cellPhone))
      errors.push({ row, field: 'cellPhone', message: DUPLICATE_CELL_PHONE });
    if (takenEmails.has(data.email)) errors.push({ row, field: 'email', message: DUPLICATE_EMAIL });
  }
  return errors;
}

/**
 * One multi-row INSERT … SELECT FROM unnest(one array per column). The VALUES form drizzle builds
 * spells out all 30 columns of every row (a 240 KB statement per 1000 rows), and parsing that
 * made 10,000 rows take 6 s on the embedded database; with arrays the statement stays tiny and
 * the same 10,000 rows take well under a second.
 */
async function insertChunk(
  tx: Db,
  companyId: number,
  groupId: number | null,
  rows: Array<{ data: ValidRow }>,
) {
  const column = (pick: (data: ValidRow) => string) => sql.param(rows.map(({ data }) => pick(data) || null));
  await tx.execute(sql`
    insert into ${companyMembers}
      (company_id, group_id, name, email, cell_phone, gender, rank, event_date, lunar)
    select ${companyId}::int, ${groupId}::int, * from unnest(
      ${column((d) => d.name)}::text[], ${column((d) => d.email)}::text[], ${column((d) => d.cellPhone)}::text[],
      ${column((d) => d.gender)}::text[], ${column((d) => d.rank)}::text[], ${column((d) => d.eventDate)}::text[],
      ${column((d) => d.lunar)}::text[]
    )`);
}

const byRowThenField = (a: ImportRowError, b: ImportRowError) =>
  a.row - b.row || FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field);

/**
 * Member import: every row re-validated on the server; with `dryRun` only the report. Otherwise
 * all rows are inserted in one transaction, or none when any row has an error (the report says
 * which row, field and why, with `added: 0`).
 */
export async function importMembers(ctx: AppContext, auth: SessionAuth, body: MemberImportBody) {
  const groupId = await groupOfCompany(ctx, ctx.db, auth.companyId, body.groupId);
  const { errors, valid } = validateRows(body.rows);
  const report = (added: number, found: ImportRowError[]) => ({
    dryRun: body.dryRun,
    total: body.rows.length,
    added,
    errors: found.sort(byRowThenField),
  });
  if (body.dryRun || errors.length > 0)
    return report(0, [...errors, ...(await existingDuplicates(ctx.db, auth.companyId, valid))]);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Under the company lock no other import or sign-up can take a phone between check and insert.
      await lockCompany(tx, auth.companyId);
      const taken = await existingDuplicates(tx, auth.companyId, valid);
      if (taken.length > 0) return report(0, taken);
      for (let start = 0; start < valid.length; start += IMPORT_CHUNK_ROWS) {
        await insertChunk(tx, auth.companyId, groupId, valid.slice(start, start + IMPORT_CHUNK_ROWS));
      }
      return report(valid.length, []);
    });
  } catch (error) {
    // An e-mail registered by another company between the check and the insert (no lock covers it).
    if (uniqueViolation(error) !== null)
      throw conflict(
        '가져오는 동안 다른 곳에서 같은 이메일이나 휴대폰 번호가 등록되었습니다. 다시 시도해주세요.',
      );
    throw error;
  }
}
