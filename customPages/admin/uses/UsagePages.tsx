import { useState } from 'react';
import {
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { LinkBase, useBasename } from 'react-admin';
import { seoulParts } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import {
  INVOICE_PAYMENT_STATUS_LABELS,
  INVOICE_TYPE_ALL,
  PAYMENT_METHOD_LABELS,
  billingServiceLabel,
  type BillingLineRow,
  type InvoicePaymentRow,
  type InvoiceSummary,
  type KioskSalesResponse,
  type UsageRow,
} from '../../../schemas/billingInvoices';
import { useKiosk, useLines, useLinesLoader, usePayments, useUsage, type Month } from './api';
import {
  DataTable,
  ExportButton,
  PeriodNav,
  QueryState,
  UsesPage,
  sheetRows,
  shiftMonth,
  type Column,
} from './parts';
import { USES_TEXT } from './strings';

const monthLabel = ({ year, month }: Month) => `${year}년 ${month}월`;
const dotted = (day: string) => day.replaceAll('-', '.');
const thisMonth = (): Month => {
  const { year, month } = seoulParts();
  return { year, month };
};
const money = <T,>(label: string, pick: (row: T) => number): Column<T> => ({
  label,
  text: (row) => won(pick(row)),
  sheet: pick,
  align: 'right',
});
const count = <T,>(label: string, pick: (row: T) => number, unit = ''): Column<T> => ({
  label,
  text: (row) => `${pick(row).toLocaleString('ko-KR')}${unit}`,
  sheet: pick,
  align: 'right',
});

const usageColumns: Column<UsageRow>[] = [
  { label: USES_TEXT.type, text: (r) => r.serviceLabel },
  count(USES_TEXT.lineCount, (r) => r.lineCount, '건'),
  count(USES_TEXT.quantity, (r) => r.quantity),
  money(USES_TEXT.supplyAmount, (r) => r.supplyAmount),
  money(USES_TEXT.vat, (r) => r.vat),
  money(USES_TEXT.total, (r) => r.total),
];

/** usage/service: this month's use of every service, from the billing ledger (menu flag serviceUsageStatusMenuDisplayable). */
export function UsagePage() {
  const [month, setMonth] = useState(thisMonth);
  const query = useUsage(month);
  return (
    <UsesPage
      title={USES_TEXT.usage}
      gate="usage/service"
      actions={
        <ExportButton
          name={`${USES_TEXT.usage}_${month.year}${String(month.month).padStart(2, '0')}`}
          rows={() => sheetRows(usageColumns, query.data?.services ?? [])}
        />
      }
    >
      <PeriodNav
        label={monthLabel(month)}
        onPrev={() => setMonth(shiftMonth(month, -1))}
        onNext={() => setMonth(shiftMonth(month, 1))}
      />
      <QueryState query={query} isEmpty={(data) => data.services.length === 0} empty={USES_TEXT.noUsage}>
        {(data) => (
          <DataTable
            caption={`${monthLabel(month)} ${USES_TEXT.usage}`}
            columns={usageColumns}
            rows={data.services}
            rowKey={(row) => row.service}
            footer={[
              USES_TEXT.totalsRow,
              `${data.services.reduce((sum, row) => sum + row.lineCount, 0).toLocaleString('ko-KR')}건`,
              '',
              won(data.totals.supplyAmount),
              won(data.totals.vat),
              won(data.totals.total),
            ]}
          />
        )}
      </QueryState>
    </UsesPage>
  );
}

const lineColumns: Column<BillingLineRow>[] = [
  { label: USES_TEXT.usedOn, text: (r) => dotted(r.usedOn) },
  { label: USES_TEXT.type, text: (r) => r.serviceLabel },
  { label: USES_TEXT.branch, text: (r) => r.branchName ?? '-' },
  { label: USES_TEXT.category, text: (r) => r.category },
  { label: USES_TEXT.description, text: (r) => r.description },
  count(USES_TEXT.quantity, (r) => r.quantity),
  money(USES_TEXT.supplyAmount, (r) => r.supplyAmount),
  money(USES_TEXT.vat, (r) => r.vat),
  money(USES_TEXT.total, (r) => r.total),
];
const PAGE_SIZE = 50;
const SERVICES = [
  INVOICE_TYPE_ALL,
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

/** uses/orders: every chargeable line of a month, 50 a page, by service; the whole month to a spreadsheet. */
export function OrdersPage() {
  const [month, setMonth] = useState(thisMonth);
  const [service, setService] = useState(INVOICE_TYPE_ALL);
  const [page, setPage] = useState(0);
  const query = useLines(month, service, page, PAGE_SIZE);
  const loadAll = useLinesLoader();
  const moveMonth = (delta: number) => {
    setMonth(shiftMonth(month, delta));
    setPage(0);
  };
  return (
    <UsesPage
      title={USES_TEXT.orders}
      actions={
        <ExportButton
          name={`${USES_TEXT.orders}_${month.year}${String(month.month).padStart(2, '0')}`}
          rows={async () => sheetRows(lineColumns, await loadAll(month, service))}
        />
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <PeriodNav label={monthLabel(month)} onPrev={() => moveMonth(-1)} onNext={() => moveMonth(1)} />
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="orders-service">{USES_TEXT.type}</InputLabel>
          <Select
            labelId="orders-service"
            label={USES_TEXT.type}
            value={service}
            onChange={(event) => {
              setService(event.target.value);
              setPage(0);
            }}
          >
            {SERVICES.map((key) => (
              <MenuItem key={key} value={key}>
                {key === INVOICE_TYPE_ALL ? USES_TEXT.allTypes : billingServiceLabel(key)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <QueryState query={query} isEmpty={(data) => data.total === 0} empty={USES_TEXT.noLines}>
        {(data) => {
          const from = page * PAGE_SIZE + 1;
          const to = Math.min(data.total, (page + 1) * PAGE_SIZE);
          return (
            <>
              <DataTable
                dense
                caption={`${monthLabel(month)} ${USES_TEXT.orders} · ${USES_TEXT.total} ${won(data.totals.total)}`}
                columns={lineColumns}
                rows={data.lines}
                rowKey={(row) => row.id}
              />
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 1 }}
              >
                <Typography variant="body2">{USES_TEXT.page(from, to, data.total)}</Typography>
                <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {USES_TEXT.prevPage}
                </Button>
                <Button disabled={to >= data.total} onClick={() => setPage(page + 1)}>
                  {USES_TEXT.nextPage}
                </Button>
              </Stack>
            </>
          );
        }}
      </QueryState>
    </UsesPage>
  );
}

type DayRow = KioskSalesResponse['byDay'][number];
type ItemRow = KioskSalesResponse['byItem'][number];
const dayColumns: Column<DayRow>[] = [
  { label: USES_TEXT.day, text: (r) => dotted(r.day) },
  count(USES_TEXT.count, (r) => r.count, '건'),
  money(USES_TEXT.supplyAmount, (r) => r.supplyAmount),
  money(USES_TEXT.vat, (r) => r.vat),
  money(USES_TEXT.total, (r) => r.total),
];
const itemColumns: Column<ItemRow>[] = [
  { label: USES_TEXT.item, text: (r) => r.item },
  count(USES_TEXT.count, (r) => r.count, '건'),
  count(USES_TEXT.quantity, (r) => r.quantity),
  money(USES_TEXT.total, (r) => r.total),
];

/** uses/kiosk: kiosk sales of a month by day and by item (companies with a kiosk service). */
export function KioskPage() {
  const [month, setMonth] = useState(thisMonth);
  const query = useKiosk(month);
  const name = `${USES_TEXT.kiosk}_${month.year}${String(month.month).padStart(2, '0')}`;
  return (
    <UsesPage
      title={USES_TEXT.kiosk}
      gate="uses/kiosk"
      actions={
        <>
          <ExportButton name={`${name}_일별`} rows={() => sheetRows(dayColumns, query.data?.byDay ?? [])} />
          <ExportButton
            name={`${name}_상품별`}
            rows={() => sheetRows(itemColumns, query.data?.byItem ?? [])}
          />
        </>
      }
    >
      <PeriodNav
        label={monthLabel(month)}
        onPrev={() => setMonth(shiftMonth(month, -1))}
        onNext={() => setMonth(shiftMonth(month, 1))}
      />
      <QueryState query={query} isEmpty={(data) => data.byDay.length === 0} empty={USES_TEXT.noKiosk}>
        {(data) => (
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography>
                {`${monthLabel(month)} ${USES_TEXT.total} `}
                <strong>{won(data.totals.total)}</strong>
              </Typography>
            </Paper>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              <DataTable
                dense
                caption={USES_TEXT.byDay}
                columns={dayColumns}
                rows={data.byDay}
                rowKey={(row) => row.day}
                footer={[
                  USES_TEXT.totalsRow,
                  `${data.byDay.reduce((s, r) => s + r.count, 0)}건`,
                  won(data.totals.supplyAmount),
                  won(data.totals.vat),
                  won(data.totals.total),
                ]}
              />
              <DataTable
                dense
                caption={USES_TEXT.byItem}
                columns={itemColumns}
                rows={data.byItem}
                rowKey={(row) => row.item}
              />
            </Box>
          </Stack>
        )}
      </QueryState>
    </UsesPage>
  );
}

const paymentColumns: Column<InvoicePaymentRow>[] = [
  { label: USES_TEXT.paidOn, text: (r) => dotted(r.paidOn) },
  {
    label: USES_TEXT.period,
    text: (r) => `${Number(r.period.slice(0, 4))}년 ${Number(r.period.slice(5, 7))}월`,
  },
  { label: USES_TEXT.type, text: (r) => r.serviceLabel },
  { label: USES_TEXT.method, text: (r) => PAYMENT_METHOD_LABELS[r.method] },
  money(USES_TEXT.amount, (r) => r.amount),
];
const unpaidColumns: Column<InvoiceSummary>[] = [
  {
    label: USES_TEXT.period,
    text: (r) => `${Number(r.period.slice(0, 4))}년 ${Number(r.period.slice(5, 7))}월`,
  },
  { label: USES_TEXT.type, text: (r) => r.serviceLabel },
  { label: USES_TEXT.dueOn, text: (r) => dotted(r.dueOn) },
  money(USES_TEXT.total, (r) => r.total),
  money(USES_TEXT.paid, (r) => r.paidAmount),
  money(USES_TEXT.unpaid, (r) => r.unpaidAmount),
  { label: USES_TEXT.status, text: (r) => INVOICE_PAYMENT_STATUS_LABELS[r.paymentStatus] },
];

/** uses/payment (administrators): payments received in a year and, per unpaidManagement, the unpaid invoices. */
export function PaymentPage() {
  const [year, setYear] = useState(() => seoulParts().year);
  const query = usePayments(year);
  const basename = useBasename();
  return (
    <UsesPage
      title={USES_TEXT.payments}
      gate="uses/payment"
      actions={
        <>
          <ExportButton
            name={`${USES_TEXT.payments}_${year}`}
            rows={() => sheetRows(paymentColumns, query.data?.payments ?? [])}
          />
          {query.data?.unpaidManagement && (
            <ExportButton
              name={`${USES_TEXT.unpaidList}_${year}`}
              rows={() => sheetRows(unpaidColumns, query.data?.unpaid ?? [])}
            />
          )}
        </>
      }
    >
      <PeriodNav
        yearOnly
        label={`${year}년`}
        onPrev={() => setYear(year - 1)}
        onNext={() => setYear(year + 1)}
      />
      <QueryState query={query} empty="">
        {(data) => (
          <Stack spacing={2}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              {(
                [
                  [USES_TEXT.billed, data.billed],
                  [USES_TEXT.received, data.paid],
                  [USES_TEXT.unpaidTotal, data.unpaidTotal],
                ] as const
              ).map(([label, amount]) => (
                <Paper key={label} variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, fontSize: 20 }}>{won(amount)}</Typography>
                </Paper>
              ))}
            </Box>
            {data.payments.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="uses-empty">
                <Typography color="text.secondary">{USES_TEXT.noPayments}</Typography>
              </Paper>
            ) : (
              <DataTable
                dense
                caption={USES_TEXT.paymentsReceived}
                columns={paymentColumns}
                rows={data.payments}
                rowKey={(row) => row.id}
              />
            )}
            {data.unpaidManagement ? (
              data.unpaid.length === 0 ? (
                <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
                  <Typography color="text.secondary">{USES_TEXT.noUnpaid}</Typography>
                </Paper>
              ) : (
                <DataTable
                  dense
                  caption={USES_TEXT.unpaidList}
                  columns={[
                    ...unpaidColumns,
                    {
                      label: USES_TEXT.open,
                      text: () => '',
                      render: (r) => (
                        <Button component={LinkBase} to={`${basename}/uses/invoice/${r.id}`} size="small">
                          {USES_TEXT.open}
                        </Button>
                      ),
                    },
                  ]}
                  rows={data.unpaid}
                  rowKey={(row) => row.id}
                />
              )
            ) : (
              <Typography variant="body2" color="text.secondary">
                {USES_TEXT.unpaidOff}
              </Typography>
            )}
          </Stack>
        )}
      </QueryState>
    </UsesPage>
  );
}
