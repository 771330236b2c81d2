import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { LinkBase, useBasename, useCanAccess, useParams } from 'react-admin';
import { won } from '../../lib/won';
import { useApiQuery } from '../../dataProviders/useApi';
import { INVOICE_PAYMENT_STATUS_LABELS, type InvoiceDetail } from '../../schemas/billingInvoices';
import { displayDate } from '../_generated';
import { periodLabel } from '../_generated/PeriodBar';
import {
  ColumnTable,
  NO_PRINT,
  PRINT_ONLY,
  PRINT_ROOT,
  PrintButton,
  PrintHint,
  QueryState,
  ReportExportButton,
  ReportFrame,
  sheetRows,
} from '../_generated/report';
import { byCategory, CATEGORY_COLUMNS, LINE_COLUMNS, PartyTable, PAYMENT_COLUMNS } from './invoiceTables';
import { INVOICE_TEXT as T } from './strings';

/** Lines printed one by one up to this many; beyond, the printed page sums them by category. */
const PRINTED_LINES = 14;

const titleOf = (invoice: InvoiceDetail) =>
  T.title(periodLabel(invoice.period, 'month'), invoice.serviceLabel);

/**
 * uses/invoice/{invoiceId}: one invoice with its lines, totals, the account to pay into and its
 * payments; 인쇄 / PDF로 저장 prints it alone on one A4 page, 엑셀 다운로드 writes every line.
 */
export function InvoiceShow() {
  const { id = '' } = useParams();
  const basename = useBasename();
  const query = useApiQuery<InvoiceDetail>(`/homepage/v2/billing/invoices/${encodeURIComponent(id)}`);
  const invoice = query.data;
  // Back to the list this company's menu shows (WMS-and-billing companies have the integrated one).
  const { canAccess: plainList = true } = useCanAccess({ resource: 'invoices', action: 'list' });
  const listPath = plainList ? 'uses/invoice' : 'uses/company/invoice';
  const title = invoice ? titleOf(invoice) : T.invoiceDetail;
  return (
    <ReportFrame
      title={title}
      actions={
        invoice && (
          <>
            <Button component={LinkBase} to={`${basename}/${listPath}`} sx={{ minHeight: 40 }}>
              {T.backToList}
            </Button>
            <ReportExportButton name={title} rows={() => sheetRows(LINE_COLUMNS, invoice.lines)} />
            {invoice.virtualAccount && (
              <Button
                component={LinkBase}
                to={`${basename}/certificate`}
                variant="outlined"
                sx={{ minHeight: 40 }}
              >
                {T.openCertificate}
              </Button>
            )}
            <PrintButton />
          </>
        )
      }
    >
      <QueryState query={query} empty="">
        {(data) => <InvoiceDocument invoice={data} />}
      </QueryState>
    </ReportFrame>
  );
}

/** The printable invoice: parties, totals, the account to pay into, lines and payments. */
function InvoiceDocument({ invoice }: { invoice: InvoiceDetail }) {
  const manyLines = invoice.lines.length > PRINTED_LINES;
  const period = periodLabel(invoice.period, 'month');
  const amounts = [
    [T.supplyAmount, won(invoice.supplyAmount)],
    [T.vat, won(invoice.vat)],
    [T.billed, won(invoice.total)],
    [T.unpaid, won(invoice.unpaidAmount)],
  ] as const;
  const totalsRow = [
    T.totalsRow,
    '',
    '',
    '',
    '',
    won(invoice.supplyAmount),
    won(invoice.vat),
    won(invoice.total),
  ];
  return (
    <Paper
      variant="outlined"
      className={PRINT_ROOT}
      sx={{ p: { xs: 2, md: 4 } }}
      data-testid="invoice-document"
    >
      <PrintHint />
      <Typography
        component="h2"
        variant="h5"
        align="center"
        sx={{ fontWeight: 700, letterSpacing: 4, mb: 2 }}
      >
        {T.document(invoice.serviceLabel, period)}
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, '@media print': { flexDirection: 'row' } }}
      >
        <Box sx={{ flex: 1 }}>
          <PartyTable caption={T.buyer} party={invoice.company} />
        </Box>
        <Box sx={{ flex: 1 }}>
          <PartyTable caption={T.supplier} party={invoice.provider} />
        </Box>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          mb: 2,
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          '@media print': { flexDirection: 'row' },
        }}
        data-testid="invoice-totals"
      >
        {amounts.map(([label, value]) => (
          <Box key={label} sx={{ flex: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{value}</Typography>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {`${T.issuedOn} ${displayDate(invoice.issuedOn)} · ${T.dueOn} ${displayDate(invoice.dueOn)} · ${INVOICE_PAYMENT_STATUS_LABELS[invoice.paymentStatus]}`}
      </Typography>
      <Box sx={{ mb: 2 }} data-testid="invoice-account">
        <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          {T.payInto}
        </Typography>
        <Typography>
          {invoice.virtualAccount
            ? `${invoice.virtualAccount.bank} ${invoice.virtualAccount.accountNumber} (${T.holder} ${invoice.virtualAccount.holder})`
            : T.noAccount}
        </Typography>
      </Box>
      <Box className={manyLines ? NO_PRINT : undefined} sx={{ mb: 2 }}>
        <ColumnTable
          dense
          caption={T.lines(invoice.lines.length)}
          columns={LINE_COLUMNS}
          rows={invoice.lines}
          rowKey={(row) => row.id}
          footer={totalsRow}
        />
      </Box>
      {manyLines && (
        <Box className={PRINT_ONLY} sx={{ mb: 2 }}>
          <ColumnTable
            dense
            caption={T.linesByCategory(invoice.lines.length)}
            columns={CATEGORY_COLUMNS}
            rows={byCategory(invoice.lines)}
            rowKey={(row) => row.category}
            footer={[
              T.totalsRow,
              `${invoice.lines.length}건`,
              won(invoice.supplyAmount),
              won(invoice.vat),
              won(invoice.total),
            ]}
          />
        </Box>
      )}
      <Box className={NO_PRINT}>
        {invoice.payments.length === 0 ? (
          <Typography color="text.secondary">{T.noPayments}</Typography>
        ) : (
          <ColumnTable
            dense
            caption={T.payments}
            columns={PAYMENT_COLUMNS}
            rows={invoice.payments}
            rowKey={(row) => row.id}
          />
        )}
      </Box>
    </Paper>
  );
}
