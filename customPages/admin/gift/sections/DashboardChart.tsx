import { BarChart } from '@mui/x-charts/BarChart';

/**
 * The dashboard's bar chart (its own chunk: the chart library loads with the dashboard tab only).
 * The bars lie horizontally with each stage's Korean name on the band axis: nine names side by side
 * under vertical bars overlap on a narrow panel and the chart would drop them, leaving only numbers.
 */
export function DashboardChart({ steps }: { steps: readonly { label: string; value: number }[] }) {
  return (
    <BarChart
      height={Math.max(280, steps.length * 34)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: steps.map((step) => step.label), width: 72 }]}
      // People are counted in whole numbers: no 0.5 명 ticks.
      xAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => `${value}명` }]}
      series={[
        {
          data: steps.map((step) => step.value),
          label: '인원',
          color: '#1652d6',
          valueFormatter: (value) => `${value ?? 0}명`,
        },
      ]}
      hideLegend
    />
  );
}
