import { BarChart } from '@mui/x-charts/BarChart';

/** The dashboard's bar chart (its own chunk: the chart library loads with the dashboard tab only). */
export function DashboardChart({ steps }: { steps: readonly { label: string; value: number }[] }) {
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: steps.map((step) => step.label) }]}
      series={[{ data: steps.map((step) => step.value), label: '인원', color: '#1652d6' }]}
      hideLegend
    />
  );
}
