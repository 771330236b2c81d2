import { useMemo } from 'react';
import {
  Box,
  Button,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { LinkBase, useBasename, useCanAccess } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { won } from '../../../lib/won';
import {
  INVOICE_PAYMENT_STATUS_LABELS,
  INVOICE_TYPE_ALL,
  PAYMENT_METHOD_LABELS,
  billingServiceLabel,
  type BillingLineRow,
  type InvoiceDetail,
  type InvoicePaymentRow,
  type InvoiceSummary,
} from '../../../schemas/billingInvoices';
import { useInvoice, useInvoices } from './api';
import {
  DataTable,
  ExportButton,
  PRINT_ROOT,
  PrintStyles,
  QueryState,
  UsesPage,
  sheetRows,
  type Column,
} from './parts';
import { USES_TEXT } from './strings';

const periodLabel = (period: string) => `${Number(period.slice(0, 4))}년 ${Number(period.slice(5, 7))}월`;
const dotted = (day: string) => day.replaceAll('-', '.');

const STATUS_COLOR = { PAID: 'success', PARTIAL: 'warning', UNPAID: 'error' } as const;

function invoiceColumns(detailPath: (id: string) => string): Column<InvoiceSummary>[] {
  return [
    { label: USES_TEXT.period, text: (r) => periodLabel(r.period) },
    { label: USES_TEXT.type, text: (r) => r.serviceLabel },
    { label: USES_TEXT.issuedOn, text: (r) => dotted(r.issuedOn) },
    { label: USES_TEXT.dueOn, text: (r) => dotted(r.dueOn) },
    {
      label: USES_TEXT.supplyAmount,
      text: (r) => won(r.supplyAmount),
      sheet: (r) => r.supplyAmount,
      align: 'right',
    },
    { label: USES_TEXT.vat, text: (r) => won(r.vat), sheet: (r) => r.vat, align: 'right' },
    { label: USES_TEXT.total, text: (r) => won(r.total), sheet: (r) => r.total, align: 'right' },
    {
      label: USES_TEXT.unpaid,
      text: (r) => won(r.unpaidAmount),
      sheet: (r) => r.unpaidAmount,
      align: 'right',
    },
    {
      label: USES_TEXT.status,
      text: (r) => INVOICE_PAYMENT_STATUS_LABELS[r.paymentStatus],
      render: (r) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLOR[r.paymentStatus]}
          label={INVOICE_PAYMENT_STATUS_LABELS[r.paymentStatus]}
          sx={{ fontWeight: 600 }}
        />
      ),
    },
    {
      label: USES_TEXT.open,
      text: () => '',
      render: (r) => (
        <Button
          component={LinkBase}
          to={detailPath(r.id)}
          size="small"
          aria-label={`${periodLabel(r.period)} ${r.serviceLabel} ${USES_TEXT.invoiceOf} ${USES_TEXT.open}`}
        >
          {USES_TEXT.open}
        </Button>
      ),
    },
  ];
}

/**
 * uses/invoice and uses/company/invoice (the second for companies on WMS-and-billing; the menu shows
 * one of them), with their {year}/{month}/{type} forms: the company's invoices, a month and a
 * service at a time or every month.
 */
export function InvoiceListPage({ variant }: { variant: 'invoice' | 'company' }) {
  const base = variant === 'company' ? 'uses/company/invoice' : 'uses/invoice';
  const title = variant === 'company' ? USES_TEXT.companyInvoices : USES_TEXT.invoices;
  const { year, month, type = INVOICE_TYPE_ALL } = useParams();
  const basename = useBasename();
  const navigate = useNavigate();
  const validMonth = year && month && /^\d{4}$/.test(year) && /^\d{1,2}$/.test(month);
  const query = useInvoices({
    ...(validMonth ? { year: year!, month: String(Number(month)) } : {}),
    ...(type !== INVOICE_TYPE_ALL && /^[a-z0-9]{2,20}$/.test(type) ? { service: type } : {}),
  });
  // Without a month in the address, the newest month that has invoices.
  const period = validMonth
    ? `${year}-${String(Number(month)).padStart(2, '0')}`
    : (query.data?.periods[0] ?? '');
  const shown = (query.data?.invoices ?? []).filter((invoice) => !period || invoice.period === period);
  const shownTotals = {
    supplyAmount: shown.reduce((sum, row) => sum + row.supplyAmount, 0),
    vat: shown.reduce((sum, row) => sum + row.vat, 0),
    total: shown.reduce((sum, row) => sum + row.total, 0),
  };
  const go = (nextPeriod: string, nextType: string) =>
    navigate(
      nextPeriod
        ? `${basename}/${base}/${nextPeriod.slice(0, 4)}/${nextPeriod.slice(5, 7)}/${nextType}`
        : `${basename}/${base}`,
    );
  const columns = useMemo(() => invoiceColumns((id) => `${basename}/uses/invoice/${id}`), [basename]);
  const services = [
    'snack24',
    'breakfast24',
    'birth24',
    'buy24',
    'clean24',
    'quick24',
    'meal24',
    'coffee24',
    'phone24',
    'flower24',
    'kiosk',
  ];
  return (
    <UsesPage
      title={title}
      gate={base}
      actions={
        <ExportButton
          name={title}
          rows={() =>
            sheetRows(
              columns.filter((column) => column.label !== USES_TEXT.open),
              query.data?.invoices ?? [],
            )
          }
        />
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ my: 1.5 }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="invoice-month">{USES_TEXT.month}</InputLabel>
          <Select
            labelId="invoice-month"
            label={USES_TEXT.month}
            value={period}
            onChange={(event) => go(event.target.value, type)}
          >
            {(query.data?.periods ?? [])
              .concat(period && !query.data?.periods.includes(period) ? [period] : [])
              .map((p) => (
                <MenuItem key={p} value={p}>
                  {periodLabel(p)}
                </MenuItem>
              ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }} disabled={!period}>
          <InputLabel id="invoice-type">{USES_TEXT.type}</InputLabel>
          <Select
            labelId="invoice-type"
            label={USES_TEXT.type}
            value={type}
            onChange={(event) => go(period, event.target.value)}
          >
            <MenuItem value={INVOICE_TYPE_ALL}>{USES_TEXT.allTypes}</MenuItem>
            {services.map((service) => (
              <MenuItem key={service} value={service}>
                {billingServiceLabel(service)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <QueryState query={query} isEmpty={() => shown.length === 0} empty={USES_TEXT.noInvoices}>
        {() => (
          <DataTable
            caption={`${title} · ${period ? periodLabel(period) : USES_TEXT.allMonths} · ${shown.length}건`}
            columns={columns}
            rows={shown}
            rowKey={(row) => row.id}
            footer={[
              USES_TEXT.totalsRow,
              '',
              '',
              '',
              won(shownTotals.supplyAmount),
              won(shownTotals.vat),
              won(shownTotals.total),
              won(shown.reduce((sum, row) => sum + row.unpaidAmount, 0)),
              '',
              '',
            ]}
          />
        )}
      </QueryState>
    </UsesPage>
  );
}

const lineColumns: Column<BillingLineRow>[] = [
  { label: USES_TEXT.usedOn, text: (r) => dotted(r.usedOn) },
  { label: USES_TEXT.branch, text: (r) => r.branchName ?? '-' },
  { label: USES_TEXT.category, text: (r) => r.category },
  { label: USES_TEXT.description, text: (r) => r.description },
  {
    label: USES_TEXT.quantity,
    text: (r) => r.quantity.toLocaleString('ko-KR'),
    sheet: (r) => r.quantity,
    align: 'right',
  },
  {
    label: USES_TEXT.supplyAmount,
    text: (r) => won(r.supplyAmount),
    sheet: (r) => r.supplyAmount,
    align: 'right',
  },
  { label: USES_TEXT.vat, text: (r) => won(r.vat), sheet: (r) => r.vat, align: 'right' },
  { label: USES_TEXT.total, text: (r) => won(r.total), sheet: (r) => r.total, align: 'right' },
];

const paymentColumns: Column<InvoicePaymentRow>[] = [
  { label: USES_TEXT.paidOn, text: (r) => dotted(r.paidOn) },
  { label: USES_TEXT.method, text: (r) => PAYMENT_METHOD_LABELS[r.method] },
  { label: USES_TEXT.amount, text: (r) => won(r.amount), sheet: (r) => r.amount, align: 'right' },
];

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
    <UsesPage
      title={title}
      actions={
        invoice && (
          <>
            <Button component={LinkBase} to={`${basename}/${listPath}`} sx={{ minHeight: 40 }}>
              {USES_TEXT.backToList}
            </Button>
            <ExportButton name={title} rows={() => sheetRows(lineColumns, invoice.lines)} />
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
            <Button
              variant="contained"
              startIcon={<PrintIcon />}
              onClick={() => window.print()}
              sx={{ minHeight: 40 }}
            >
              {USES_TEXT.printPdf}
            </Button>
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
            <PrintStyles />
            <Typography className="uses-no-print" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {USES_TEXT.printHint}
            </Typography>
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
              <DataTable
                dense
                caption={`${USES_TEXT.lines} ${data.lines.length}건`}
                columns={lineColumns}
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
                <DataTable
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
                <DataTable
                  dense
                  caption={USES_TEXT.paymentsOfInvoice}
                  columns={paymentColumns}
                  rows={data.payments}
                  rowKey={(row) => row.id}
                />
              )}
            </Box>
          </Paper>
        )}
      </QueryState>
    </UsesPage>
  );
}
