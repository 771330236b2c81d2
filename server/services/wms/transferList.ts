import type { z } from 'zod';
import { idText, type OrderColumn } from '../../../schemas/wms';
import { transferRecord, type TransferRecord, type TransferStatus } from '../../../schemas/wmsStock';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { transferRange, type TransferFilter } from './transfers';

/**
 * 재고 이동 내역 in the admin console (list protocol): filters status, warehouse (out of or into it),
 * the request-date range and `q` (transfer number or product name); the warehouse app's four orders.
 */
export const companyTransferList = listFromRecord(transferRecord, {
  resource: 'stockTransfers',
  defaultSort: ['createdAt', 'DESC'],
  extraFilters: { warehouseId: idText('창고') },
});

/** Each sort field as the warehouse app's order column (the same statement serves both lists). */
const orderColumns = sortMap<OrderColumn>(companyTransferList, {
  createdAt: 'DATE',
  productName: 'NAME',
  quantity: 'QUANTITY',
  fromWarehouse: 'WORKSPACE',
  // Ids are handed out in request order, and the order breaks ties by id.
  id: 'DATE',
});

interface CompanyTransferFilter {
  id?: string | string[];
  q?: string;
  status?: TransferStatus;
  warehouseId?: string;
  createdAt_gte?: string;
  createdAt_lte?: string;
}

/** A page of the company's transfers in the list protocol's sort, filter and range. */
export async function listCompanyTransfers(
  ctx: AppContext,
  companyId: number,
  list: ListRequest<string, z.ZodRawShape>,
): Promise<ListPage<TransferRecord>> {
  const filter = list.filter as CompanyTransferFilter;
  const transferFilter: TransferFilter = {
    ids:
      filter.id === undefined
        ? undefined
        : decodeIdFilter(filter.id, (id) => ctx.ids.decode('wmsTransfer', id)),
    warehouseId: filter.warehouseId,
    status: filter.status,
    q: filter.q,
    startDate: filter.createdAt_gte,
    endDate: filter.createdAt_lte,
    orderColumn: orderColumns[list.sort]!,
    orderByType: list.order,
  };
  const { items, total } = await transferRange(ctx, companyId, transferFilter, list);
  return { rows: items, total };
}
