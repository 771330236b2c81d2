import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { perDatabase } from '../db/perDatabase';
import {
  billingLines,
  branches,
  companyMembers,
  companyServices,
  groups,
  managerInvitations,
  storedFiles,
  giftEvents,
  giftSends,
  giftSubjects,
  invoices,
  paymentMethods,
  serviceDeliveries,
  wmsLocations,
  wmsProducts,
  wmsReceiptLines,
  wmsReceipts,
  wmsStockCheckDetails,
  wmsStockChecks,
  wmsStockTransfers,
  wmsWarehouses,
} from '../db/schema';
import type { IdKind } from '../services/ids';
import { ownerMemo } from './ownerMemo';
import { BUY24_NOT_FOUND, BUY24_OWNED } from '../services/buy24/ownership';

interface Owned {
  table: PgTable;
  id: PgColumn;
  companyId: PgColumn;
}

/**
 * The table of each id kind that belongs to a company. A path id of one of these kinds is checked
 * to be a row of the caller's company before the handler runs, so a handler can never act on
 * another company's row by a forgotten filter. Each area adds its kinds here.
 */
const OWNED: Partial<Record<IdKind, Owned>> = {
  member: { table: companyMembers, id: companyMembers.id, companyId: companyMembers.companyId },
  group: { table: groups, id: groups.id, companyId: groups.companyId },
  invitation: {
    table: managerInvitations,
    id: managerInvitations.id,
    companyId: managerInvitations.companyId,
  },
  branch: { table: branches, id: branches.id, companyId: branches.companyId },
  service: { table: companyServices, id: companyServices.id, companyId: companyServices.companyId },
  file: { table: storedFiles, id: storedFiles.id, companyId: storedFiles.companyId },
  giftEvent: { table: giftEvents, id: giftEvents.id, companyId: giftEvents.companyId },
  giftSubject: { table: giftSubjects, id: giftSubjects.id, companyId: giftSubjects.companyId },
  giftSend: { table: giftSends, id: giftSends.id, companyId: giftSends.companyId },
  paymentMethod: { table: paymentMethods, id: paymentMethods.id, companyId: paymentMethods.companyId },
  serviceDelivery: {
    table: serviceDeliveries,
    id: serviceDeliveries.id,
    companyId: serviceDeliveries.companyId,
  },
  warehouse: { table: wmsWarehouses, id: wmsWarehouses.id, companyId: wmsWarehouses.companyId },
  wmsLocation: { table: wmsLocations, id: wmsLocations.id, companyId: wmsLocations.companyId },
  wmsProduct: { table: wmsProducts, id: wmsProducts.id, companyId: wmsProducts.companyId },
  wmsReceipt: { table: wmsReceipts, id: wmsReceipts.id, companyId: wmsReceipts.companyId },
  wmsReceiptLine: { table: wmsReceiptLines, id: wmsReceiptLines.id, companyId: wmsReceiptLines.companyId },
  wmsCheck: { table: wmsStockChecks, id: wmsStockChecks.id, companyId: wmsStockChecks.companyId },
  wmsCheckDetail: {
    table: wmsStockCheckDetails,
    id: wmsStockCheckDetails.id,
    companyId: wmsStockCheckDetails.companyId,
  },
  wmsTransfer: { table: wmsStockTransfers, id: wmsStockTransfers.id, companyId: wmsStockTransfers.companyId },
  ...BUY24_OWNED,
  billingLine: { table: billingLines, id: billingLines.id, companyId: billingLines.companyId },
  invoice: { table: invoices, id: invoices.id, companyId: invoices.companyId },
};

/** Whether ids of this kind belong to a company (and so are checked against the caller's). */
export const isCompanyOwned = (kind: IdKind) => OWNED[kind] !== undefined;

/** The kinds kept in each owned table, by table name: what a `portal_rows` announcement names. */
export const KINDS_BY_TABLE: ReadonlyMap<string, readonly IdKind[]> = (() => {
  const byTable = new Map<string, IdKind[]>();
  for (const [kind, owned] of Object.entries(OWNED) as [IdKind, Owned][]) {
    const name = getTableName(owned.table);
    byTable.set(name, [...(byTable.get(name) ?? []), kind]);
  }
  return byTable;
})();

/** Each kind's row owner, by id: prepared once per database handle. */
const ownerQueries = perDatabase((db) => {
  const prepared = new Map<IdKind, { execute(values: { id: number }): Promise<{ companyId: number }[]> }>();
  for (const [kind, owned] of Object.entries(OWNED) as [IdKind, Owned][]) {
    prepared.set(
      kind,
      db
        .select({ companyId: sql<number>`${owned.companyId}` })
        .from(owned.table)
        .where(eq(owned.id, sql.placeholder('id')))
        .limit(1)
        .prepare(`owner_${kind}`),
    );
  }
  return prepared;
});

/**
 * True when the row `id` of `kind` belongs to `companyId` (kinds without a company: always). The
 * owner of a row seen before comes from memory (see ownerMemo); a row that does not exist is read
 * every time.
 */
export async function belongsTo(db: Db, kind: IdKind, id: number, companyId: number): Promise<boolean> {
  const query = ownerQueries(db).get(kind);
  if (!query) return true;
  const remembered = ownerMemo.get(db, kind, id);
  if (remembered !== undefined) return remembered === companyId;
  const epoch = ownerMemo.epoch(db);
  const [row] = await query.execute({ id });
  if (!row) return false;
  ownerMemo.put(db, kind, id, row.companyId, epoch);
  return row.companyId === companyId;
}

/** What a caller reads when an id of this kind is unknown, tampered with or another company's. */
const NOT_FOUND: Partial<Record<IdKind, string>> = {
  member: '구성원을 찾을 수 없습니다.',
  group: '부서를 찾을 수 없습니다.',
  invitation: '관리자 정보를 찾을 수 없습니다.',
  branch: '사업장을 찾을 수 없습니다.',
  service: '서비스를 찾을 수 없습니다.',
  file: '파일을 찾을 수 없습니다.',
  giftEvent: '이벤트를 찾을 수 없습니다.',
  giftSubject: '대상자를 찾을 수 없습니다.',
  giftItem: '상품을 찾을 수 없습니다.',
  giftSend: '발송 내역을 찾을 수 없습니다.',
  paymentMethod: '결제 수단을 찾을 수 없습니다.',
  serviceDelivery: '배송 일정을 찾을 수 없습니다.',
  serviceApplication: '서비스 신청을 찾을 수 없습니다.',
  snackItem: '상품을 찾을 수 없습니다.',
  job: '작업을 찾을 수 없습니다.',
  warehouse: '창고를 찾을 수 없습니다.',
  wmsLocation: '위치를 찾을 수 없습니다.',
  wmsProduct: '상품을 찾을 수 없습니다.',
  wmsReceipt: '입고 정보를 찾을 수 없습니다.',
  wmsReceiptLine: '입고 항목을 찾을 수 없습니다.',
  wmsCheck: '재고 조사를 찾을 수 없습니다.',
  wmsCheckDetail: '재고 조사 항목을 찾을 수 없습니다.',
  wmsTransfer: '재고 이동 내역을 찾을 수 없습니다.',
  ...BUY24_NOT_FOUND,
  invoice: '청구서를 찾을 수 없습니다.',
};

/** The not-found message of a path id; for an id of several kinds, the last names what it is. */
export const notFoundMessage = (kinds: readonly IdKind[]) =>
  NOT_FOUND[kinds[kinds.length - 1]!] ?? '요청한 정보를 찾을 수 없습니다.';
