import { seoulDotDate } from '../../../lib/seoulTime';
import { useState } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { won } from '../../../lib/won';
import type { KioskSalesResponse } from '../../../schemas/billingInvoices';
import { useKiosk } from './api';
import { amountColumns, count, monthLabel, monthStamp, money, thisMonth } from './columns';
import {
  ColumnTable,
  ReportExportButton,
  PeriodNav,
  QueryState,
  ReportFrame,
  sheetRows,
  shiftMonth,
  type Column,
} from '../../../resources/_generated/report';
import { USES_TEXT } from './strings';

type DayRow = KioskSalesResponse['byDay'][number];
type ItemRow = KioskSalesResponse['byItem'][number];
const dayColumns: Column<DayRow>[] = [
  { label: USES_TEXT.day, text: (r) => seoulDotDate(r.day) },
  count(USES_TEXT.count, (r) => r.count, '건'),
  ...amountColumns<DayRow>(),
];
const itemColumns: Column<ItemRow>[] = [
  { label: USES_TEXT.item, text: (r) => r.item },
  count(USES_TEXT.count, (r) => r.count, '건'),
  count(USES_TEXT.quantity, (r) => r.quantity, '개'),
  money(USES_TEXT.total, (r) => r.total),
];

/** uses/kiosk: kiosk sales of a month by day and by item (companies with a kiosk service). */
export function KioskPage() {
  const [month, setMonth] = useState(thisMonth);
  const query = useKiosk(month);
  const name = `${USES_TEXT.kiosk}_${monthStamp(month)}`;
  return (
    <ReportFrame
      title={USES_TEXT.kiosk}
      gate="uses/kiosk"
      actions={
        <>
          <ReportExportButton
            label={USES_TEXT.exportByDay}
            name={`${name}_일별`}
            rows={() => sheetRows(dayColumns, query.data?.byDay ?? [])}
          />
          <ReportExportButton
            label={USES_TEXT.exportByItem}
            name={`${name}_품목별`}
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
              <ColumnTable
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
              <ColumnTable
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
    </ReportFrame>
  );
}
