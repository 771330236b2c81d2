import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerInviteRow } from '../../../schemas/managers';
import { repeatedRows, type SheetCheck, type SheetRow } from '../../api/sheetCall';
import type { AppContext, SessionAuth } from '../../context';
import { companyMembers } from '../../db/schema';
import { ALREADY_MEMBER, companyNameOf, storeInvitation, type ManagerInviteBody } from './managers';

type Row = SheetRow<z.output<typeof managerInviteRow>>;

const repeated = (first: number) =>
  `파일 안에서 이메일이 중복됩니다. (${first.toLocaleString('ko-KR')}행과 같음)`;

/** The invite button's rule for every row: an e-mail nobody has signed up with, once per file. */
export async function checkInviteSheet(
  ctx: AppContext,
  rows: readonly Row[],
): Promise<SheetCheck<ManagerInviteBody>> {
  const invites = rows.map((r) => ({ ...r, data: { ...r.data, email: r.data.email.toLowerCase() } }));
  const emails = [...new Set(invites.map(({ data }) => data.email))];
  const taken = emails.length
    ? await ctx.db
        .select({ email: companyMembers.email })
        .from(companyMembers)
        .where(inArray(companyMembers.email, emails))
    : [];
  const members = new Set(taken.map(({ email }) => email));
  const errors = repeatedRows(invites, (data) => data.email, 'email', repeated);
  const refused = new Set(errors.map(({ row }) => row));
  for (const { row, data } of invites)
    if (members.has(data.email)) errors.push({ row, field: 'email', message: ALREADY_MEMBER });
  return { errors, ready: invites.filter(({ row }) => !refused.has(row)).map(({ data }) => data) };
}

/** Every invitation stored and its LMS sent, in the call's one transaction. */
export async function sendInvitations(
  ctx: AppContext,
  auth: SessionAuth,
  invites: readonly ManagerInviteBody[],
) {
  const companyName = await companyNameOf(ctx, auth);
  for (const invite of invites) await storeInvitation(ctx, ctx.db, auth, companyName, invite);
}
