import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { xlsxBuffer } from '../../files/sheetWriter';
import {
  SEND_STATUS_LABELS,
  giftItem,
  overBudget,
  type BudgetCheck,
  type EventGiftsBody,
  type GiftItem,
  type SendStatus,
  depositFor,
  feeFor,
} from '../../../schemas/gift';
import { won } from '../../../lib/won';
import { listFromRecord, pageInDatabase, sortColumns } from '../../api/listFromRecord';
import type { AppContext, SessionAuth } from '../../context';
import { giftEventItems, giftEvents, giftItems, giftSends, giftSubjects } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { decodeIdFilter, type ListPage, type ListRequest } from '../listQuery';
import { conflict } from '../organisation/common';
import { budgetOf, containsAny, eventOf, openEventOf, type EventRow } from './common';

export type ItemRow = typeof giftItems.$inferSelect;
export const ITEM_NOT_FOUND = '상품을 찾을 수 없습니다.';

export const itemList = listFromRecord(giftItem, { resource: 'giftItems', defaultSort: ['price', 'ASC'] });
const itemSortBy = sortColumns(itemList, giftItems);

export const toItem = (ctx: { ids: AppContext['ids'] }, row: ItemRow): GiftItem => ({
  id: ctx.ids.encode('giftItem', row.id),
  name: row.name,
  brand: row.brand,
  price: row.price,
  kind: row.kind,
  imageSrc: row.imageSrc,
  description: row.description,
  thanksgiving: row.thanksgiving,
  validDays: row.validDays,
});

/**
 * The catalogue (optionally only thanksgiving items, or items within a price), as a list page: the
 * database filters (q: part of the name or brand), sorts, pages and counts.
 */
export async function listItems(
  ctx: AppContext,
  request: ListRequest<string, z.ZodRawShape>,
  only: { thanksgiving?: boolean; maxPrice?: number } = {},
): Promise<ListPage<GiftItem>> {
  const filter = request.filter as {
    q?: string;
    kind?: string;
    thanksgiving?: boolean;
    id?: string | string[];
  };
  const thanksgiving = only.thanksgiving ?? filter.thanksgiving;
  const where: SQL[] = [];
  if (thanksgiving !== undefined) where.push(eq(giftItems.thanksgiving, thanksgiving));
  if (only.maxPrice !== undefined) where.push(lte(giftItems.price, only.maxPrice));
  if (filter.q) where.push(containsAny(filter.q, giftItems.name, giftItems.brand));
  if (filter.kind) where.push(eq(giftItems.kind, filter.kind as ItemRow['kind']));
  if (filter.id !== undefined) {
    const ids = decodeIdFilter(filter.id, (id) => ctx.ids.decode('giftItem', id));
    if (ids.length === 0) return { rows: [], total: 0 };
    where.push(inArray(giftItems.id, ids));
  }
  return pageInDatabase(ctx.db, {
    table: giftItems,
    id: giftItems.id,
    sortBy: itemSortBy,
    request,
    where: and(...where),
    load: async (ids) => {
      const rows = await ctx.db.select().from(giftItems).where(inArray(giftItems.id, ids));
      return new Map(rows.map((row) => [row.id, toItem(ctx, row)]));
    },
  });
}

export async function itemOf(ctx: AppContext, id: number, thanksgiving?: boolean): Promise<GiftItem> {
  const [row] = await ctx.db.select().from(giftItems).where(eq(giftItems.id, id));
  if (!row || (thanksgiving !== undefined && row.thanksgiving !== thanksgiving))
    throw notFound(ITEM_NOT_FOUND);
  return toItem(ctx, row);
}

export async function eventItemRows(ctx: AppContext, eventId: number): Promise<ItemRow[]> {
  const rows = await ctx.db
    .select({ item: giftItems })
    .from(giftEventItems)
    .innerJoin(giftItems, eq(giftItems.id, giftEventItems.itemId))
    .where(eq(giftEventItems.eventId, eventId));
  return rows.map((row) => row.item).sort((a, b) => a.price - b.price || a.id - b.id);
}

export async function eventGiftsOf(ctx: AppContext, auth: SessionAuth, eventId: number) {
  const event = await eventOf(ctx.db, auth.companyId, eventId);
  const rows = await eventItemRows(ctx, eventId);
  return {
    items: rows.map((row) => ({ ...toItem(ctx, row), isDefault: row.id === event.defaultItemId })),
    budgetPerPerson: event.budgetPerPerson,
  };
}

/**
 * The items of a body, each checked against the per-person budget (spec 2: an item over it is
 * refused with a Korean message naming it) and the lowest subject budget.
 */
async function checkedItems(ctx: AppContext, event: EventRow, body: EventGiftsBody) {
  const ids = body.itemIds.map((id) => ctx.ids.decode('giftItem', id));
  if (ids.some((id) => id === null)) throw badRequest(ITEM_NOT_FOUND, { itemIds: ITEM_NOT_FOUND });
  const rows = await ctx.db
    .select()
    .from(giftItems)
    .where(inArray(giftItems.id, ids as number[]));
  if (rows.length !== new Set(ids).size) throw badRequest(ITEM_NOT_FOUND, { itemIds: ITEM_NOT_FOUND });
  const subjects = await ctx.db
    .select({ budget: giftSubjects.budget })
    .from(giftSubjects)
    .where(eq(giftSubjects.eventId, event.id));
  const lowest = Math.min(event.budgetPerPerson, ...subjects.map((s) => budgetOf(s, event)));
  const over = rows.find((row) => row.price > lowest);
  if (over)
    throw conflict(overBudget(over.name, over.price, lowest), {
      itemIds: overBudget(over.name, over.price, lowest),
    });
  const defaultId = body.defaultItemId === null ? null : ctx.ids.decode('giftItem', body.defaultItemId);
  if (body.defaultItemId !== null && (defaultId === null || !rows.some((row) => row.id === defaultId)))
    throw badRequest('기본 선물은 선택한 선물 중에서 골라주세요.', {
      defaultItemId: '기본 선물은 선택한 선물 중에서 골라주세요.',
    });
  const budgets = subjects.length ? subjects.map((s) => budgetOf(s, event)) : [event.budgetPerPerson];
  return { rows, defaultId, budgets };
}

export async function validateGiftsBudget(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  body: EventGiftsBody,
): Promise<BudgetCheck> {
  const event = await eventOf(ctx.db, auth.companyId, eventId);
  const { rows, budgets } = await checkedItems(ctx, event, body);
  const persons = budgets.length;
  const total = budgets.reduce((sum, b) => sum + b, 0) + feeFor(persons);
  return {
    ok: true,
    message: `선택한 ${rows.length}개 상품이 모두 1인당 예산 ${won(event.budgetPerPerson)} 안에 있습니다.`,
    budgetPerPerson: event.budgetPerPerson,
    persons,
    deposit: depositFor(budgets),
    fee: feeFor(persons),
    total,
  };
}

export async function putEventGifts(
  ctx: AppContext,
  auth: SessionAuth,
  eventId: number,
  body: EventGiftsBody,
) {
  const event = await openEventOf(ctx.db, auth.companyId, eventId);
  const { rows, defaultId } = await checkedItems(ctx, event, body);
  await ctx.db.delete(giftEventItems).where(eq(giftEventItems.eventId, eventId));
  await ctx.db
    .insert(giftEventItems)
    .values(rows.map((row) => ({ companyId: auth.companyId, eventId, itemId: row.id })));
  await ctx.db.update(giftEvents).set({ defaultItemId: defaultId }).where(eq(giftEvents.id, eventId));
  return eventGiftsOf(ctx, auth, eventId);
}

/** The event's sends and chosen gifts as an .xlsx workbook (Korean headers). */
export async function giftsWorkbook(ctx: AppContext, auth: SessionAuth, eventId: number) {
  const event = await eventOf(ctx.db, auth.companyId, eventId);
  const rows = await ctx.db
    .select({ send: giftSends, itemName: giftItems.name })
    .from(giftSends)
    .leftJoin(giftItems, eq(giftItems.id, giftSends.itemId))
    .where(and(eq(giftSends.companyId, auth.companyId), eq(giftSends.eventId, eventId)))
    .orderBy(giftSends.sendDate, giftSends.id);
  const buffer = xlsxBuffer(
    [
      ['발송일', '받는사람', '휴대폰번호', '상태', '선택상품', '금액', '예산', '택배사', '운송장번호'],
      ...rows.map(({ send, itemName }) => [
        send.sendDate,
        send.recipientName,
        send.cellPhone,
        SEND_STATUS_LABELS[send.status as SendStatus],
        itemName ?? '',
        send.price ?? '',
        send.budget,
        send.carrier ?? '',
        send.trackingNumber ?? '',
      ]),
    ],
    '선물',
  );
  return { buffer, name: `${event.name}_선물.xlsx` };
}
