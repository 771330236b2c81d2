import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WarehouseRecord } from '../../../schemas/wms';
import type { AppContext, SessionAuth } from '../../context';
import { companies, companyMembers, wmsWarehouses } from '../../db/schema';
import { forbidden } from '../../errors';
import { warehouseRecordOf } from './products';
import type { ListRequest } from '../listQuery';
import { listCompanyTransfers } from './transferList';
import { transferOf, transferPhotoZip } from './transfers';
import { decideTransfer } from './transferWrites';
import { reopenCheck } from './checks';

const NOT_WMS_COMPANY = '창고 앱을 사용하는 회사의 관리자만 볼 수 있습니다.';

/** The company side of the warehouse app: only a company that uses it (wmsUse). */
export async function requireWmsCompany(ctx: AppContext, companyId: number) {
  const [company] = await ctx.db
    .select({ wmsUse: companies.wmsUse })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.wmsUse) throw forbidden(NOT_WMS_COMPANY);
}

/** The company's warehouses, oldest first (the stock transfer list's warehouse filter). */
export async function companyWarehouses(ctx: AppContext, companyId: number): Promise<WarehouseRecord[]> {
  await requireWmsCompany(ctx, companyId);
  const rows = await ctx.db
    .select()
    .from(wmsWarehouses)
    .where(eq(wmsWarehouses.companyId, companyId))
    .orderBy(asc(wmsWarehouses.id));
  return rows.map((row) => warehouseRecordOf(ctx, row));
}

/** A page of the company's stock transfers in the list protocol (재고 이동 내역). */
export async function companyTransfers(
  ctx: AppContext,
  companyId: number,
  list: ListRequest<string, z.ZodRawShape>,
) {
  await requireWmsCompany(ctx, companyId);
  return listCompanyTransfers(ctx, companyId, list);
}

/** One stock transfer of the company, with its photos. */
export async function companyTransfer(ctx: AppContext, companyId: number, id: number) {
  await requireWmsCompany(ctx, companyId);
  return transferOf(ctx, id);
}

/** A transfer's photos for one zip and the zip's name (none: 404). */
export async function companyTransferPhotos(ctx: AppContext, companyId: number, id: number) {
  await requireWmsCompany(ctx, companyId);
  return transferPhotoZip(ctx, id);
}

/**
 * The company's administrator audits a transfer from the admin console (usage/stockTransfer/:id):
 * approve (the goods move now) or reject, under the warehouse app's own rules. The ledger names the
 * administrator, who has no warehouse account, so the self-decision rule (workers) does not apply.
 */
export async function decideCompanyTransfer(
  ctx: AppContext,
  session: SessionAuth,
  id: number,
  decision: 'APPROVE' | 'REJECT',
) {
  await requireWmsCompany(ctx, session.companyId);
  return decideTransfer(ctx, await administratorActor(ctx, session), id, decision);
}

/** The administrator as the ledger names them (no warehouse account). */
async function administratorActor(ctx: AppContext, session: SessionAuth) {
  const [member] = await ctx.db
    .select({ name: companyMembers.name })
    .from(companyMembers)
    .where(eq(companyMembers.id, session.memberId));
  return {
    companyId: session.companyId,
    accountId: null,
    accountName: `${member?.name ?? ''} (회사 관리자)`.trim(),
  };
}

/**
 * The company's administrator reopens a finished stock check on the day it was finished, to let
 * the workers correct a count (server/services/wms/checks.ts reopenCheck has the rule).
 */
export async function reopenCompanyCheck(ctx: AppContext, session: SessionAuth, id: number) {
  await requireWmsCompany(ctx, session.companyId);
  return reopenCheck(ctx, await administratorActor(ctx, session), id);
}
