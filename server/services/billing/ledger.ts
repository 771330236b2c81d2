import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { amountsFromSupply, amountsFromTotal } from '../../../lib/billing';
import { seoulDateString } from '../../../lib/seoulTime';
import { GIFT_FEE_PER_PERSON } from '../../../schemas/gift/terms';
import { SERVICE_LABELS, type ServiceKey } from '../../../schemas/services';
import type { Db } from '../../db/client';
import {
  billingLines,
  branches,
  buyCatalogItems,
  buyCategories,
  buyOrderItems,
  buyOrders,
  buyRequests,
  companyMembers,
  giftEvents,
  giftItems,
  giftSends,
  serviceDeliveries,
} from '../../db/schema';

/**
 * The ledger writers. Every chargeable thing becomes one `billing_lines` row keyed by its source
 * (`sourceType` + `sourceId`, unique). Rather than a write in each service's own transaction (five
 * services, each with several paths that deliver, choose or order), the ledger is filled by one
 * idempotent sync: it reads the sources that have no line yet and inserts their lines with
 * `on conflict do nothing`, so running it twice, or two runs at once, writes each line once. The
 * invoice job runs it first, every day, so a month's invoice sees everything that happened up to its
 * issue day; the seed and the tests call it directly. A source that changes after its line was
 * written (a delivery cancelled after the fact) does not change the line: a correction is a new
 * line (`recordCorrection`), and lands on the next invoice.
 */

export type LineInsert = typeof billingLines.$inferInsert;

/** The source types of ledger lines. */
export const SOURCE = {
  delivery: 'delivery',
  giftSend: 'gift-send',
  giftFee: 'gift-fee',
  buyItem: 'buy24-item',
  kiosk: 'kiosk-sale',
  correction: 'correction',
} as const;

/** The analysis category of a delivery, by its service. */
export const DELIVERY_CATEGORY: Record<string, string> = {
  snack24: '간식 배송',
  breakfast24: '조식 세트',
  clean24: '정기 청소',
  quick24: '퀵 배송',
  meal24: '식권',
  coffee24: '커피 머신 관리',
  flower24: '화환',
  phone24: '법인폰 요금',
};

const label = (service: string) => SERVICE_LABELS[service as ServiceKey] ?? service;
const CHUNK = 5_000;

/**
 * Inserts lines, each chunk as one statement over arrays (one parameter per column, not per value:
 * thousands of lines take milliseconds); a line whose source already has one is skipped. Returns how
 * many were new.
 */
export async function insertLines(db: Db, lines: readonly LineInsert[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < lines.length; start += CHUNK) {
    const rows = lines.slice(start, start + CHUNK);
    const column = (pick: (line: LineInsert) => string | number | null | undefined) =>
      sql.param(rows.map((line) => pick(line) ?? null));
    const result = await db.execute(sql`
      with added as (
        insert into ${billingLines}
          (company_id, branch_id, service, category, used_on, description, quantity,
           supply_amount, vat, total, source_type, source_id)
        select * from unnest(
          ${column((l) => l.companyId)}::int[], ${column((l) => l.branchId)}::int[],
          ${column((l) => l.service)}::text[], ${column((l) => l.category)}::text[],
          ${column((l) => l.usedOn)}::text[], ${column((l) => l.description)}::text[],
          ${column((l) => l.quantity ?? 1)}::int[], ${column((l) => l.supplyAmount)}::int[],
          ${column((l) => l.vat)}::int[], ${column((l) => l.total)}::int[],
          ${column((l) => l.sourceType)}::text[], ${column((l) => l.sourceId)}::text[])
        on conflict (source_type, source_id) do nothing
        returning 1)
      select count(*)::int as n from added`);
    inserted += Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  }
  return inserted;
}

/** Whether a line of this source exists (the anti-join of each sync query). */
const noLine = (sourceType: string, sourceId: ReturnType<typeof sql>) =>
  sql`not exists (select 1 from ${billingLines} where ${billingLines.sourceType} = ${sourceType} and ${billingLines.sourceId} = ${sourceId})`;

/** A company's only workspace, where it has exactly one (a delivery does not name its workspace). */
async function onlyBranches(db: Db, companyIds: number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: branches.companyId, id: sql<number>`min(${branches.id})`.mapWith(Number) })
    .from(branches)
    .where(inArray(branches.companyId, companyIds))
    .groupBy(branches.companyId)
    .having(sql`count(*) = 1`);
  return new Map(rows.map((row) => [row.companyId, row.id]));
}

/** Delivered deliveries, visits and meal-ticket days (amount = supply amount, VAT added). */
async function deliveryLines(db: Db, companyId?: number): Promise<LineInsert[]> {
  const rows = await db
    .select()
    .from(serviceDeliveries)
    .where(
      and(
        eq(serviceDeliveries.status, 'DELIVERED'),
        companyId === undefined ? undefined : eq(serviceDeliveries.companyId, companyId),
        sql`${serviceDeliveries.amount} <> 0`,
        noLine(SOURCE.delivery, sql`${serviceDeliveries.id}::text`),
      ),
    );
  const only = await onlyBranches(db, [...new Set(rows.map((row) => row.companyId))]);
  return rows.map((row) => ({
    companyId: row.companyId,
    branchId: only.get(row.companyId) ?? null,
    service: row.service,
    category: DELIVERY_CATEGORY[row.service] ?? label(row.service),
    usedOn: row.deliveryDate,
    description: `${label(row.service)} ${row.note ?? '배송'} (${row.deliveryDate})`,
    quantity: row.itemCount > 0 ? row.itemCount : 1,
    ...amountsFromSupply(row.amount),
    sourceType: SOURCE.delivery,
    sourceId: String(row.id),
  }));
}

const GIFT_SENT = ['SENT', 'OPENED', 'CHOSEN', 'SHIPPED', 'DELIVERED', 'EXCHANGED', 'EXPIRED'] as const;
const GIFT_CHOSEN = ['CHOSEN', 'SHIPPED', 'DELIVERED', 'EXCHANGED'] as const;

/**
 * Gift sends: every gift sent costs the per-person fee on its send day (supply amount, VAT added);
 * a chosen gift costs its item's price (a consumer price, VAT included) on the day it was chosen.
 * Cards alone are free. The workspace is the event's.
 */
async function giftLines(db: Db, companyId?: number): Promise<LineInsert[]> {
  const scope = companyId === undefined ? undefined : eq(giftSends.companyId, companyId);
  const base = () =>
    db
      .select({ send: giftSends, branchId: giftEvents.branchId, itemName: giftItems.name })
      .from(giftSends)
      .innerJoin(giftEvents, eq(giftEvents.id, giftSends.eventId))
      .leftJoin(giftItems, eq(giftItems.id, giftSends.itemId));
  const [sent, chosen] = await Promise.all([
    base().where(
      and(
        scope,
        inArray(giftSends.kind, ['GIFT', 'DEFAULT_GIFT']),
        inArray(giftSends.status, [...GIFT_SENT]),
        noLine(SOURCE.giftFee, sql`${giftSends.id}::text`),
      ),
    ),
    base().where(
      and(
        scope,
        inArray(giftSends.status, [...GIFT_CHOSEN]),
        sql`${giftSends.price} is not null`,
        noLine(SOURCE.giftSend, sql`${giftSends.id}::text`),
      ),
    ),
  ]);
  return [
    ...sent.map(({ send, branchId }) => ({
      companyId: send.companyId,
      branchId,
      service: 'birth24',
      category: '발송 수수료',
      usedOn: send.sendDate,
      description: `선물 발송 수수료 (${send.recipientName})`,
      quantity: 1,
      ...amountsFromSupply(GIFT_FEE_PER_PERSON),
      sourceType: SOURCE.giftFee,
      sourceId: String(send.id),
    })),
    ...chosen.map(({ send, branchId, itemName }) => ({
      companyId: send.companyId,
      branchId,
      service: 'birth24',
      category: '선물',
      usedOn: send.chosenAt ? seoulDateString(send.chosenAt) : send.sendDate,
      description: `${itemName ?? '선물'} (${send.recipientName})`,
      quantity: 1,
      ...amountsFromTotal(send.price!),
      sourceType: SOURCE.giftSend,
      sourceId: String(send.id),
    })),
  ];
}

/**
 * 구매24 orders: one line per ordered item on the order's day (quoted unit prices are supply
 * amounts, VAT added); the workspace is the requester's, the category the catalogue's when the item
 * is a catalogue item.
 */
async function buyLines(db: Db, companyId?: number): Promise<LineInsert[]> {
  const rows = await db
    .select({
      item: buyOrderItems,
      orderNumber: buyOrders.orderNumber,
      orderedAt: buyOrders.createdAt,
      branchId: companyMembers.branchId,
      category: sql<
        string | null
      >`(select ${buyCategories.name} from ${buyCatalogItems} join ${buyCategories} on ${buyCategories.id} = ${buyCatalogItems.categoryId} where ${buyCatalogItems.name} = ${buyOrderItems.name} limit 1)`,
    })
    .from(buyOrderItems)
    .innerJoin(buyOrders, eq(buyOrders.id, buyOrderItems.orderId))
    .innerJoin(buyRequests, eq(buyRequests.id, buyOrderItems.requestId))
    .leftJoin(companyMembers, eq(companyMembers.id, buyRequests.requesterId))
    .where(
      and(
        companyId === undefined ? undefined : eq(buyOrderItems.companyId, companyId),
        noLine(SOURCE.buyItem, sql`${buyOrderItems.id}::text`),
      ),
    );
  return rows.map(({ item, orderNumber, orderedAt, branchId, category }) => ({
    companyId: item.companyId,
    branchId,
    service: 'buy24',
    category: category ?? '기타 구매',
    usedOn: seoulDateString(orderedAt),
    description: `${item.name} (주문 ${orderNumber})`,
    quantity: item.quantity,
    ...amountsFromSupply(item.quantity * item.unitPrice),
    sourceType: SOURCE.buyItem,
    sourceId: String(item.id),
  }));
}

/**
 * Brings the ledger up to date with every chargeable source (of one company, or all). Idempotent:
 * returns the number of lines it added.
 */
export async function syncLedger(db: Db, companyId?: number): Promise<number> {
  const lines = [
    ...(await deliveryLines(db, companyId)),
    ...(await giftLines(db, companyId)),
    ...(await buyLines(db, companyId)),
  ];
  return insertLines(db, lines);
}

/** One kiosk sale (VAT-inclusive price, as the kiosk rings it up), e.g. from the kiosk's daily report. */
export interface KioskSale {
  companyId: number;
  branchId: number | null;
  /** The kiosk's own id of the sale: the line's source id, so a report sent twice counts once. */
  saleId: string;
  soldOn: string;
  item: string;
  quantity: number;
  /** VAT included. */
  total: number;
}

/** Writes kiosk sales as ledger lines (service `kiosk`, category = the item). */
export async function recordKioskSales(db: Db, sales: readonly KioskSale[]): Promise<number> {
  return insertLines(
    db,
    sales.map((sale) => ({
      companyId: sale.companyId,
      branchId: sale.branchId,
      service: 'kiosk',
      category: sale.item,
      usedOn: sale.soldOn,
      description: `키오스크 ${sale.item} ${sale.quantity}개`,
      quantity: sale.quantity,
      ...amountsFromTotal(sale.total),
      sourceType: SOURCE.kiosk,
      sourceId: sale.saleId,
    })),
  );
}

/**
 * A correction of something already billed: a new line (negative to credit), dated the day it is
 * made, so it goes on the next invoice and never changes an issued one.
 */
export async function recordCorrection(
  db: Db,
  correction: {
    companyId: number;
    branchId?: number | null;
    service: string;
    category: string;
    usedOn: string;
    description: string;
    supplyAmount: number;
    key: string;
  },
): Promise<boolean> {
  const added = await insertLines(db, [
    {
      companyId: correction.companyId,
      branchId: correction.branchId ?? null,
      service: correction.service,
      category: correction.category,
      usedOn: correction.usedOn,
      description: correction.description,
      quantity: 1,
      ...amountsFromSupply(correction.supplyAmount),
      sourceType: SOURCE.correction,
      sourceId: correction.key,
    },
  ]);
  return added === 1;
}

/** The company's lines not yet on an invoice (for tests and the open month's figures). */
export const uninvoiced = (companyId: number) =>
  and(eq(billingLines.companyId, companyId), isNull(billingLines.invoiceId));
