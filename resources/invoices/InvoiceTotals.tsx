import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { won } from '../../lib/won';
import type { InvoiceSummary } from '../../schemas/billingInvoices';
import { INVOICE_TEXT } from './strings';

/** The sums of the invoices shown (the whole list when it fits one page), above the rows. */
export function InvoiceTotals() {
  const { data, total } = useListContext<InvoiceSummary>();
  if (!data?.length) return null;
  const sum = (pick: (row: InvoiceSummary) => number) => data.reduce((acc, row) => acc + pick(row), 0);
  return (
    <Typography sx={{ py: 1, fontWeight: 600 }} data-testid="invoice-list-totals">
      {`${INVOICE_TEXT.shownTotals(data.length, total === data.length)} · ${INVOICE_TEXT.supplyAmount} ${won(sum((row) => row.supplyAmount))} · ${INVOICE_TEXT.vat} ${won(sum((row) => row.vat))} · ${INVOICE_TEXT.total} ${won(sum((row) => row.total))} · ${INVOICE_TEXT.unpaid} ${won(sum((row) => row.unpaidAmount))}`}
    </Typography>
  );
}
