import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { LinkBase, useBasename } from 'react-admin';
import { seoulDotDate, seoulParts } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import {
  INVOICE_PAYMENT_STATUS_LABELS,
  type InvoiceSummary,
  type UsageRow,
} from '../../../schemas/billingInvoices';
import { usePayments, useUsage } from './api';
import {
  amountColumns,
  count,
  money,
  monthLabel,
  monthStamp,
  paymentColumns,
  periodLabel,
  thisMonth,
} from './columns';
import {
  ColumnTable,
  FigureCards,
  ReportExportButton,
  PeriodNav,
  QueryState,
  ReportFrame,
  sheetRows,
  shiftMonth,
  type Column,
} from '../../../resources/_generated/report';
import { USES_TEXT } from './strings';

const usageColumns: Column<UsageRow>[] = [
  { label: USES_TEXT.type, text: (r) => r.serviceLabel },
  count(USES_TEXT.lineCount, (r) => r.lineCount, '건'),
  count(USES_TEXT.quantity, (r) => r.quantity, '개'),
  ...amountColumns<UsageRow>(),
];

/** usage/service: this month's use of every service, from the billing ledger (menu flag serviceUsageStatusMenuDisplayable). */
export function UsagePage() {
  const [month, setMonth] = useState(thisMonth);
  const query = useUsage(month);
  return (
    <ReportFrame
      title={USES_TEXT.usage}
      gate="usage/service"
      actions={
        <ReportExportButton
          name={`${USES_TEXT.usage}_${monthStamp(month)}`}
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
          <ColumnTable
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
    </ReportFrame>
  );
}

const paymentsColumns = paymentColumns([
  { label: USES_TEXT.period, text: (r) => periodLabel(r.period) },
  { label: USES_TEXT.type, text: (r) => r.serviceLabel },
]);
const unpaidColumns: Column<InvoiceSummary>[] = [
  { label: USES_TEXT.period, text: (r) => periodLabel(r.period) },
  { label: USES_TEXT.type, text: (r) => r.serviceLabel },
  { label: USES_TEXT.dueOn, text: (r) => seoulDotDate(r.dueOn) },
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
    <ReportFrame
      title={USES_TEXT.payments}
      gate="uses/payment"
      actions={
        <>
          <ReportExportButton
            label={USES_TEXT.exportPayments}
            name={`${USES_TEXT.payments}_${year}`}
            rows={() => sheetRows(paymentsColumns, query.data?.payments ?? [])}
          />
          {query.data?.unpaidManagement && (
            <ReportExportButton
              label={USES_TEXT.exportUnpaid}
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
            <FigureCards
              items={[
                { label: USES_TEXT.billed, amount: data.billed },
                { label: USES_TEXT.received, amount: data.paid },
                { label: USES_TEXT.unpaidTotal, amount: data.unpaidTotal },
              ]}
            />
            <ColumnTable
              dense
              caption={USES_TEXT.paymentsReceived}
              columns={paymentsColumns}
              rows={data.payments}
              rowKey={(row) => row.id}
              empty={{ text: USES_TEXT.noPayments, testId: 'uses-empty' }}
            />
            {data.unpaidManagement ? (
              <ColumnTable
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
                empty={{ text: USES_TEXT.noUnpaid }}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {USES_TEXT.unpaidOff}
              </Typography>
            )}
          </Stack>
        )}
      </QueryState>
    </ReportFrame>
  );
}
