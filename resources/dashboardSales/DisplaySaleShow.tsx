import { quantityText } from '../../lib/quantity';
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LinkBase, useBasename, useParams } from 'react-admin';
import { useApiQuery } from '../../dataProviders/useApi';
import { won } from '../../lib/won';
import {
  displaySaleRecord,
  type DisplaySaleDetail,
  type DisplaySaleRecord,
} from '../../schemas/billingDashboard';
import { fieldText, fieldsOf } from '../_generated';
import { ColumnTable, QueryState, ReportFrame, type Column } from '../_generated/report';
import { DASHBOARD_API } from './paths';
import { SALES_TEXT } from './strings';

const FIELDS = fieldsOf(displaySaleRecord);
const fieldNamed = (source: keyof DisplaySaleRecord) => FIELDS.find((field) => field.source === source)!;
const right = (source: keyof DisplaySaleRecord) =>
  source === 'quantity' || fieldNamed(source).input === 'money';

/** The other sales of the day, read as the list reads them (the schema's labels and formats). */
const SAME_DAY: Column<DisplaySaleRecord>[] = (
  ['description', 'category', 'quantity', 'supplyAmount', 'vat', 'total'] as const
).map((source) => ({
  label: fieldNamed(source).label,
  text: (row) => fieldText(fieldNamed(source), row[source]),
  align: right(source) ? 'right' : 'left',
}));

/** The sale's fields (those its list shows) as labels and values. */
function SaleFields({ sale }: { sale: DisplaySaleDetail }) {
  const rows: [string, string][] = [
    ...FIELDS.filter((field) => field.list).map((field): [string, string] => [
      field.label,
      fieldText(field, sale[field.source as keyof DisplaySaleRecord]) || '-',
    ]),
    [SALES_TEXT.itemMonth, `${won(sale.itemMonth.total)} (${SALES_TEXT.lines(sale.itemMonth.lineCount)})`],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={SALES_TEXT.sale} sx={{ p: 2, mb: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}

/** display/detail/{id}: one display sale, the other sales of its day at its workspace and their total. */
export function DisplaySaleShow() {
  const { id = '' } = useParams();
  const basename = useBasename();
  // Its own call, not getOne: the list has put each row (without its day) in getOne's cache.
  const query = useApiQuery<DisplaySaleDetail>(
    id ? `${DASHBOARD_API.displaySales}/${encodeURIComponent(id)}` : null,
  );
  return (
    <ReportFrame
      title={SALES_TEXT.displayDetail}
      actions={
        <Button variant="outlined" component={LinkBase} to={`${basename}/dashboard/display/list`}>
          {SALES_TEXT.backToList}
        </Button>
      }
    >
      <QueryState query={query} empty="" testIdPrefix="dashboard">
        {(sale) => (
          <>
            <SaleFields sale={sale} />
            <ColumnTable
              caption={SALES_TEXT.sameDay}
              columns={SAME_DAY}
              rows={sale.sameDay}
              rowKey={(row) => row.id}
              dense
              testId="display-same-day"
              footer={[
                SALES_TEXT.dayTotal,
                '',
                quantityText(sale.dayTotal.quantity),
                won(sale.dayTotal.supplyAmount),
                won(sale.dayTotal.vat),
                won(sale.dayTotal.total),
              ]}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {SALES_TEXT.displayNote}
            </Typography>
          </>
        )}
      </QueryState>
    </ReportFrame>
  );
}
