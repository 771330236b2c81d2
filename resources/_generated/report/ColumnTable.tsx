import type { ReactNode } from 'react';
import type { SheetCell } from '../exportXlsx';
import { EmptyNote } from './QueryState';
import { ResponsiveTable } from './ResponsiveTable';

/** One column of a report table: its header, its cell text, and what its spreadsheet cell holds. */
export interface Column<T> {
  label: string;
  /** Cell text, also the spreadsheet's cell unless `sheet` says otherwise. */
  text: (row: T) => string;
  /** The spreadsheet's value (a number stays a number). */
  sheet?: (row: T) => SheetCell;
  align?: 'right' | 'left' | 'center';
  render?: (row: T) => ReactNode;
}

/** A report table of rows by columns (cards on a phone), with an optional totals row; `empty` says there are none. */
export function ColumnTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  dense = false,
  testId,
  captionHidden,
  empty,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  footer?: readonly string[];
  dense?: boolean;
  testId?: string;
  /** The caption for screen readers only, when a heading right above already says it. */
  captionHidden?: boolean;
  /** Drawn instead of the table when there is no row. */
  empty?: { text: string; testId?: string };
}) {
  if (empty && rows.length === 0) return <EmptyNote {...empty} />;
  return (
    <ResponsiveTable
      caption={caption}
      dense={dense}
      columns={columns}
      rows={rows.map((row, index) => ({
        key: rowKey(row, index),
        cells: columns.map((column) => (column.render ? column.render(row) : column.text(row))),
      }))}
      footer={footer}
      testId={testId}
      captionHidden={captionHidden}
    />
  );
}

/** The rows of a sheet: the Korean headers, then each row (numbers stay numbers). */
export function sheetRows<T>(columns: readonly Column<T>[], rows: readonly T[]): SheetCell[][] {
  return [
    columns.map((column) => column.label),
    ...rows.map((row) => columns.map((column) => (column.sheet ? column.sheet(row) : column.text(row)))),
  ];
}
