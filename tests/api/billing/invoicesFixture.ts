import { and, eq, inArray } from 'drizzle-orm';
import { amountsFromSupply, amountsFromTotal } from '../../../lib/billing';
import type { Db } from '../../../server/db/client';
import { billingLines, branches, companies, invoicePayments, invoices } from '../../../server/db/schema';

/** A month no seed writes, so the rows below are the only ones of it. */
export const TEST_PERIOD = '2020-03';

export interface InvoiceFixture {
  regularId: number;
  brandedId: number;
  snackInvoiceId: number;
  otherInvoiceId: number;
  /** The snack lines' sums (the invoice's totals). */
  snack: { supplyAmount: number; vat: number; total: number; count: number };
  kiosk: { total: number; count: number };
}

/**
 * Ledger rows for the invoice tests, written straight into the tables (the ledger's own writers
 * are tested apart): 한빛솔루션's March 2020 snack lines on one invoice with a partial payment, its
 * kiosk sales of two days, and an invoice of the other company.
 */
export async function insertInvoiceFixture(db: Db): Promise<InvoiceFixture> {
  const all = await db.select({ id: companies.id, name: companies.name }).from(companies);
  const regularId = all.find((c) => c.name.includes('한빛'))!.id;
  const brandedId = all.find((c) => c.name.includes('에이스'))!.id;
  const [branch] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.companyId, regularId));
  const line = (
    companyId: number,
    service: string,
    usedOn: string,
    description: string,
    amounts: { supplyAmount: number; vat: number; total: number },
    sourceId: string,
    quantity = 1,
  ) => ({
    companyId,
    branchId: companyId === regularId ? (branch?.id ?? null) : null,
    service,
    category: '간식 배송',
    usedOn,
    description,
    quantity,
    ...amounts,
    sourceType: 'invoice-test',
    sourceId,
  });
  const snackLines = [
    line(
      regularId,
      'snack24',
      `${TEST_PERIOD}-03`,
      '간식 정기 배송 1주차',
      amountsFromSupply(123_457),
      's1',
      40,
    ),
    line(
      regularId,
      'snack24',
      `${TEST_PERIOD}-10`,
      '간식 정기 배송 2주차',
      amountsFromSupply(98_765),
      's2',
      32,
    ),
    line(regularId, 'snack24', `${TEST_PERIOD}-17`, '음료 추가', amountsFromSupply(45_001), 's3', 12),
  ];
  // As the ledger writes a kiosk sale: the item is the category, the description names the sale.
  const sale = (day: string, item: string, total: number, id: string) => ({
    ...line(
      regularId,
      'kiosk',
      `${TEST_PERIOD}-${day}`,
      `키오스크 ${item} 1개 (${id})`,
      amountsFromTotal(total),
      id,
    ),
    category: item,
  });
  const kioskLines = [
    sale('05', '아메리카노', 3_000, 'k1'),
    sale('05', '카페라떼', 3_500, 'k2'),
    sale('06', '아메리카노', 3_000, 'k3'),
  ];
  const otherLines = [
    line(brandedId, 'snack24', `${TEST_PERIOD}-04`, '다른 회사 배송', amountsFromSupply(10_000), 'o1'),
  ];
  const inserted = await db
    .insert(billingLines)
    .values([...snackLines, ...kioskLines, ...otherLines])
    .returning({ id: billingLines.id, sourceId: billingLines.sourceId });
  const idsOf = (prefix: string) =>
    inserted.filter((row) => row.sourceId.startsWith(prefix)).map((row) => row.id);
  const sum = (rows: typeof snackLines) => ({
    supplyAmount: rows.reduce((s, r) => s + r.supplyAmount, 0),
    vat: rows.reduce((s, r) => s + r.vat, 0),
    total: rows.reduce((s, r) => s + r.total, 0),
    count: rows.length,
  });
  const snack = sum(snackLines);
  const other = sum(otherLines);
  const invoice = (companyId: number, totals: ReturnType<typeof sum>) => ({
    companyId,
    service: 'snack24',
    period: TEST_PERIOD,
    issuedOn: '2020-03-31',
    dueOn: '2020-04-14',
    supplyAmount: totals.supplyAmount,
    vat: totals.vat,
    total: totals.total,
    lineCount: totals.count,
  });
  const [snackInvoice, otherInvoice] = await db
    .insert(invoices)
    .values([invoice(regularId, snack), invoice(brandedId, other)])
    .returning({ id: invoices.id });
  await db
    .update(billingLines)
    .set({ invoiceId: snackInvoice!.id })
    .where(inArray(billingLines.id, idsOf('s')));
  await db
    .update(billingLines)
    .set({ invoiceId: otherInvoice!.id })
    .where(and(inArray(billingLines.id, idsOf('o'))));
  await db.insert(invoicePayments).values({
    invoiceId: snackInvoice!.id,
    companyId: regularId,
    amount: 100_000,
    paidOn: '2020-04-02',
    method: 'VIRTUAL_ACCOUNT',
  });
  const kiosk = sum(kioskLines);
  return {
    regularId,
    brandedId,
    snackInvoiceId: snackInvoice!.id,
    otherInvoiceId: otherInvoice!.id,
    snack,
    kiosk: { total: kiosk.total, count: kiosk.count },
  };
}
