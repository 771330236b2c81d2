import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { seoulDayStart } from '../../../lib/seoulTime';
import type { OrderByType, OrderColumn } from '../../../schemas/wms';
import type { TransferRecord, TransferStatus } from '../../../schemas/wmsStock';
import type { AppContext } from '../../context';
import {
  storedFiles,
  wmsProducts,
  wmsStockTransfers,
  wmsTransferPhotos,
  wmsWarehouses,
} from '../../db/schema';
import { notFound } from '../../errors';
import { fileUrl } from '../../files/records';
import { koreanSearch } from '../koreanSearch';

export interface TransferFilter {
  /** Only these transfers (the list protocol's getMany). */
  ids?: readonly number[];
  warehouseId?: string;
  status?: TransferStatus;
  q?: string;
  startDate?: string;
  endDate?: string;
  orderByType: OrderByType;
  orderColumn: OrderColumn;
}

const fromWarehouse = alias(wmsWarehouses, 'from_warehouse');
const toWarehouse = alias(wmsWarehouses, 'to_warehouse');

/** The WHERE of a filtered transfer list; an unknown warehouse id matches nothing. */
function transferWhere(ctx: AppContext, companyId: number, filter: TransferFilter): SQL | undefined {
  const warehouse = filter.warehouseId ? ctx.ids.decode('warehouse', filter.warehouseId) : null;
  return and(
    eq(wmsStockTransfers.companyId, companyId),
    // One array parameter: the statement's text does not change with the number of ids.
    filter.ids ? sql`${wmsStockTransfers.id} = any(${sql.param([...filter.ids])}::int[])` : undefined,
    filter.warehouseId
      ? or(
          eq(wmsStockTransfers.fromWarehouseId, warehouse ?? -1),
          eq(wmsStockTransfers.toWarehouseId, warehouse ?? -1),
        )
      : undefined,
    filter.status ? eq(wmsStockTransfers.status, filter.status) : undefined,
    filter.q
      ? or(
          // The matching products are found once (a hashed subplan), not looked up per transfer.
          sql`${wmsStockTransfers.productId} in (select ${wmsProducts.id} from ${wmsProducts}
            where ${wmsProducts.companyId} = ${companyId} and ${koreanSearch(filter.q, { names: [wmsProducts.name] })})`,
          koreanSearch(filter.q, { names: [], plain: [wmsStockTransfers.transferNo] }),
        )
      : undefined,
    filter.startDate ? gte(wmsStockTransfers.createdAt, seoulDayStart(filter.startDate)) : undefined,
    filter.endDate ? lt(wmsStockTransfers.createdAt, seoulDayStart(filter.endDate, 1)) : undefined,
  );
}

function transferOrder(filter: TransferFilter): SQL[] {
  const expressions: Record<OrderColumn, SQL> = {
    NAME: sql`${wmsProducts.name}`,
    QUANTITY: sql`${wmsStockTransfers.quantity}`,
    DATE: sql`${wmsStockTransfers.createdAt}`,
    WORKSPACE: sql`${fromWarehouse.name}`,
  };
  const order = filter.orderByType === 'ASC' ? asc : desc;
  return [order(expressions[filter.orderColumn]), order(wmsStockTransfers.id)];
}

/** The order as a list of SQL terms, for an ORDER BY or a window's order. */
const orderTerms = (filter: TransferFilter) => sql.join(transferOrder(filter), sql`, `);

interface PhotoJson {
  id: number;
  fileName: string;
}
/** A transfer's photos as JSON, read in the same statement as the transfer. */
const photosJson = sql<PhotoJson[] | string>`coalesce((
  select json_agg(json_build_object('id', ${storedFiles.id}, 'fileName', ${storedFiles.fileName}) order by ${wmsTransferPhotos.id})
  from ${wmsTransferPhotos} inner join ${storedFiles} on ${storedFiles.id} = ${wmsTransferPhotos.fileId}
  where ${wmsTransferPhotos.transferId} = ${wmsStockTransfers.id}), '[]'::json)`;

/** The joined transfers with their photos; `extra` adds columns, `start` a WITH. */
function selectTransfers<E extends Record<string, SQL.Aliased>>(
  ctx: AppContext,
  extra: E = {} as E,
  start: Pick<AppContext['db'], 'select'> = ctx.db,
) {
  return start
    .select({
      transfer: wmsStockTransfers,
      productName: wmsProducts.name,
      barcode: wmsProducts.barcode,
      unit: wmsProducts.unit,
      from: fromWarehouse.name,
      to: toWarehouse.name,
      photos: photosJson,
      ...extra,
    })
    .from(wmsStockTransfers)
    .innerJoin(wmsProducts, eq(wmsProducts.id, wmsStockTransfers.productId))
    .innerJoin(fromWarehouse, eq(fromWarehouse.id, wmsStockTransfers.fromWarehouseId))
    .innerJoin(toWarehouse, eq(toWarehouse.id, wmsStockTransfers.toWarehouseId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectTransfers>['where']>>[number];

function toRecord(
  ctx: AppContext,
  { transfer, productName, barcode, unit, from, to, photos }: Joined,
): TransferRecord {
  // node-postgres and PGlite both decode json, but a driver that does not would hand over text.
  const files: PhotoJson[] = typeof photos === 'string' ? JSON.parse(photos) : photos;
  return {
    id: ctx.ids.encode('wmsTransfer', transfer.id),
    transferNo: transfer.transferNo,
    status: transfer.status,
    fromWarehouse: from,
    toWarehouse: to,
    productName,
    barcode,
    quantity: transfer.quantity,
    unit,
    memo: transfer.memo,
    requestedBy: transfer.requestedBy,
    createdAt: transfer.createdAt.toISOString(),
    photos: files.map((file) => {
      const id = ctx.ids.encode('file', file.id);
      return { id, fileName: file.fileName, url: fileUrl(id) };
    }),
  };
}

/**
 * The transfers a filter matches, joined only with what the order reads when it is ordered (the
 * product's or the source warehouse's name): the search needs no join, so a count reads one table.
 */
function matching<T extends SelectedFields>(
  ctx: AppContext,
  companyId: number,
  filter: TransferFilter,
  fields: T,
  ordered: boolean,
) {
  const plain = ctx.db.select(fields).from(wmsStockTransfers).$dynamic();
  // With explicit fields a join does not change what a row holds, only what the order can read.
  const joined =
    ordered && filter.orderColumn === 'NAME'
      ? (plain.innerJoin(
          wmsProducts,
          eq(wmsProducts.id, wmsStockTransfers.productId),
        ) as unknown as typeof plain)
      : ordered && filter.orderColumn === 'WORKSPACE'
        ? (plain.innerJoin(
            fromWarehouse,
            eq(fromWarehouse.id, wmsStockTransfers.fromWarehouseId),
          ) as unknown as typeof plain)
        : plain;
  return joined.where(transferWhere(ctx, companyId, filter));
}

const countOf = (ctx: AppContext, companyId: number, filter: TransferFilter) =>
  matching(ctx, companyId, filter, { count: sql<number>`count(*)` }, false);

/**
 * A page of the filtered transfers and the filter's total in one statement, shaped as the member
 * list: the page's ids are read off the (company, created_at) index with only the joins the filter
 * and order need, then only those rows are joined and given their photos; the total is counted
 * without the joins. Only a page past the end needs a second statement for its total. The xlsx
 * (no page) takes the first 10,000.
 */
export function listTransfers(
  ctx: AppContext,
  companyId: number,
  filter: TransferFilter,
  page: { page: number; size: number } | null,
) {
  return transferRange(
    ctx,
    companyId,
    filter,
    page ? { offset: page.page * page.size, limit: page.size } : { offset: 0, limit: 10_000 },
  );
}

/** The same statement for any range of rows (the list protocol's `range`). */
export async function transferRange(
  ctx: AppContext,
  companyId: number,
  filter: TransferFilter,
  { offset, limit }: { offset: number; limit: number },
) {
  if (filter.ids?.length === 0) return { items: [], total: 0 };
  const pageIds = ctx.db.$with('page').as(
    matching(ctx, companyId, filter, { id: sql<number>`${wmsStockTransfers.id}`.as('page_id') }, true)
      .orderBy(orderTerms(filter))
      .limit(limit)
      .offset(offset),
  );
  const total = sql<number>`(${countOf(ctx, companyId, filter)})`.mapWith(Number).as('total');
  const rows = await selectTransfers(ctx, { total }, ctx.db.with(pageIds))
    .innerJoin(pageIds, eq(pageIds.id, wmsStockTransfers.id))
    .orderBy(orderTerms(filter));
  const counted =
    rows[0]?.total ?? (offset > 0 ? Number((await countOf(ctx, companyId, filter))[0]?.count ?? 0) : 0);
  return { items: rows.map((row) => toRecord(ctx, row)), total: counted };
}

export async function transferOf(ctx: AppContext, id: number): Promise<TransferRecord> {
  const rows = await selectTransfers(ctx).where(eq(wmsStockTransfers.id, id));
  if (!rows[0]) throw notFound('재고 이동 내역을 찾을 수 없습니다.');
  return toRecord(ctx, rows[0]);
}

/**
 * The transfers before and after one in the filtered order (the detail screen's arrows), and its
 * position: window functions over the filtered transfers, so nothing but four numbers leaves the
 * database however long the list.
 */
export async function surroundings(ctx: AppContext, companyId: number, id: number, filter: TransferFilter) {
  const window = sql`over (order by ${orderTerms(filter)})`;
  const ordered = ctx.db.$with('ordered').as(
    matching(
      ctx,
      companyId,
      filter,
      {
        id: sql<number>`${wmsStockTransfers.id}`.as('transfer_id'),
        previous: sql<number | null>`lag(${wmsStockTransfers.id}) ${window}`.as('previous_id'),
        next: sql<number | null>`lead(${wmsStockTransfers.id}) ${window}`.as('next_id'),
        position: sql<number>`row_number() ${window}`.mapWith(Number).as('position'),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      },
      true,
    ),
  );
  const [row] = await ctx.db.with(ordered).select().from(ordered).where(eq(ordered.id, id));
  const encode = (at: number | null) => (at === null ? null : ctx.ids.encode('wmsTransfer', at));
  if (!row) {
    // Not in the filtered list: no neighbours, and the list's length.
    const [counted] = await countOf(ctx, companyId, filter);
    return { previousId: null, nextId: null, position: 0, total: Number(counted?.count ?? 0) };
  }
  return {
    previousId: encode(row.previous),
    nextId: encode(row.next),
    position: row.position,
    total: row.total,
  };
}

/** A transfer's photos for one zip, and the zip's name; a transfer without photos is a 404. */
export async function transferPhotoZip(ctx: AppContext, id: number) {
  const transfer = await transferOf(ctx, id);
  const files = await transferPhotoFiles(ctx, id);
  if (files.length === 0) throw notFound('내려받을 사진이 없습니다.');
  return { files, name: `재고이동_${transfer.transferNo}_사진.zip` };
}

/** The stored photo rows of a transfer, for its zip. */
export async function transferPhotoFiles(ctx: AppContext, id: number) {
  const rows = await ctx.db
    .select({ file: storedFiles })
    .from(wmsTransferPhotos)
    .innerJoin(storedFiles, eq(storedFiles.id, wmsTransferPhotos.fileId))
    .where(eq(wmsTransferPhotos.transferId, id))
    .orderBy(asc(wmsTransferPhotos.id));
  return rows.map((row) => row.file);
}
