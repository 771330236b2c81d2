import { useMemo } from 'react';
import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { LinkBase, useBasename, useCanAccess } from 'react-admin';
import { useParams } from 'react-router';
import { won } from '../../../lib/won';
import { INVOICE_PAYMENT_STATUS_LABELS, type InvoiceDetail } from '../../../schemas/billingInvoices';
import { useInvoice } from './api';
import { dotted, lineColumns, paymentColumns, periodLabel } from './columns';
import {
  ColumnTable,
  ReportExportButton,
  QueryState,
  ReportFrame,
  sheetRows,
} from '../../../resources/_generated/report';
import { PRINT_ROOT, PrintButton, PrintHint } from './parts';
import { USES_TEXT } from './strings';

const invoiceLineColumns = lineColumns(false);
const invoicePaymentColumns = paymentColumns();

/** Lines printed one by one up to this many; beyond, the printed page sums them by category. */
const PRINTED_LINES = 14;

function PartyTable({ caption, party }: { caption: string; party: InvoiceDetail['company'] }) {
  return (
    <Table size="small" sx={{ '& th, & td': { py: 0.5, fontSize: 13 } }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, padding: '4px 0' }}>
        {caption}
      </caption>
      <TableBody>
        {(
          [
            [USES_TEXT.companyName, party.name],
            [USES_TEXT.registNumber, party.registNumber],
            [USES_TEXT.representative, party.representative],
            [USES_TEXT.address, party.address],
          ] as const
        ).map(([label, value]) => (
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

/** uses/invoice/{invoiceId}: one invoice with its lines, totals, the account to pay into and a print view. */
export function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const basename = useBasename();
  const query = useInvoice(invoiceId);
  const invoice = query.data;
  // Back to the list this company's menu shows (WMS-and-billing companies have the integrated one).
  const { canAccess: plainList = true } = useCanAccess({ resource: 'uses/invoice', action: 'list' });
  const listPath = plainList ? 'uses/invoice' : 'uses/company/invoice';
  const title = invoice
    ? `${periodLabel(invoice.period)} ${invoice.serviceLabel} 청구서`
    : USES_TEXT.invoiceDetail;
  const byCategory = useMemo(() => {
    const sums = new Map<string, { count: number; supplyAmount: number; vat: number; total: number }>();
    for (const line of invoice?.lines ?? []) {
      const sum = sums.get(line.category) ?? { count: 0, supplyAmount: 0, vat: 0, total: 0 };
      sums.set(line.category, {
        count: sum.count + 1,
        supplyAmount: sum.supplyAmount + line.supplyAmount,
        vat: sum.vat + line.vat,
        total: sum.total + line.total,
      });
    }
    return [...sums.entries()].map(([category, sum]) => ({ category, ...sum }));
  }, [invoice]);
  const manyLines = (invoice?.lines.length ?? 0) > PRINTED_LINES;
  return (
    <ReportFrame
      title={title}
      actions={
        invoice && (
          <>
            <Button component={LinkBase} to={`${basename}/${listPath}`} sx={{ minHeight: 40 }}>
              {USES_TEXT.backToList}
            </Button>
            <ReportExportButton name={title} rows={() => sheetRows(invoiceLineColumns, invoice.lines)} />
            {invoice.virtualAccount && (
              <Button
                component={LinkBase}
                to={`${basename}/certificate`}
                variant="outlined"
                sx={{ minHeight: 40 }}
              >
                {USES_TEXT.openCertificate}
              </Button>
            )}
            <PrintButton />
          </>
        )
      }
    >
      <QueryState query={query} empty="">
        {(data) => (
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
              {`청구서 (${data.serviceLabel} ${periodLabel(data.period)})`}
            </Typography>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ mb: 2, '@media print': { flexDirection: 'row' } }}
            >
              <Box sx={{ flex: 1 }}>
                <PartyTable caption={USES_TEXT.buyer} party={data.company} />
              </Box>
              <Box sx={{ flex: 1 }}>
                <PartyTable caption={USES_TEXT.supplier} party={data.provider} />
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
              {(
                [
                  [USES_TEXT.supplyAmount, won(data.supplyAmount)],
                  [USES_TEXT.vat, won(data.vat)],
                  [`${USES_TEXT.total} (청구 금액)`, won(data.total)],
                  [USES_TEXT.unpaid, won(data.unpaidAmount)],
                ] as const
              ).map(([label, value]) => (
                <Box key={label} sx={{ flex: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{value}</Typography>
                </Box>
              ))}
            </Stack>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {`${USES_TEXT.issuedOn} ${dotted(data.issuedOn)} · ${USES_TEXT.dueOn} ${dotted(data.dueOn)} · ${INVOICE_PAYMENT_STATUS_LABELS[data.paymentStatus]}`}
            </Typography>
            <Box sx={{ mb: 2 }} data-testid="invoice-account">
              <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                {USES_TEXT.payInto}
              </Typography>
              <Typography>
                {data.virtualAccount
                  ? `${data.virtualAccount.bank} ${data.virtualAccount.accountNumber} (${USES_TEXT.holder} ${data.virtualAccount.holder})`
                  : USES_TEXT.noAccount}
              </Typography>
            </Box>
            <Box className={manyLines ? 'uses-no-print' : undefined} sx={{ mb: 2 }}>
              <ColumnTable
                dense
                caption={`${USES_TEXT.lines} ${data.lines.length}건`}
                columns={invoiceLineColumns}
                rows={data.lines}
                rowKey={(row) => row.id}
                footer={[
                  USES_TEXT.totalsRow,
                  '',
                  '',
                  '',
                  '',
                  won(data.supplyAmount),
                  won(data.vat),
                  won(data.total),
                ]}
              />
            </Box>
            {manyLines && (
              <Box className="uses-print-only" sx={{ mb: 2 }}>
                <ColumnTable
                  dense
                  caption={`${USES_TEXT.lines} ${data.lines.length}건 (${USES_TEXT.byCategory} 합계, 항목별 내역은 엑셀 파일)`}
                  columns={[
                    { label: USES_TEXT.category, text: (r: (typeof byCategory)[number]) => r.category },
                    { label: USES_TEXT.lineCount, text: (r) => `${r.count}건`, align: 'right' },
                    { label: USES_TEXT.supplyAmount, text: (r) => won(r.supplyAmount), align: 'right' },
                    { label: USES_TEXT.vat, text: (r) => won(r.vat), align: 'right' },
                    { label: USES_TEXT.total, text: (r) => won(r.total), align: 'right' },
                  ]}
                  rows={byCategory}
                  rowKey={(row) => row.category}
                  footer={[
                    USES_TEXT.totalsRow,
                    `${data.lines.length}건`,
                    won(data.supplyAmount),
                    won(data.vat),
                    won(data.total),
                  ]}
                />
              </Box>
            )}
            <Box className="uses-no-print">
              {data.payments.length === 0 ? (
                <Typography color="text.secondary">{USES_TEXT.noPaymentsOfInvoice}</Typography>
              ) : (
                <ColumnTable
                  dense
                  caption={USES_TEXT.paymentsOfInvoice}
                  columns={invoicePaymentColumns}
                  rows={data.payments}
                  rowKey={(row) => row.id}
                />
              )}
            </Box>
          </Paper>
        )}
      </QueryState>
    </ReportFrame>
  );
}
