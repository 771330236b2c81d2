import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { formatPhone } from '../../../lib/phone';
import type { ImportColumn, ImportColumns } from '../../../schemas/importColumns';
import { SHEET_TEXT as TEXT } from './strings';

/** Rows per preview page: a 10,000-row file is shown a page at a time, never as 70,000 cells at once. */
export const PREVIEW_PAGE_SIZE = 100;

/** One column of the preview: a field of the row, its Korean header and how its text is shown. */
export interface PreviewColumn {
  field: string;
  header: string;
  kind?: ImportColumn['kind'];
}

/** The preview's columns: every column of the sheet, in template order. */
export const previewColumns = (columns: ImportColumns): PreviewColumn[] =>
  Object.entries<ImportColumn>(columns).map(([field, column]) => ({
    field,
    header: column.header,
    kind: column.kind,
  }));

type Row = Readonly<Record<string, string>>;

interface ImportPreviewProps {
  rows: readonly Row[];
  columns: readonly PreviewColumn[];
  /** Row number (1 = the first row sent) -> field -> Korean message. */
  errors: ReadonlyMap<number, ReadonlyMap<string, string>>;
  onOpenRow: (rowNumber: number) => void;
  /** The table's accessible name. */
  label: string;
  /** The number a row is shown with (default: its number in the rows sent); e.g. the sheet's own. */
  shownNumber?: (rowNumber: number) => number;
}

/** A row's messages that belong to no column of the sheet (the row as a whole). */
function RowMessages({
  errors,
  columns,
}: {
  errors?: ReadonlyMap<string, string>;
  columns: readonly PreviewColumn[];
}) {
  const fields = new Set(columns.map((column) => column.field));
  const messages = [...(errors ?? [])].filter(([field]) => !fields.has(field)).map(([, message]) => message);
  return messages.map((message) => (
    <Typography key={message} variant="caption" color="error" component="span" sx={{ display: 'block' }}>
      {message}
    </Typography>
  ));
}

const cellText = (row: Row, column: PreviewColumn) =>
  column.kind === 'phone' ? formatPhone(row[column.field] ?? '') : (row[column.field] ?? '');

/** The file as a grid: each error under its cell, rows with errors first-class (click to fix). */
export function ImportPreview({
  rows,
  columns,
  errors,
  onOpenRow,
  label,
  shownNumber = (row) => row,
}: ImportPreviewProps) {
  const [onlyErrors, setOnlyErrors] = useState(errors.size > 0);
  const [page, setPage] = useState(0);
  const numbers = useMemo(
    () =>
      onlyErrors
        ? [...errors.keys()].filter((row) => row > 0).sort((a, b) => a - b)
        : rows.map((_, index) => index + 1),
    [onlyErrors, errors, rows],
  );
  const pages = Math.max(1, Math.ceil(numbers.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const visible = numbers.slice(current * PREVIEW_PAGE_SIZE, (current + 1) * PREVIEW_PAGE_SIZE);
  // On a phone the grid would hide its red cells off to the side: each row becomes a card instead.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          mb: 1,
        }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={onlyErrors}
              onChange={(event) => {
                setOnlyErrors(event.target.checked);
                setPage(0);
              }}
            />
          }
          label={TEXT.onlyErrors}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {numbers.length === 0
              ? TEXT.pageInfo(0, 0, 0)
              : TEXT.pageInfo(
                  current * PREVIEW_PAGE_SIZE + 1,
                  current * PREVIEW_PAGE_SIZE + visible.length,
                  numbers.length,
                )}
          </Typography>
          <Button size="small" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {TEXT.previous}
          </Button>
          <Button size="small" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {TEXT.next}
          </Button>
        </Box>
      </Box>
      {phone ? (
        <PreviewCards
          rows={rows}
          columns={columns}
          errors={errors}
          numbers={visible}
          onOpenRow={onOpenRow}
          label={label}
          shownNumber={shownNumber}
        />
      ) : (
        <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 64 }}>{TEXT.rowNumber}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.field} sx={{ whiteSpace: 'nowrap' }}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((number) => {
                const row = rows[number - 1];
                const rowErrors = errors.get(number);
                if (!row) return null;
                const open = rowErrors ? () => onOpenRow(number) : undefined;
                return (
                  <TableRow
                    key={number}
                    hover={Boolean(rowErrors)}
                    onClick={open}
                    onKeyDown={open ? (event) => event.key === 'Enter' && open() : undefined}
                    tabIndex={rowErrors ? 0 : undefined}
                    aria-invalid={rowErrors ? true : undefined}
                    sx={{ cursor: rowErrors ? 'pointer' : undefined, verticalAlign: 'top' }}
                  >
                    <TableCell>
                      {shownNumber(number).toLocaleString('ko-KR')}
                      <RowMessages errors={rowErrors} columns={columns} />
                    </TableCell>
                    {columns.map((column) => {
                      const message = rowErrors?.get(column.field);
                      return (
                        <TableCell
                          key={column.field}
                          sx={
                            message
                              ? { minWidth: 180, bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }
                              : undefined
                          }
                        >
                          <Box
                            component="span"
                            sx={{ display: 'block', minHeight: 20, whiteSpace: 'nowrap' }}
                          >
                            {cellText(row, column)}
                          </Box>
                          {message ? (
                            <Typography
                              variant="caption"
                              color="error"
                              component="span"
                              sx={{ display: 'block' }}
                            >
                              {message}
                            </Typography>
                          ) : null}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/**
 * The preview on a phone: one card per row, every field on its own line with its error under it, so
 * nothing needs scrolling sideways; a row with errors opens its fix dialog (Enter or a tap).
 */
function PreviewCards({
  rows,
  columns,
  errors,
  numbers,
  onOpenRow,
  label,
  shownNumber,
}: Required<Omit<ImportPreviewProps, 'rows'>> & { rows: readonly Row[]; numbers: readonly number[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {numbers.map((number) => {
        const row = rows[number - 1];
        const rowErrors = errors.get(number);
        if (!row) return null;
        const open = rowErrors ? () => onOpenRow(number) : undefined;
        return (
          <Box
            component="li"
            key={number}
            onClick={open}
            onKeyDown={open ? (event) => event.key === 'Enter' && open() : undefined}
            tabIndex={rowErrors ? 0 : undefined}
            aria-invalid={rowErrors ? true : undefined}
            sx={{
              border: 1,
              borderColor: rowErrors ? 'error.main' : 'divider',
              borderRadius: 2,
              p: 1.5,
              mb: 1,
              bgcolor: 'background.paper',
              cursor: rowErrors ? 'pointer' : undefined,
              overflowWrap: 'anywhere',
            }}
          >
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              {shownNumber(number).toLocaleString('ko-KR')}
              {TEXT.rowNumber}
            </Typography>
            <RowMessages errors={rowErrors} columns={columns} />
            {columns.map((column) => {
              const message = rowErrors?.get(column.field);
              return (
                <Box
                  key={column.field}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: '7.5em 1fr',
                    gap: 1,
                    py: 0.25,
                    px: 0.5,
                    borderRadius: 1,
                    bgcolor: message ? (theme) => alpha(theme.palette.error.main, 0.08) : undefined,
                  }}
                >
                  <Typography variant="body2" color="text.secondary" component="span">
                    {column.header}
                  </Typography>
                  <Box component="span">
                    <Typography variant="body2" component="span" sx={{ display: 'block', minHeight: 20 }}>
                      {cellText(row, column)}
                    </Typography>
                    {message ? (
                      <Typography variant="caption" color="error" component="span" sx={{ display: 'block' }}>
                        {message}
                      </Typography>
                    ) : null}
                  </Box>
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
