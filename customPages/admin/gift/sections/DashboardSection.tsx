import { Suspense, lazy } from 'react';
import {
  Alert,
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Dashboard } from '../../../../schemas/gift/events';
import { won } from '../../../../lib/won';
import { messageOf } from '../../../../dataProviders/useApi';
import { eventPath, useGiftQuery } from '../giftApi';
import { GIFT_TEXT } from '../strings';

const DashboardChart = lazy(() => import('./DashboardChart').then((m) => ({ default: m.DashboardChart })));

/** Sent, opened, chosen, delivered or exchanged, cancelled; budget used and left: a chart with its table. */
export function DashboardSection({ eventId }: { eventId: string }) {
  const dashboard = useGiftQuery<Dashboard>(eventPath(eventId, '/dashboards'));
  if (dashboard.isError)
    return <Alert severity="error">{messageOf(dashboard.error, GIFT_TEXT.loadFailed)}</Alert>;
  if (dashboard.isPending) return <Typography role="status">불러오는 중…</Typography>;
  const d = dashboard.data;
  const steps = [
    { label: '대상자', value: d.subjects },
    { label: '발송', value: d.sent },
    { label: '열람', value: d.opened },
    { label: '선택', value: d.chosen },
    { label: '배송 중', value: d.shipped },
    { label: '배송 완료', value: d.delivered },
    { label: '교환', value: d.exchanged },
    { label: '취소', value: d.cancelled },
    { label: '만료', value: d.expired },
  ];
  const money: [string, number][] = [
    ['총 예산', d.budgetTotal],
    [GIFT_TEXT.budgetUsed, d.budgetUsed],
    [GIFT_TEXT.budgetLeft, d.budgetLeft],
    [GIFT_TEXT.deposit, d.deposit],
    [GIFT_TEXT.fee, d.fee],
  ];
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2 }}>
        <Paper variant="outlined" sx={{ p: 2 }} aria-label={GIFT_TEXT.chartTitle} role="figure">
          <Typography variant="subtitle1" component="h3">
            {GIFT_TEXT.chartTitle}
          </Typography>
          <Suspense fallback={<Box sx={{ height: 280 }} role="status" aria-label="차트를 불러오는 중" />}>
            <DashboardChart steps={steps} />
          </Suspense>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Table size="small" aria-label={GIFT_TEXT.dashboardTable}>
            <TableHead>
              <TableRow>
                <TableCell>단계</TableCell>
                <TableCell align="right">인원</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {steps.map((step) => (
                <TableRow key={step.label} data-testid={`dashboard-${step.label}`}>
                  <TableCell>{step.label}</TableCell>
                  <TableCell align="right">{step.value}명</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Table size="small" aria-label="예산">
          <TableBody>
            {money.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">{won(value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
