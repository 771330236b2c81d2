import { and, eq } from 'drizzle-orm';
import type { InvoiceRecord } from '../../../schemas/buy24Orders';
import type { AppContext, SessionAuth } from '../../context';
import { buyOrderItems, buyOrders, companies } from '../../db/schema';
import { notFound } from '../../errors';
import { getOrder } from './orderQueries';

/** The supplier printed on every invoice: the portal's operating company. */
export const SUPPLIER = {
  name: '주식회사 포털이십사',
  registNumber: '220-88-10924',
  representative: '한지훈',
  address: '서울특별시 성동구 왕십리로 83-21 아크로서울포레스트 D타워 7층',
};

async function buyerOf(ctx: AppContext, companyId: number) {
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return {
    name: company?.name ?? '',
    registNumber: company?.registNumber ?? '',
    representative: company?.representative ?? '',
    address: [company?.address1, company?.address2].filter(Boolean).join(' '),
  };
}

/** GET invoices/{id}: the invoice of an order (a draft, without number, until the provider issues it). */
export async function orderInvoice(
  ctx: AppContext,
  session: SessionAuth,
  orderId: number,
): Promise<InvoiceRecord> {
  const order = await getOrder(ctx, session, orderId);
  const [row] = await ctx.db.select().from(buyOrders).where(eq(buyOrders.id, orderId));
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    invoiceNumber: row?.invoiceNumber ?? null,
    issuedAt: row?.invoicedAt?.toISOString() ?? null,
    supplier: SUPPLIER,
    buyer: await buyerOf(ctx, session.companyId),
    items: order.items,
    supplyAmount: order.supplyAmount,
    vat: order.vat,
    total: order.total,
  };
}

/** GET invoices/order-items/{id}: the invoice lines of one order item (its own totals). */
export async function orderItemInvoice(
  ctx: AppContext,
  session: SessionAuth,
  itemId: number,
): Promise<InvoiceRecord> {
  const [item] = await ctx.db
    .select({ orderId: buyOrderItems.orderId })
    .from(buyOrderItems)
    .where(and(eq(buyOrderItems.id, itemId), eq(buyOrderItems.companyId, session.companyId)));
  if (!item) throw notFound('주문 품목을 찾을 수 없습니다.');
  const invoice = await orderInvoice(ctx, session, item.orderId);
  const line = invoice.items.find((entry) => entry.id === ctx.ids.encode('buyOrderItem', itemId))!;
  return { ...invoice, items: [line], supplyAmount: line.supplyAmount, vat: line.vat, total: line.total };
}
