import { useMemo } from 'react';
import { Button, Chip, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { LinkBase, useBasename } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { won } from '../../../lib/won';
import {
  INVOICE_PAYMENT_STATUS_LABELS,
  INVOICE_TYPE_ALL,
  billingServiceLabel,
  type InvoiceSummary,
} from '../../../schemas/billingInvoices';
import { useInvoices } from './api';
import { BILLING_SERVICES, amountColumns, dotted, money, periodLabel } from './columns';
import {
  ColumnTable,
  ReportExportButton,
  QueryState,
  ReportFrame,
  sheetRows,
  type Column,
} from '../../../resources/_generated/report';
import { USES_TEXT } from './strings';

const STATUS_COLOR = { PAID: 'success', PARTIAL: 'warning', UNPAID: 'error' } as const;

function invoiceColumns(detailPath: (id: string) => string): Column<InvoiceSummary>[] {
  return [
    { label: USES_TEXT.period, text: (r) => periodLabel(r.period) },
    { label: USES_TEXT.type, text: (r) => r.serviceLabel },
    { label: USES_TEXT.issuedOn, text: (r) => dotted(r.issuedOn) },
    { label: USES_TEXT.dueOn, text: (r) => dotted(r.dueOn) },
    ...amountColumns<InvoiceSummary>(),
    money(USES_TEXT.unpaid, (r) => r.unpaidAmount),
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
  return (
    <ReportFrame
      title={title}
      gate={base}
      actions={
        <ReportExportButton
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
            {BILLING_SERVICES.map((service) => (
              <MenuItem key={service} value={service}>
                {billingServiceLabel(service)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <QueryState query={query} isEmpty={() => shown.length === 0} empty={USES_TEXT.noInvoices}>
        {() => (
          <ColumnTable
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
    </ReportFrame>
  );
}
