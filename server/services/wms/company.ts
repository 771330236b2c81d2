import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WarehouseRecord } from '../../../schemas/wms';
import type { AppContext } from '../../context';
import { companies, wmsWarehouses } from '../../db/schema';
import { forbidden } from '../../errors';
import { warehouseRecordOf } from './products';
import type { ListRequest } from '../listQuery';
import { listCompanyTransfers } from './transferList';
import { transferOf, transferPhotoZip } from './transfers';

const NOT_WMS_COMPANY = '창고 앱을 사용하는 회사의 관리자만 볼 수 있습니다.';

/** The company side of the warehouse app: only a company that uses it (wmsUse). */
async function requireWmsCompany(ctx: AppContext, companyId: number) {
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
