import { Box, Paper, Stack, Typography } from '@mui/material';
import { LinkBase, useBasename } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { seoulDotDate, seoulParts } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import type { ReportService } from '../../../schemas/billingInvoices';
import { useReport } from './api';
import {
  ColumnTable,
  ReportExportButton,
  PeriodNav,
  PRINT_ROOT,
  PrintButton,
  PrintStyles,
  QueryState,
  ReportFrame,
  sheetRows,
  shiftMonth,
  type Column,
} from '../../../resources/_generated/report';
import { amountColumns, count, money, monthLabel, monthStamp } from './columns';
import { USES_TEXT } from './strings';

const change = (now: number, before: number) => {
  if (before === 0) return now === 0 ? '-' : '신규';
  const percent = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return `${percent > 0 ? '+' : ''}${percent}%`;
};

const summaryColumns: Column<ReportService>[] = [
  { label: USES_TEXT.type, text: (r) => r.serviceLabel },
  count(USES_TEXT.lineCount, (r) => r.lineCount, '건'),
  ...amountColumns<ReportService>(),
  money(USES_TEXT.previousMonth, (r) => r.previousTotal),
  { label: USES_TEXT.change, text: (r) => change(r.total, r.previousTotal), align: 'right' },
];
type Share = ReportService['byCategory'][number];
const shareColumns = (label: string): Column<Share>[] => [
  { label, text: (r) => r.name },
  count(USES_TEXT.lineCount, (r) => r.count, '건'),
  money(USES_TEXT.total, (r) => r.total),
];

/** uses/report/{year}/{month} (administrators): the month's report, a summary and one printed page per service. */
export function ReportPage() {
  const params = useParams();
  const now = seoulParts();
  const year = Number(params.year);
  const month = Number(params.month);
  const valid =
    Number.isInteger(year) &&
    year > 2000 &&
    year < 3000 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12;
  const current = valid ? { year, month } : { year: now.year, month: now.month };
  const query = useReport(current);
  const navigate = useNavigate();
  const basename = useBasename();
  const go = (delta: number) => {
    const next = shiftMonth(current, delta);
    navigate(`${basename}/uses/report/${next.year}/${monthStamp(next).slice(4)}`);
  };
  const label = monthLabel(current);
  return (
    <ReportFrame
      title={USES_TEXT.report}
      gate="uses/report"
      actions={
        <>
          <ReportExportButton
            name={`${USES_TEXT.report}_${monthStamp(current)}`}
            rows={() => sheetRows(summaryColumns, query.data?.services ?? [])}
          />
          <PrintButton />
        </>
      }
    >
      <PeriodNav label={label} onPrev={() => go(-1)} onNext={() => go(1)} />
      <QueryState query={query} isEmpty={(data) => data.services.length === 0} empty={USES_TEXT.noReport}>
        {(data) => (
          <Box className={PRINT_ROOT} data-testid="report-document">
            <PrintStyles />
            <Paper
              variant="outlined"
              sx={{ p: { xs: 2, md: 3 }, mb: 2, breakAfter: 'page' }}
              component="section"
              aria-labelledby="report-summary"
            >
              <Typography id="report-summary" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
                {`${data.companyName} ${label} ${USES_TEXT.report}`}
              </Typography>
              <Typography sx={{ my: 1 }}>
                {`${USES_TEXT.total} ${won(data.totals.total)} · ${USES_TEXT.previousMonth} ${won(data.previousTotal)} (${change(data.totals.total, data.previousTotal)})`}
              </Typography>
              <ColumnTable
                dense
                caption={`${label} 서비스별 합계`}
                columns={summaryColumns}
                rows={data.services}
                rowKey={(r) => r.service}
                footer={[
                  USES_TEXT.totalsRow,
                  '',
                  won(data.totals.supplyAmount),
                  won(data.totals.vat),
                  won(data.totals.total),
                  won(data.previousTotal),
                  change(data.totals.total, data.previousTotal),
                ]}
              />
            </Paper>
            {data.services.map((service, index) => (
              <Paper
                key={service.service}
                variant="outlined"
                component="section"
                aria-labelledby={`report-${service.service}`}
                sx={{
                  p: { xs: 2, md: 3 },
                  mb: 2,
                  breakAfter: index === data.services.length - 1 ? 'auto' : 'page',
                }}
              >
                <Typography
                  id={`report-${service.service}`}
                  component="h2"
                  variant="h6"
                  sx={{ fontWeight: 700 }}
                >
                  {`${service.serviceLabel} · ${label}`}
                </Typography>
                <Typography sx={{ my: 1 }}>
                  {`${USES_TEXT.total} ${won(service.total)} (${USES_TEXT.supplyAmount} ${won(service.supplyAmount)}, ${USES_TEXT.vat} ${won(service.vat)}) · ${service.lineCount.toLocaleString('ko-KR')}건 · ${USES_TEXT.previousMonth} 대비 ${change(service.total, service.previousTotal)}`}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {`${USES_TEXT.invoiceOf}: `}
                  {service.invoice ? (
                    <LinkBase to={`${basename}/uses/invoice/${service.invoice.id}`}>
                      {`${seoulDotDate(service.invoice.issuedOn)} 발행 ${won(service.invoice.total)}`}
                    </LinkBase>
                  ) : (
                    USES_TEXT.notIssued
                  )}
                </Typography>
                <Stack
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={2}
                  sx={{ '@media print': { flexDirection: 'row' } }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <ColumnTable
                      dense
                      caption={USES_TEXT.byCategory}
                      columns={shareColumns(USES_TEXT.category)}
                      rows={service.byCategory.slice(0, 12)}
                      rowKey={(r) => r.name}
                    />
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <ColumnTable
                      dense
                      caption={USES_TEXT.byBranch}
                      columns={shareColumns(USES_TEXT.branch)}
                      rows={service.byBranch.slice(0, 12)}
                      rowKey={(r) => r.name}
                    />
                  </Box>
                </Stack>
              </Paper>
            ))}
          </Box>
        )}
      </QueryState>
    </ReportFrame>
  );
}
