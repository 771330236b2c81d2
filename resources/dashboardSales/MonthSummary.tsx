import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { useApiQuery } from '../../dataProviders/useApi';
import { won } from '../../lib/won';
import { salesType, type DashboardSummary, type SalesType } from '../../schemas/billingDashboard';
import { DASHBOARD_API } from './paths';
import { SALES_TEXT } from './strings';

/** `YYYY-MM` as the summary call's year and month; nothing (this Seoul month) for anything else. */
function monthOf(period: unknown): { year?: number; month?: number } {
  const match = typeof period === 'string' ? /^(\d{4})-(\d{2})$/.exec(period) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : {};
}

/**
 * The month's 건수 and 합계 above a dashboard list, for the month of its period filter and the sales
 * type given (the summary call sums the daily figures; the list pages through the lines).
 */
export function MonthSummary({ type, note }: { type: SalesType; note?: string }) {
  const { filterValues } = useListContext();
  const query = useApiQuery<DashboardSummary>(DASHBOARD_API.summary, {
    ...monthOf(filterValues?.period),
    type,
  });
  const data = query.data;
  const title = data ? SALES_TEXT.summary(data.year, data.month) : SALES_TEXT.total;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid="sales-summary"
      sx={{ p: 1.5, mb: 1 }}
    >
      {query.isError ? (
        <Alert severity="warning">{SALES_TEXT.summaryFailed}</Alert>
      ) : (
        <Box
          component="dl"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0, alignItems: 'baseline' }}
        >
          {[
            [SALES_TEXT.count, data && SALES_TEXT.lines(data.total.lineCount)],
            [title, data && won(data.total.total)],
          ].map(([label, value]) => (
            <Box key={label} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 18 }}>
                {value ?? <Skeleton width={96} />}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** sale/list: the type follows the list's service filter (one service, or every one). */
export function SaleSummary() {
  const { filterValues } = useListContext();
  const type = salesType.safeParse(filterValues?.service);
  return <MonthSummary type={type.success ? type.data : 'all'} />;
}

/** display/list: display sales are the ledger's kiosk lines. */
export const DisplaySummary = () => <MonthSummary type="kiosk" note={SALES_TEXT.displayNote} />;
