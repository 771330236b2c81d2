import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { axisWon } from '../../../lib/koreanAmount';
import { won } from '../../../lib/won';

/**
 * The report kit's charts: their own chunk (loaded through `ChartSection`'s lazy exports), so the
 * chart library loads with the pages that draw one. Axes write long amounts with 만/억
 * (lib/koreanAmount), tooltips the exact won; every chart sits beside a table carrying the same
 * figures (the chart itself is hidden from screen readers).
 */
/**
 * Room under the plot for the x-axis labels: the library measures each label with the page's body
 * text (14 px, line height 1.5) and drops one that does not fit its axis height (25 px by default).
 */
const X_AXIS_HEIGHT = 40;
const tooltipWon = (value: number | null) => (value === null ? '' : won(value));

/** How a bar chart writes its values: won (the default), or a count with its unit, e.g. 명. */
export type ChartUnit = 'won' | { count: string };

/** Values by a label (service, workspace, gift step), bars across so long Korean names stay readable. */
export function AmountBarChart({
  rows,
  seriesLabel,
  unit = 'won',
}: {
  rows: readonly { label: string; value: number }[];
  seriesLabel: string;
  unit?: ChartUnit;
}) {
  const counted = unit === 'won' ? null : unit.count;
  const text = (value: number | null) => (counted === null ? tooltipWon(value) : `${value ?? 0}${counted}`);
  return (
    <BarChart
      height={Math.max(160, rows.length * 36 + 60)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), width: 72 }]}
      xAxis={[
        {
          valueFormatter: (value: number) => (counted === null ? axisWon(value) : text(value)),
          // Counts are whole numbers: no 0.5명 ticks.
          ...(counted === null ? {} : { tickMinStep: 1 }),
          tickNumber: 4,
          height: X_AXIS_HEIGHT,
        },
      ]}
      series={[
        { data: rows.map((row) => row.value), label: seriesLabel, color: '#1652d6', valueFormatter: text },
      ]}
      hideLegend
      margin={{ right: 40 }}
    />
  );
}

/** This month against the previous one, by a label. */
export function CompareBarChart({
  rows,
  currentLabel,
  previousLabel,
}: {
  rows: readonly { label: string; current: number; previous: number }[];
  currentLabel: string;
  previousLabel: string;
}) {
  return (
    <BarChart
      height={Math.max(180, rows.length * 48 + 80)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), width: 80 }]}
      xAxis={[{ valueFormatter: (value: number) => axisWon(value), tickNumber: 4, height: X_AXIS_HEIGHT }]}
      series={[
        {
          data: rows.map((row) => row.previous),
          label: previousLabel,
          color: '#9aa5b8',
          valueFormatter: tooltipWon,
        },
        {
          data: rows.map((row) => row.current),
          label: currentLabel,
          color: '#1652d6',
          valueFormatter: tooltipWon,
        },
      ]}
      margin={{ right: 40 }}
    />
  );
}

/** A line over time (days of a month, months of a half year). */
export function AmountLineChart({
  points,
  seriesLabel,
}: {
  points: readonly { label: string; value: number }[];
  seriesLabel: string;
}) {
  return (
    <LineChart
      height={240}
      xAxis={[{ scaleType: 'point', data: points.map((point) => point.label), height: X_AXIS_HEIGHT }]}
      yAxis={[{ valueFormatter: (value: number) => axisWon(value), width: 72, tickNumber: 4 }]}
      series={[
        {
          data: points.map((point) => point.value),
          label: seriesLabel,
          color: '#1652d6',
          valueFormatter: tooltipWon,
        },
      ]}
      hideLegend
      margin={{ right: 40 }}
    />
  );
}
