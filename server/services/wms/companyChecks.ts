import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { seoulDayStart } from '../../../lib/seoulTime';
import { idText } from '../../../schemas/wms';
import { companyStockCheckRecord, type CompanyStockCheckRecord } from '../../../schemas/wmsStock';
import { listFromRecord, pageInDatabase, sortColumns } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import { wmsAccounts, wmsStockChecks, wmsWarehouses } from '../../db/schema';
import { notFound } from '../../errors';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { reopenableAt, withDetails, type CheckRow } from './checks';

/**
 * 재고 조사 내역 in the admin console (usage/stockCheck): the company's stock checks in the list
 * protocol, paged in the database (the warehouse index serves the company and start-date order).
 * Filters: status, warehouse, the start-date range and `q` (warehouse or worker name).
 */
export const companyCheckList = listFromRecord(companyStockCheckRecord, {
  resource: 'stockChecks',
  defaultSort: ['createdAt', 'DESC'],
  extraFilters: { warehouseId: idText('창고') },
});
const sortBy = sortColumns(companyCheckList, wmsStockChecks);

interface CompanyCheckFilter {
  id?: string | string[];
  q?: string;
  status?: CheckRow['status'];
  warehouseId?: string;
  createdAt_gte?: string;
  createdAt_lte?: string;
}

/** A worker's or a warehouse's name containing `q` (strpos: `%` and `_` are themselves). */
const namedLike = (q: string) =>
  or(
    sql`exists (select 1 from ${wmsWarehouses} where ${wmsWarehouses.id} = ${wmsStockChecks.warehouseId} and strpos(${wmsWarehouses.name}, ${q}) > 0)`,
    sql`exists (select 1 from ${wmsAccounts} where ${wmsAccounts.id} = ${wmsStockChecks.createdBy} and strpos(${wmsAccounts.name}, ${q}) > 0)`,
  );

export async function listCompanyChecks(
  ctx: AppContext,
  companyId: number,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<CompanyStockCheckRecord>> {
  const filter = list.filter as CompanyCheckFilter;
  const where: (SQL | undefined)[] = [eq(wmsStockChecks.companyId, companyId)];
  if (filter.status) where.push(eq(wmsStockChecks.status, filter.status));
  if (filter.warehouseId) {
    const warehouseId = ctx.ids.decode('warehouse', filter.warehouseId);
    if (warehouseId === null) return { rows: [], total: 0 };
    where.push(eq(wmsStockChecks.warehouseId, warehouseId));
  }
  if (filter.createdAt_gte) where.push(gte(wmsStockChecks.createdAt, seoulDayStart(filter.createdAt_gte)));
  if (filter.createdAt_lte) where.push(lt(wmsStockChecks.createdAt, seoulDayStart(filter.createdAt_lte, 1)));
  if (filter.q) where.push(namedLike(filter.q));
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('wmsCheck', id));
    if (ids.length === 0) return { rows: [], total: 0 };
    where.push(inArray(wmsStockChecks.id, ids));
  }
  return pageInDatabase(ctx.db, {
    table: wmsStockChecks,
    id: wmsStockChecks.id,
    sortBy,
    request: list,
    where: and(...where),
    load: async (ids) =>
      new Map(
        (await companyChecksWhere(ctx, inArray(wmsStockChecks.id, ids))).map((check) => [
          check.id,
          check.record,
        ]),
      ),
  });
}

/** One stock check of the company with its lines (the ownership of the id is checked by the route). */
export async function companyCheck(ctx: AppContext, companyId: number, id: number) {
  const [check] = await companyChecksWhere(
    ctx,
    and(eq(wmsStockChecks.id, id), eq(wmsStockChecks.companyId, companyId)),
  );
  if (!check) throw notFound('재고 조사를 찾을 수 없습니다.');
  return check.record;
}

interface LoadedCheck {
  id: number;
  record: CompanyStockCheckRecord;
}

async function companyChecksWhere(ctx: AppContext, where: SQL | undefined): Promise<LoadedCheck[]> {
  const rows = await ctx.db
    .select({ check: wmsStockChecks, warehouseName: wmsWarehouses.name, startedBy: wmsAccounts.name })
    .from(wmsStockChecks)
    .innerJoin(wmsWarehouses, eq(wmsWarehouses.id, wmsStockChecks.warehouseId))
    .leftJoin(wmsAccounts, eq(wmsAccounts.id, wmsStockChecks.createdBy))
    .where(where);
  const records = await withDetails(
    ctx,
    rows.map((row) => row.check),
  );
  const now = ctx.now();
  return rows.map((row, index) => {
    const record = records[index]!;
    return {
      id: row.check.id,
      record: {
        ...record,
        warehouseName: row.warehouseName,
        startedBy: row.startedBy ?? '-',
        lineCount: record.details.length,
        countedCount: record.details.filter((line) => line.countedQuantity !== null).length,
        reopenable: row.check.status === 'DONE' && reopenableAt(row.check.finishedAt, now),
      },
    };
  });
}
