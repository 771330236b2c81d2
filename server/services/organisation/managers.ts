import { and, count, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { ADMINISTRATOR_ROLE } from '../../../lib/memberRules';
import type { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import type { AuthorityInput } from '../../../schemas/members';
import { managerRecord, type ManagerRecord, type managerInviteBody } from '../../../schemas/managers';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import type { Db } from '../../db/client';
import { companies, companyMembers, managerInvitations } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { IdKind } from '../ids';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { administratorCondition, conflict } from './common';
import { randomToken, sha256 } from '../secrets';
import { assertMayChangeAuthority, revokeAdministrator, setAuthority } from './memberAuthority';

export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const MANAGER_NOT_FOUND = '관리자 정보를 찾을 수 없습니다.';
export const ALREADY_MEMBER = '이미 가입된 이메일입니다. 기존 계정으로 로그인해주세요.';

/** manager/list: administrators and pending invitations together (a handful of rows per company). */
export const managerList = listFromRecord(managerRecord, {
  resource: 'managers',
  defaultSort: ['name', 'ASC'],
});
export type ManagerListRequest = ListRequest<string, z.ZodRawShape> & {
  filter: { id?: string | string[]; q?: string; status?: string; companyMemberRole?: string };
};
/**
 * The columns of the managers subquery (administrators and pending invitations as one relation)
 * each sort field orders by; kind and id break ties. A member has no invitation date: it sorts
 * before every date, as an empty text did.
 */
const managerSortBy = sortMap(managerList, {
  id: [sql`kind`, sql`id`],
  name: sql`name`,
  email: sql`email`,
  status: sql`status`,
  invitedAt: sql`invited_at`,
});
export type ManagerInviteBody = z.output<typeof managerInviteBody>;

const administratorOf = (companyId: number) =>
  and(eq(companyMembers.companyId, companyId), administratorCondition());
const pendingOf = (companyId: number, now: Date) =>
  and(
    eq(managerInvitations.companyId, companyId),
    isNull(managerInvitations.acceptedAt),
    gt(managerInvitations.expiresAt, now),
  );

type MemberRow = typeof companyMembers.$inferSelect;
type InvitationRow = typeof managerInvitations.$inferSelect;

function memberManager(ctx: AppContext, row: MemberRow): ManagerRecord {
  return {
    id: ctx.ids.encode('member', row.id),
    name: row.name,
    email: row.email,
    cellPhone: row.cellPhone,
    companyMemberRole: row.companyMemberRole,
    hasMasterAuthority: row.hasMasterAuthority,
    hasAdminAuthority: row.hasAdminAuthority,
    hasBuyRequestAuthority: row.hasBuyRequestAuthority,
    hasCategoryItemAuthority: row.hasCategoryItemAuthority,
    hasManagerAuthority: row.hasManagerAuthority,
    status: 'ACTIVE',
    invitedAt: null,
  };
}

function invitationManager(ctx: AppContext, row: InvitationRow): ManagerRecord {
  return {
    id: ctx.ids.encode('invitation', row.id),
    // The invitee chooses their name when accepting.
    name: '',
    email: row.email,
    cellPhone: row.cellPhone,
    companyMemberRole: '관리자',
    hasMasterAuthority: row.hasMasterAuthority,
    hasAdminAuthority: row.hasAdminAuthority,
    hasBuyRequestAuthority: row.hasBuyRequestAuthority,
    hasCategoryItemAuthority: row.hasCategoryItemAuthority,
    hasManagerAuthority: row.hasManagerAuthority,
    status: 'INVITED',
    invitedAt: row.createdAt.toISOString(),
  };
}

/** Administrators and pending invitations as one relation of the record's columns. */
function managersOf(companyId: number, now: Date): SQL {
  const m = companyMembers;
  const i = managerInvitations;
  return sql`select 'member' as kind, ${m.id} as id, ${m.name} as name, ${m.email} as email,
      ${m.cellPhone} as cell_phone, ${m.companyMemberRole} as role, 'ACTIVE' as status,
      null::float8 as invited_at, ${m.hasMasterAuthority} as master, ${m.hasAdminAuthority} as admin,
      ${m.hasBuyRequestAuthority} as buy_request, ${m.hasCategoryItemAuthority} as category_item,
      ${m.hasManagerAuthority} as manager
    from ${m} where ${administratorOf(companyId)}
    union all
    select 'invitation', ${i.id}, '', ${i.email}, ${i.cellPhone}, ${ADMINISTRATOR_ROLE}, 'INVITED',
      floor(extract(epoch from ${i.createdAt}) * 1000)::float8, ${i.hasMasterAuthority},
      ${i.hasAdminAuthority}, ${i.hasBuyRequestAuthority}, ${i.hasCategoryItemAuthority},
      ${i.hasManagerAuthority}
    from ${i} where ${pendingOf(companyId, now)}`;
}

type ManagerRow = { kind: 'member' | 'invitation' };

/**
 * manager/list: the database filters (q: part of "name e-mail phone", any case), sorts, pages and
 * counts administrators and pending invitations together.
 */
export async function listManagers(
  ctx: AppContext,
  companyId: number,
  request: ManagerListRequest,
): Promise<ListPage<ManagerRecord>> {
  const { id, q, status, companyMemberRole } = request.filter;
  const where: SQL[] = [];
  if (id !== undefined) {
    const members = decodeIdFilter(id, (value) => ctx.ids.decode('member', value));
    const invitations = decodeIdFilter(id, (value) => ctx.ids.decode('invitation', value));
    if (members.length + invitations.length === 0) return { rows: [], total: 0 };
    where.push(
      sql`((kind = 'member' and id = any(${sql.param(members)}::int[])) or (kind = 'invitation' and id = any(${sql.param(invitations)}::int[])))`,
    );
  }
  if (status) where.push(sql`status = ${status}`);
  if (companyMemberRole) where.push(sql`role = ${companyMemberRole}`);
  if (q)
    where.push(
      sql`strpos(lower(name || ' ' || email || ' ' || coalesce(cell_phone, '')), ${q.toLowerCase()}) > 0`,
    );
  const condition = where.length ? and(...where) : undefined;
  const managers = sql`(${managersOf(companyId, ctx.now())}) as managers`;
  const direction = request.order === 'ASC' ? sql`asc nulls first` : sql`desc nulls last`;
  const key = managerSortBy[request.sort]!;
  const keys = (Array.isArray(key) ? key : [key]) as SQL[];
  const column = <T>(name: string) => sql<T>`${sql.identifier(name)}`;
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        kind: column<ManagerRow['kind']>('kind'),
        id: column<number>('id'),
        name: column<string>('name'),
        email: column<string>('email'),
        cellPhone: column<string | null>('cell_phone'),
        role: column<ManagerRecord['companyMemberRole']>('role'),
        status: column<ManagerRecord['status']>('status'),
        invitedAt: column<number | null>('invited_at'),
        master: column<boolean>('master'),
        admin: column<boolean>('admin'),
        buyRequest: column<boolean>('buy_request'),
        categoryItem: column<boolean>('category_item'),
        manager: column<boolean>('manager'),
      })
      .from(managers)
      .where(condition)
      .orderBy(...keys.map((part) => sql`${part} ${direction}`), sql`kind asc`, sql`id asc`)
      .limit(request.limit)
      .offset(request.offset),
    ctx.db.select({ total: count() }).from(managers).where(condition),
  ]);
  return {
    rows: rows.map((row) => ({
      id: ctx.ids.encode(row.kind, row.id),
      name: row.name,
      email: row.email,
      cellPhone: row.cellPhone,
      companyMemberRole: row.role,
      hasMasterAuthority: row.master,
      hasAdminAuthority: row.admin,
      hasBuyRequestAuthority: row.buyRequest,
      hasCategoryItemAuthority: row.categoryItem,
      hasManagerAuthority: row.manager,
      status: row.status,
      invitedAt: row.invitedAt === null ? null : new Date(Number(row.invitedAt)).toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

type Target = { kind: 'member'; row: MemberRow } | { kind: 'invitation'; row: InvitationRow };
/** A manager id names an administrator (a member) or a pending invitation; the route layer decodes it. */
export interface ManagerId {
  kind: IdKind;
  id: number;
}

/** A manager id names an administrator (member id) or a pending invitation (invitation id). */
async function findTarget(ctx: AppContext, db: Db, companyId: number, id: ManagerId): Promise<Target> {
  const memberId = id.kind === 'member' ? id.id : null;
  if (memberId !== null) {
    const [row] = await db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.id, memberId), administratorOf(companyId)));
    if (row) return { kind: 'member', row };
  }
  const invitationId = id.kind === 'invitation' ? id.id : null;
  if (invitationId !== null) {
    const [row] = await db
      .select()
      .from(managerInvitations)
      .where(and(eq(managerInvitations.id, invitationId), pendingOf(companyId, ctx.now())));
    if (row) return { kind: 'invitation', row };
  }
  throw notFound(MANAGER_NOT_FOUND);
}

const toManager = (ctx: AppContext, target: Target) =>
  target.kind === 'member' ? memberManager(ctx, target.row) : invitationManager(ctx, target.row);

export async function getManager(ctx: AppContext, auth: SessionAuth, id: ManagerId): Promise<ManagerRecord> {
  return toManager(ctx, await findTarget(ctx, ctx.db, auth.companyId, id));
}

async function reloadMember(ctx: AppContext, companyId: number, memberId: number): Promise<ManagerRecord> {
  const [row] = await ctx.db
    .select()
    .from(companyMembers)
    .where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, companyId)));
  if (!row) throw notFound(MANAGER_NOT_FOUND);
  return memberManager(ctx, row);
}

/** Authority of an administrator, or the flags a pending invitation will grant. */
export async function updateManager(
  ctx: AppContext,
  auth: SessionAuth,
  id: ManagerId,
  body: AuthorityInput,
): Promise<ManagerRecord> {
  assertMayChangeAuthority(auth);
  const target = await findTarget(ctx, ctx.db, auth.companyId, id);
  if (target.kind === 'member') {
    await setAuthority(ctx, auth, target.row.id, body);
    return reloadMember(ctx, auth.companyId, target.row.id);
  }
  if (target.row.hasMasterAuthority !== body.hasMasterAuthority && !auth.hasMasterAuthority)
    throw forbidden('마스터 권한은 마스터 권한이 있는 구성원만 부여하거나 회수할 수 있습니다.');
  const [updated] = await ctx.db
    .update(managerInvitations)
    .set({
      hasMasterAuthority: body.hasMasterAuthority,
      hasAdminAuthority: body.hasAdminAuthority,
      hasBuyRequestAuthority: body.hasBuyRequestAuthority,
      hasCategoryItemAuthority: body.hasCategoryItemAuthority,
      hasManagerAuthority: body.hasManagerAuthority,
    })
    .where(and(eq(managerInvitations.id, target.row.id), eq(managerInvitations.companyId, auth.companyId)))
    .returning();
  return invitationManager(ctx, updated!);
}

/** Revokes an administrator back to a plain member, or cancels a pending invitation. */
export async function deleteManager(
  ctx: AppContext,
  auth: SessionAuth,
  id: ManagerId,
): Promise<ManagerRecord> {
  const target = await findTarget(ctx, ctx.db, auth.companyId, id);
  if (target.kind === 'member') {
    await revokeAdministrator(ctx, auth, target.row.id);
    return memberManager(ctx, target.row);
  }
  await ctx.db
    .delete(managerInvitations)
    .where(and(eq(managerInvitations.id, target.row.id), eq(managerInvitations.companyId, auth.companyId)));
  return invitationManager(ctx, target.row);
}

/** The sign-up address of an invitation, on the portal's public address. */
export const signupLink = (ctx: AppContext, token: string) =>
  `${ctx.settings.PORTAL_URL.replace(/\/+$/, '')}/pc/admin/auth/manager/signup?token=${token}`;

/**
 * Invites an additional administrator: stores the invitation (only the token's hash) and sends
 * the link by LMS in the same transaction, so there is never a message without an invitation.
 * A new invitation to the same e-mail replaces the pending one (a "resend").
 */
export async function inviteManager(
  ctx: AppContext,
  auth: SessionAuth,
  body: ManagerInviteBody,
): Promise<ManagerRecord> {
  const email = body.email.toLowerCase();
  const [existing] = await ctx.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(eq(companyMembers.email, email));
  if (existing) throw conflict(ALREADY_MEMBER, { email: ALREADY_MEMBER });
  const companyName = await companyNameOf(ctx, auth);
  const row = await ctx.db.transaction((tx) =>
    storeInvitation(ctx, tx, auth, companyName, { ...body, email }),
  );
  return invitationManager(ctx, row);
}

/** The company's name, which the invitation message names. */
export async function companyNameOf(ctx: AppContext, auth: SessionAuth): Promise<string> {
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, auth.companyId));
  if (!company) throw notFound();
  return company.name;
}

/**
 * One invitation (its e-mail in lower case) stored, replacing a pending one to the same e-mail, and
 * its LMS sent in the same transaction: the invite button and the invitation sheet alike.
 */
export async function storeInvitation(
  ctx: AppContext,
  tx: Db,
  auth: SessionAuth,
  companyName: string,
  body: ManagerInviteBody,
) {
  const token = randomToken();
  const expiresAt = new Date(ctx.now().getTime() + INVITATION_DAYS * DAY_MS);
  await tx
    .delete(managerInvitations)
    .where(
      and(
        eq(managerInvitations.companyId, auth.companyId),
        eq(managerInvitations.email, body.email),
        isNull(managerInvitations.acceptedAt),
      ),
    );
  const [created] = await tx
    .insert(managerInvitations)
    .values({
      companyId: auth.companyId,
      email: body.email,
      cellPhone: body.cellPhone,
      hasBuyRequestAuthority: body.hasBuyRequestAuthority,
      hasCategoryItemAuthority: body.hasCategoryItemAuthority,
      hasManagerAuthority: body.hasManagerAuthority,
      tokenHash: sha256(token),
      invitedBy: auth.memberId,
      expiresAt,
    })
    .returning();
  const until = seoulDateString(expiresAt);
  await ctx.sender.send(
    {
      companyId: auth.companyId,
      channel: 'LMS',
      recipient: body.cellPhone,
      subject: '[포털] 관리자 초대',
      body: [
        `${companyName}의 관리자로 초대되었습니다.`,
        `아래 링크에서 이름, 휴대폰 번호, 비밀번호를 설정하면 바로 로그인할 수 있습니다. (${until}까지)`,
        signupLink(ctx, token),
      ].join('\n'),
      purpose: 'manager-invite',
    },
    tx,
  );
  return created!;
}
