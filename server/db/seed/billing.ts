import { asc, eq, inArray } from 'drizzle-orm';
import { invoiceIssueDay } from '../../../lib/billing';
import { seoulDateString } from '../../../lib/seoulTime';
import type { Db } from '../client';
import { branches, companies, invoicePayments, invoices, serviceDeliveries } from '../schema';
import { issueDueInvoices, shiftPeriod } from '../../services/billing/invoicing';
import {
  recordCorrection,
  recordKioskSales,
  syncLedger,
  type KioskSale,
} from '../../services/billing/ledger';
import { addDays, plannedDates } from '../../services/serviceApply/deliveries';

/** The kiosk's menu: [item, VAT-included price]. */
const KIOSK_ITEMS: Array<[string, number]> = [
  ['아메리카노', 2_500],
  ['카페라떼', 3_200],
  ['샌드위치', 4_500],
  ['컵과일', 3_000],
];

/**
 * A year of the billing ledger for the demo companies, derived through the ledger's own writers:
 * weekly snack deliveries for the branded buyer and the small company (the regular company's year
 * of deliveries comes from the services seed), a year of kiosk sales in the regular company's three
 * workspaces (it has the kiosk service), then the sync that turns every delivery, gift and order
 * into lines. Past months are invoiced by running the invoice rule on each past issue day in turn;
 * the month in progress stays open. Invoices are paid a week after issue, except the latest of
 * each company (not yet due), one overdue and unpaid invoice of the regular company and one paid
 * in part by the small company. A credit for a missed cleaning visit, dated in the last billed
 * month, shows a correction waiting for the next invoice.
 */
export async function seedBilling(
  tx: Db,
  ids: { regular: number; branded: number; small: number },
  now: Date = new Date(),
): Promise<void> {
  const today = seoulDateString(now);
  const yearAgo = addDays(today, -365);

  await tx.insert(serviceDeliveries).values([
    ...plannedDates(['TUE'], yearAgo, 365).map((deliveryDate, index) => ({
      companyId: ids.branded,
      service: 'snack24',
      deliveryDate,
      status: 'DELIVERED' as const,
      amount: 450_000 + ((index * 7919) % 7) * 10_000,
      itemCount: 180,
    })),
    ...plannedDates(['THU'], yearAgo, 365).map((deliveryDate, index) => ({
      companyId: ids.small,
      service: 'snack24',
      deliveryDate,
      status: 'DELIVERED' as const,
      amount: 85_000 + ((index * 104_729) % 5) * 5_000,
      itemCount: 34,
    })),
  ]);

  const workspaces = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.companyId, ids.regular))
    .orderBy(asc(branches.id));
  const sales: KioskSale[] = [];
  plannedDates(['MON', 'TUE', 'WED', 'THU', 'FRI'], addDays(yearAgo, 1), 365).forEach((day, d) => {
    workspaces.forEach((workspace, w) => {
      KIOSK_ITEMS.forEach(([item, price], i) => {
        // Deterministic variation by day, workspace and item; the head office sells the most.
        const quantity = ((d * 31 + w * 17 + i * 7) % 9) + (w === 0 ? 12 : 4);
        if ((d + i + w) % 6 === 0) return;
        sales.push({
          companyId: ids.regular,
          branchId: workspace.id,
          saleId: `seed-${workspace.id}-${day}-${i}`,
          soldOn: day,
          item,
          quantity,
          total: quantity * price,
        });
      });
    });
  });
  await recordKioskSales(tx, sales);
  await syncLedger(tx);

  // Past issue days, oldest first, each company on its own payment day.
  const rows = await tx
    .select({ id: companies.id, paymentDay: companies.wmsPaymentDay })
    .from(companies)
    .where(inArray(companies.id, [ids.regular, ids.branded, ids.small]));
  const firstPeriod = yearAgo.slice(0, 7);
  for (const company of rows) {
    for (let period = firstPeriod; period <= today.slice(0, 7); period = shiftPeriod(period, 1)) {
      const day = invoiceIssueDay(period, company.paymentDay);
      if (day < today) await issueDueInvoices(tx, day, { companyId: company.id });
    }
  }

  const issued = await tx
    .select()
    .from(invoices)
    .where(inArray(invoices.companyId, [ids.regular, ids.branded, ids.small]))
    .orderBy(asc(invoices.period), asc(invoices.id));
  const latest = new Map<number, string>();
  for (const invoice of issued) latest.set(invoice.companyId, invoice.period);
  const overdue = issued.find(
    (invoice) =>
      invoice.companyId === ids.regular &&
      invoice.service === 'clean24' &&
      invoice.period === shiftPeriod(latest.get(ids.regular) ?? '', -1),
  );
  const partial = issued.find(
    (invoice) =>
      invoice.companyId === ids.small && invoice.period === shiftPeriod(latest.get(ids.small) ?? '', -1),
  );
  const payments = issued
    .filter((invoice) => invoice.period !== latest.get(invoice.companyId) && invoice !== overdue)
    .map((invoice) => ({
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      amount: invoice === partial ? Math.round(invoice.total / 2) : invoice.total,
      paidOn: addDays(invoice.issuedOn, 7),
      method: 'VIRTUAL_ACCOUNT' as const,
      note: invoice === partial ? '일부 입금' : null,
      recordedAt: new Date(`${addDays(invoice.issuedOn, 7)}T10:00:00+09:00`),
    }))
    .filter((payment) => payment.paidOn < today);
  if (payments.length > 0) await tx.insert(invoicePayments).values(payments);

  const lastBilled = latest.get(ids.regular);
  if (lastBilled) {
    await recordCorrection(tx, {
      companyId: ids.regular,
      service: 'clean24',
      category: '정기 청소',
      usedOn: `${lastBilled}-15`,
      description: '정기 청소 방문 누락분 환급 (정정)',
      supplyAmount: -90_000,
      key: `seed-clean24-${lastBilled}`,
    });
  }
}
