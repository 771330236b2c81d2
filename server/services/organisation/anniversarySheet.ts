import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { anniversarySheetRow } from '../../../schemas/anniversaries';
import { repeatedRows, type SheetCheck, type SheetRow } from '../../api/sheetCall';
import type { AppContext, SessionAuth } from '../../context';
import { companyMembers } from '../../db/schema';

type Row = SheetRow<z.output<typeof anniversarySheetRow>>;
type Dates = { memberId: number; eventDate: string; lunar: string; joinDate: string };

const NOT_A_MEMBER = '우리 회사 구성원의 이메일이 아닙니다.';
const repeated = (first: number) =>
  `파일 안에서 이메일이 중복됩니다. (${first.toLocaleString('ko-KR')}행과 같음)`;

/** Each row names a member of the caller's company (another company's e-mail is not found), once. */
export async function checkAnniversarySheet(
  ctx: AppContext,
  auth: SessionAuth,
  rows: readonly Row[],
): Promise<SheetCheck<Dates>> {
  const lower = rows.map((r) => ({ ...r, data: { ...r.data, email: r.data.email.toLowerCase() } }));
  const emails = [...new Set(lower.map(({ data }) => data.email))];
  const found = emails.length
    ? await ctx.db
        .select({ id: companyMembers.id, email: companyMembers.email })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, auth.companyId), inArray(companyMembers.email, emails)))
    : [];
  const byEmail = new Map(found.map((member) => [member.email, member.id]));
  const errors = repeatedRows(lower, (data) => data.email, 'email', repeated);
  const refused = new Set(errors.map(({ row }) => row));
  const ready: Dates[] = [];
  for (const { row, data } of lower) {
    const memberId = byEmail.get(data.email);
    if (memberId === undefined) errors.push({ row, field: 'email', message: NOT_A_MEMBER });
    else if (!refused.has(row))
      ready.push({ memberId, eventDate: data.eventDate, lunar: data.lunar, joinDate: data.joinDate });
  }
  return { errors, ready };
}

/** The dates saved in one statement; an empty cell keeps the member's own (a lunar flag goes with its birthday). */
export async function saveAnniversaries(ctx: AppContext, auth: SessionAuth, rows: readonly Dates[]) {
  if (rows.length === 0) return;
  const param = (pick: (row: Dates) => string | number) => sql.param(rows.map(pick));
  await ctx.db.execute(sql`
    update ${companyMembers} set
      event_date = coalesce(nullif(given.event_date, ''), ${companyMembers.eventDate}),
      lunar = case when given.event_date = '' then ${companyMembers.lunar} else nullif(given.lunar, '') end,
      join_date = coalesce(nullif(given.join_date, ''), ${companyMembers.joinDate}),
      updated_at = now()
    from unnest(${param((r) => r.memberId)}::int[], ${param((r) => r.eventDate)}::text[],
      ${param((r) => r.lunar)}::text[], ${param((r) => r.joinDate)}::text[])
      as given(id, event_date, lunar, join_date)
    where ${companyMembers.id} = given.id and ${companyMembers.companyId} = ${auth.companyId}`);
}
