import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { won } from '../../lib/won';
import { useApiQuery } from '../../dataProviders/useApi';
import { LEDGER_SERVICE_LABELS, type LedgerService } from '../../schemas/billingLines';
import type { DashboardSummary } from '../../schemas/billingDashboard';
import { currentPeriod, periodLabel } from '../_generated/PeriodBar';
import { ORDER_TEXT } from './strings';

/** The month's (and service's) count and sums above the lines, from the ledger's daily sums. */
export function OrderTotals() {
  const { filterValues } = useListContext();
  const period = typeof filterValues.period === 'string' ? filterValues.period : currentPeriod('month');
  const service = typeof filterValues.service === 'string' ? (filterValues.service as LedgerService) : null;
  const [year, month] = period.split('-');
  const query = useApiQuery<DashboardSummary>('/homepage/v2/dashboard/summary', {
    year: String(Number(year)),
    month: String(Number(month)),
    type: service ?? 'all',
  });
  const total = query.data?.total;
  if (!total) return null;
  const serviceName = service ? (LEDGER_SERVICE_LABELS[service] ?? service) : ORDER_TEXT.allServices;
  return (
    <Typography component="div" sx={{ py: 1 }} data-testid="order-totals">
      <Typography component="span" sx={{ fontWeight: 700, mr: 1 }}>
        {ORDER_TEXT.monthTotals(periodLabel(period, 'month'), serviceName, total.lineCount, won(total.total))}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {ORDER_TEXT.amounts(won(total.supplyAmount), won(total.vat))}
      </Typography>
    </Typography>
  );
}
