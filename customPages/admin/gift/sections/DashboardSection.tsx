import { Suspense } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { Dashboard } from '../../../../schemas/gift/events';
import { won } from '../../../../lib/won';
import { eventPath, useGiftQuery } from '../giftApi';
import { GIFT_TEXT } from '../strings';
import { NotLoaded } from './sectionParts';
import { AmountBarChart, ResponsiveTable } from '../../../../resources/_generated/report';

/** Sent, opened, chosen, delivered or exchanged, cancelled; budget used and left: a chart with its table. */
export function DashboardSection({ eventId }: { eventId: string }) {
  const dashboard = useGiftQuery<Dashboard>(eventPath(eventId, '/dashboards'));
  if (!dashboard.isSuccess) return <NotLoaded error={dashboard.error} />;
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
            <AmountBarChart rows={steps} seriesLabel="인원" unit={{ count: '명' }} />
          </Suspense>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ResponsiveTable
            caption={GIFT_TEXT.dashboardTable}
            dense
            columns={[{ label: '단계' }, { label: '인원', align: 'right' }]}
            rows={steps.map((step) => ({
              key: step.label,
              cells: [step.label, <span data-testid={`dashboard-${step.label}`}>{step.value}명</span>],
            }))}
          />
        </Paper>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ResponsiveTable
          caption="예산"
          dense
          rowHeaders
          columns={[{ label: '항목' }, { label: '금액', align: 'right' }]}
          rows={money.map(([label, value]) => ({ key: label, cells: [label, won(value)] }))}
        />
      </Paper>
    </Stack>
  );
}
