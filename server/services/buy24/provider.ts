import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { won } from '../../../lib/won';
import { providerBuyRequest, providerOrder, type quoteBody } from '../../../schemas/buy24Provider';
import { vatOf } from '../../../schemas/buy24Orders';
import { listFromRecord, sortMap } from '../../api/listFromRecord';
import type { AppContext } from '../../context';
import {
  buyOrderItems,
  buyOrders,
  buyQuoteItems,
  buyRequestHistory,
  buyRequests,
  companies,
  groups,
} from '../../db/schema';
import { notFound } from '../../errors';
import { containsPattern, type ListRequest } from '../listQuery';
import { PROVIDER_ACTOR, REQUEST_NOT_FOUND, addHistory, attachmentsOf, conflict } from './common';
import { ORDER_NOT_FOUND } from './orderQueries';
import { sanitizeBody } from './richText';

export const providerRequestList = listFromRecord(providerBuyRequest, {
  resource: 'providerBuyRequests',
  defaultSort: ['createdAt', 'ASC'],
});
const requestSort = sortMap(providerRequestList, {
  id: buyRequests.id,
  title: buyRequests.title,
  quantity: buyRequests.quantity,
  wishedDate: buyRequests.wishedDate,
  status: buyRequests.status,
  quotedAmount: buyRequests.quotedAmount,
  createdAt: buyRequests.createdAt,
  companyName: companies.name,
});

export async function providerRequests(ctx: AppContext, list: ListRequest<string, z.ZodRawShape>) {
  const filter = list.filter as { q?: string; status?: typeof buyRequests.$inferSelect.status };
  const where: SQL[] = [];
  if (filter.status) where.push(eq(buyRequests.status, filter.status));
  if (filter.q)
    where.push(
      or(
        ilike(buyRequests.title, containsPattern(filter.q)),
        ilike(companies.name, containsPattern(filter.q)),
      )!,
    );
  const direction = list.order === 'ASC' ? asc : desc;
  const base = () =>
    ctx.db
      .select()
      .from(buyRequests)
      .innerJoin(companies, eq(companies.id, buyRequests.companyId))
      .leftJoin(groups, eq(groups.id, buyRequests.departmentId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(and(...where))
      .orderBy(direction(requestSort[list.sort]!), direction(buyRequests.id))
      .limit(list.limit)
      .offset(list.offset),
    ctx.db
      .select({ n: count() })
      .from(buyRequests)
      .innerJoin(companies, eq(companies.id, buyRequests.companyId))
      .where(and(...where)),
  ]);
  return {
    rows: rows.map(({ buy_requests: row, companies: company, groups: group }) => ({
      id: ctx.ids.encode('buyRequest', row.id),
      title: row.title,
      quantity: row.quantity,
      wishedDate: row.wishedDate,
      departmentName: group?.name ?? null,
      requesterName: row.requesterName,
      status: row.status,
      quotedAmount: row.quotedAmount,
      commentCount: row.commentCount,
      attachmentCount: row.attachmentCount,
      createdAt: row.createdAt.toISOString(),
      companyName: company.name,
    })),
    total: total?.n ?? 0,
  };
}

export async function providerRequest(ctx: AppContext, id: number) {
  const [found] = await ctx.db
    .select()
    .from(buyRequests)
    .innerJoin(companies, eq(companies.id, buyRequests.companyId))
    .leftJoin(groups, eq(groups.id, buyRequests.departmentId))
    .where(eq(buyRequests.id, id));
  if (!found) throw notFound(REQUEST_NOT_FOUND);
  const row = found.buy_requests;
  const [files, quote, history] = await Promise.all([
    attachmentsOf(ctx, row.companyId, { requestId: id }),
    ctx.db.select().from(buyQuoteItems).where(eq(buyQuoteItems.requestId, id)).orderBy(asc(buyQuoteItems.id)),
    ctx.db
      .select()
      .from(buyRequestHistory)
      .where(eq(buyRequestHistory.requestId, id))
      .orderBy(asc(buyRequestHistory.id)),
  ]);
  return {
    id: ctx.ids.encode('buyRequest', row.id),
    title: row.title,
    body: sanitizeBody(row.body),
    quantity: row.quantity,
    wishedDate: row.wishedDate,
    departmentId: row.departmentId === null ? null : ctx.ids.encode('group', row.departmentId),
    departmentName: found.groups?.name ?? null,
    requesterId: row.requesterId === null ? null : ctx.ids.encode('member', row.requesterId),
    requesterName: row.requesterName,
    status: row.status,
    quotedAmount: row.quotedAmount,
    commentCount: row.commentCount,
    attachmentCount: row.attachmentCount,
    createdAt: row.createdAt.toISOString(),
    companyName: found.companies.name,
    attachments: files.map((file) => file.record),
    quoteItems: quote.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    history: history.map((entry) => ({
      status: entry.status,
      actor: entry.actor,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

/** A quote for a request in review (or a new one for a request quoted before): 409 otherwise. */
export async function sendQuote(ctx: AppContext, id: number, body: z.output<typeof quoteBody>) {
  const [row] = await ctx.db.select().from(buyRequests).where(eq(buyRequests.id, id)).for('update');
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  if (row.status !== 'IN_REVIEW' && row.status !== 'QUOTED')
    throw conflict('견적 검토 중인 요청에만 견적을 보낼 수 있습니다.');
  const supply = body.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  await ctx.db.delete(buyQuoteItems).where(eq(buyQuoteItems.requestId, id));
  await ctx.db
    .insert(buyQuoteItems)
    .values(body.items.map((item) => ({ ...item, companyId: row.companyId, requestId: id })));
  await ctx.db
    .update(buyRequests)
    .set({ status: 'QUOTED', quotedAmount: supply })
    .where(eq(buyRequests.id, id));
  const total = supply + vatOf(supply);
  await addHistory(
    ctx.db,
    row,
    'QUOTED',
    PROVIDER_ACTOR,
    `견적 ${won(total)} (부가세 포함)${body.note ? ` - ${body.note}` : ''}`,
  );
  return providerRequest(ctx, id);
}

export const providerOrderList = listFromRecord(providerOrder, {
  resource: 'providerBuyOrders',
  defaultSort: ['createdAt', 'DESC'],
});
const orderSort = sortMap(providerOrderList, {
  id: buyOrders.id,
  orderNumber: buyOrders.orderNumber,
  createdAt: buyOrders.createdAt,
  supplyAmount: buyOrders.id,
  total: buyOrders.id,
  companyName: companies.name,
});

export async function providerOrders(ctx: AppContext, list: ListRequest<string, z.ZodRawShape>) {
  const filter = list.filter as { q?: string; status?: typeof buyOrders.$inferSelect.status };
  const where: SQL[] = [];
  if (filter.status) where.push(eq(buyOrders.status, filter.status));
  if (filter.q)
    where.push(
      or(
        ilike(buyOrders.orderNumber, containsPattern(filter.q)),
        ilike(companies.name, containsPattern(filter.q)),
      )!,
    );
  const direction = list.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(buyOrders)
      .innerJoin(companies, eq(companies.id, buyOrders.companyId))
      .where(and(...where))
      .orderBy(direction(orderSort[list.sort]!), direction(buyOrders.id))
      .limit(list.limit)
      .offset(list.offset),
    ctx.db
      .select({ n: count() })
      .from(buyOrders)
      .innerJoin(companies, eq(companies.id, buyOrders.companyId))
      .where(and(...where)),
  ]);
  return {
    rows: await Promise.all(
      rows.map(({ buy_orders: row, companies: company }) => providerOrderOf(ctx, row, company.name)),
    ),
    total: total?.n ?? 0,
  };
}

async function providerOrderOf(ctx: AppContext, row: typeof buyOrders.$inferSelect, companyName: string) {
  const items = await ctx.db.select().from(buyOrderItems).where(eq(buyOrderItems.orderId, row.id));
  const supplyAmount = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const vat = items.reduce((sum, item) => sum + vatOf(item.unitPrice * item.quantity), 0);
  return {
    id: ctx.ids.encode('buyOrder', row.id),
    orderNumber: row.orderNumber,
    status: row.status,
    departmentName: null,
    orderedByName: row.orderedByName,
    itemCount: items.length,
    supplyAmount,
    vat,
    total: supplyAmount + vat,
    budgetOverridden: row.budgetOverridden,
    invoiced: row.invoicedAt !== null,
    createdAt: row.createdAt.toISOString(),
    companyName,
  };
}

const NEXT = { ship: ['ORDERED', 'SHIPPED'], deliver: ['SHIPPED', 'DELIVERED'] } as const;
const REFUSED = {
  ship: '접수된 주문만 배송을 시작할 수 있습니다.',
  deliver: '배송 중인 주문만 배송 완료로 바꿀 수 있습니다.',
};

/** Ships or delivers an order; each of its requests gets the step in its history. */
export async function advanceOrder(ctx: AppContext, id: number, step: 'ship' | 'deliver' | 'invoice') {
  const [row] = await ctx.db.select().from(buyOrders).where(eq(buyOrders.id, id)).for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const items = await ctx.db
    .select({ requestId: buyOrderItems.requestId })
    .from(buyOrderItems)
    .where(eq(buyOrderItems.orderId, id));
  const requestIds = [...new Set(items.map((item) => item.requestId))];
  const requests = requestIds.length
    ? await ctx.db.select().from(buyRequests).where(inArray(buyRequests.id, requestIds))
    : [];
  if (step === 'invoice') {
    if (row.invoicedAt) throw conflict('이미 청구서를 발행한 주문입니다.');
    const number = `INV-${row.orderNumber.replace(/^B/, '')}-${randomUUID().slice(0, 4).toUpperCase()}`;
    await ctx.db
      .update(buyOrders)
      .set({ invoiceNumber: number, invoicedAt: ctx.now() })
      .where(eq(buyOrders.id, id));
    for (const request of requests)
      await addHistory(ctx.db, request, request.status, PROVIDER_ACTOR, `청구서 ${number} 발행`);
  } else {
    const [from, to] = NEXT[step];
    if (row.status !== from) throw conflict(REFUSED[step]);
    await ctx.db.update(buyOrders).set({ status: to }).where(eq(buyOrders.id, id));
    if (to === 'DELIVERED' && requestIds.length)
      await ctx.db
        .update(buyRequests)
        .set({ status: 'DELIVERED' })
        .where(inArray(buyRequests.id, requestIds));
    for (const request of requests)
      await addHistory(
        ctx.db,
        request,
        to === 'DELIVERED' ? 'DELIVERED' : request.status,
        PROVIDER_ACTOR,
        to === 'DELIVERED' ? '배송 완료' : `주문 ${row.orderNumber} 배송 시작`,
      );
  }
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const [updated] = await ctx.db.select().from(buyOrders).where(eq(buyOrders.id, id));
  return providerOrderOf(ctx, updated!, company?.name ?? '');
}
