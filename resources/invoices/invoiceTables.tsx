import { quantityText } from '../../lib/quantity';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { won } from '../../lib/won';
import {
  PAYMENT_METHOD_LABELS,
  type BillingLineRow,
  type InvoiceDetail,
  type InvoicePaymentRow,
} from '../../schemas/billingInvoices';
import { displayDate } from '../_generated';
import type { Column } from '../_generated/report';
import { INVOICE_TEXT as T } from './strings';

/** An amount in won, a number in the spreadsheet. */
const money = <R,>(label: string, pick: (row: R) => number): Column<R> => ({
  label,
  text: (row) => won(pick(row)),
  sheet: pick,
  align: 'right',
});

/** An invoice's lines (one service, so no service column); also the spreadsheet's columns. */
export const LINE_COLUMNS: readonly Column<BillingLineRow>[] = [
  { label: T.usedOn, text: (row) => displayDate(row.usedOn) },
  { label: T.branch, text: (row) => row.branchName ?? '-' },
  { label: T.category, text: (row) => row.category },
  { label: T.description, text: (row) => row.description },
  {
    label: T.quantity,
    text: (row) => quantityText(row.quantity),
    sheet: (row) => row.quantity,
    align: 'right',
  },
  money(T.supplyAmount, (row) => row.supplyAmount),
  money(T.vat, (row) => row.vat),
  money(T.total, (row) => row.total),
];

export interface CategorySum {
  category: string;
  count: number;
  supplyAmount: number;
  vat: number;
  total: number;
}

/** The lines summed by category: the printed page's form of a long invoice. */
export function byCategory(lines: readonly BillingLineRow[]): CategorySum[] {
  const sums = new Map<string, CategorySum>();
  for (const line of lines) {
    const sum = sums.get(line.category) ?? {
      category: line.category,
      count: 0,
      supplyAmount: 0,
      vat: 0,
      total: 0,
    };
    sums.set(line.category, {
      category: line.category,
      count: sum.count + 1,
      supplyAmount: sum.supplyAmount + line.supplyAmount,
      vat: sum.vat + line.vat,
      total: sum.total + line.total,
    });
  }
  return [...sums.values()];
}

export const CATEGORY_COLUMNS: readonly Column<CategorySum>[] = [
  { label: T.category, text: (row) => row.category },
  { label: T.lineCount, text: (row) => `${row.count}건`, align: 'right' },
  money(T.supplyAmount, (row) => row.supplyAmount),
  money(T.vat, (row) => row.vat),
  money(T.total, (row) => row.total),
];

export const PAYMENT_COLUMNS: readonly Column<InvoicePaymentRow>[] = [
  { label: T.paidOn, text: (row) => displayDate(row.paidOn) },
  { label: T.method, text: (row) => PAYMENT_METHOD_LABELS[row.method] },
  money(T.amount, (row) => row.amount),
];

/** 공급받는 자 or 공급자: name, business number, representative and address. */
export function PartyTable({ caption, party }: { caption: string; party: InvoiceDetail['company'] }) {
  const rows = [
    [T.companyName, party.name],
    [T.registNumber, party.registNumber],
    [T.representative, party.representative],
    [T.address, party.address],
  ] as const;
  return (
    <Table size="small" sx={{ '& th, & td': { py: 0.5, fontSize: 13 } }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, padding: '4px 0' }}>
        {caption}
      </caption>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell
              component="th"
              scope="row"
              sx={{ width: 110, bgcolor: 'action.hover', fontWeight: 600 }}
            >
              {label}
            </TableCell>
            <TableCell>{value || '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
