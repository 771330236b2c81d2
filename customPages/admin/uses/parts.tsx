import { useState, type ReactNode } from 'react';
import { Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintIcon from '@mui/icons-material/Print';
import { useCanAccess, useNotify } from 'react-admin';
import { downloadXlsx, exportFileName, type SheetCell } from '../../../resources/_generated/exportXlsx';
import { PageHeading } from '../../../resources/_generated/PageHeading';
import { AdminAccessDeniedPage } from '../notFound/AdminAccessDeniedPage';
import { usePageTitle } from '../layout/shellHooks';
import { Loading } from '../shared/QueryState';
import { ResponsiveTable } from '../shared/ResponsiveTable';
import { USES_TEXT } from './strings';

export { Loading, QueryState } from '../shared/QueryState';

/**
 * A page of the usage area: its title and h1, the gate of its path (the same rule that hides the
 * menu entry; the server refuses the data too), and a row of actions beside the heading.
 */
export function UsesPage({
  title,
  gate,
  actions,
  children,
}: {
  title: string;
  /** The admin path whose gate applies (authProvider/permissions GATES), e.g. "uses/payment". */
  gate?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  const { canAccess, isPending } = useCanAccess({ resource: gate ?? 'uses', action: 'list' });
  if (gate && isPending) return <Loading />;
  if (gate && !canAccess) return <AdminAccessDeniedPage />;
  return (
    <Box sx={{ pb: 4, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 1 }}
        className="uses-no-print"
      >
        <PageHeading>{title}</PageHeading>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}

/** Moves a month (or a year with `yearOnly`) back and forth. */
export function PeriodNav({
  label,
  onPrev,
  onNext,
  yearOnly = false,
}: {
  label: string;
  onPrev: () => void;
  onNext: () => void;
  yearOnly?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }} className="uses-no-print">
      <Button variant="outlined" onClick={onPrev} sx={{ minHeight: 40 }}>
        {yearOnly ? USES_TEXT.prevYear : USES_TEXT.prevMonth}
      </Button>
      <Typography component="h2" variant="h6" sx={{ minWidth: 120, textAlign: 'center', fontWeight: 700 }}>
        {label}
      </Typography>
      <Button variant="outlined" onClick={onNext} sx={{ minHeight: 40 }}>
        {yearOnly ? USES_TEXT.nextYear : USES_TEXT.nextMonth}
      </Button>
    </Stack>
  );
}

export const shiftMonth = ({ year, month }: { year: number; month: number }, delta: number) => {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

export interface Column<T> {
  label: string;
  /** Cell text, also the spreadsheet's cell unless `sheet` says otherwise. */
  text: (row: T) => string;
  /** The spreadsheet's value (a number stays a number). */
  sheet?: (row: T) => SheetCell | number;
  align?: 'right' | 'left' | 'center';
  render?: (row: T) => ReactNode;
}

/** A table of rows by columns (cards on a phone: ../shared/ResponsiveTable), with an optional totals row. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  dense = false,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  footer?: readonly string[];
  dense?: boolean;
}) {
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
    />
  );
}

/** The rows of a sheet: the Korean headers, then each row (numbers stay numbers). */
export function sheetRows<T>(columns: readonly Column<T>[], rows: readonly T[]): SheetCell[][] {
  return [
    columns.map((column) => column.label),
    ...rows.map((row) =>
      columns.map((column) => (column.sheet ? column.sheet(row) : column.text(row)) as SheetCell),
    ),
  ];
}

/**
 * 엑셀 다운로드, written like the generated lists' export (resources/_generated/exportXlsx: the
 * spreadsheet library loads on first use, Korean headers, "이름_YYYYMMDD.xlsx").
 */
export function ExportButton({
  name,
  rows,
  label = USES_TEXT.exportXlsx,
}: {
  name: string;
  /** The button's words when a page has more than one (일별 엑셀 다운로드, 품목별 엑셀 다운로드). */
  label?: string;
  rows: () => Promise<SheetCell[][]> | SheetCell[][];
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadXlsx(exportFileName(name), await rows(), name);
    } catch {
      notify(USES_TEXT.exportFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={busy}
      startIcon={<DownloadOutlined />}
      sx={{ minHeight: 40 }}
      className="uses-no-print"
    >
      {busy ? USES_TEXT.exporting : label}
    </Button>
  );
}

/** 인쇄 / PDF로 저장: the browser's print dialog, which prints the page's PRINT_ROOT on A4. */
export const PrintButton = () => (
  <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ minHeight: 40 }}>
    {USES_TEXT.printPdf}
  </Button>
);

export const PRINT_ROOT = 'uses-print-root';

/** The print styles with a line on screen (not printed) saying how to print or save a PDF. */
export const PrintHint = () => (
  <>
    <PrintStyles />
    <Typography className="uses-no-print" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {USES_TEXT.printHint}
    </Typography>
  </>
);

/**
 * A4 printing of one region of the page: everything that neither holds nor is inside the region is
 * left out, the shell's frame around it loses its margins, and what is marked `uses-no-print`
 * (buttons, navigation) too. Chromium's "PDF로 저장" writes the same.
 */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '.uses-print-only': { display: 'none' },
      '@media print': {
        [`body *:not(:has(.${PRINT_ROOT})):not(.${PRINT_ROOT}):not(.${PRINT_ROOT} *)`]: {
          display: 'none !important',
        },
        [`body *:has(.${PRINT_ROOT})`]: {
          margin: '0 !important',
          padding: '0 !important',
          border: '0 !important',
          boxShadow: 'none !important',
          minHeight: '0 !important',
          height: 'auto !important',
          width: 'auto !important',
          maxWidth: 'none !important',
          position: 'static !important',
          overflow: 'visible !important',
          display: 'block !important',
          background: 'none !important',
        },
        [`.${PRINT_ROOT} .uses-no-print`]: { display: 'none !important' },
        [`.${PRINT_ROOT} .uses-print-only`]: { display: 'block !important' },
        [`.${PRINT_ROOT}`]: { boxShadow: 'none !important', border: '0 !important' },
        body: { background: '#fff !important' },
      },
    }}
  />
);
