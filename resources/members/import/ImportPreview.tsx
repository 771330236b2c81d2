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
import { alpha } from '@mui/material/styles';
import { MEMBER_IMPORT_HEADERS } from '../../../schemas/members';
import type { ImportRow } from './importRows';
import { IMPORT_FIELDS } from './importRows';
import { IMPORT_TEXT } from './strings';
import { formatPhone } from '../../../lib/phone';

/** Rows per preview page: a 10,000-row file is shown a page at a time, never as 70,000 cells at once. */
export const PREVIEW_PAGE_SIZE = 100;

interface ImportPreviewProps {
  rows: readonly ImportRow[];
  /** Row number (1-based) -> field -> Korean message. */
  errors: ReadonlyMap<number, ReadonlyMap<string, string>>;
  onOpenRow: (rowNumber: number) => void;
}

/** The file as a grid: each error under its cell, rows with errors first-class (click to fix). */
export function ImportPreview({ rows, errors, onOpenRow }: ImportPreviewProps) {
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
          label={IMPORT_TEXT.onlyErrors}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {numbers.length === 0
              ? IMPORT_TEXT.pageInfo(0, 0, 0)
              : IMPORT_TEXT.pageInfo(
                  current * PREVIEW_PAGE_SIZE + 1,
                  current * PREVIEW_PAGE_SIZE + visible.length,
                  numbers.length,
                )}
          </Typography>
          <Button size="small" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {IMPORT_TEXT.previous}
          </Button>
          <Button size="small" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {IMPORT_TEXT.next}
          </Button>
        </Box>
      </Box>
      <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={IMPORT_TEXT.previewLabel}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64 }}>{IMPORT_TEXT.rowNumber}</TableCell>
              {IMPORT_FIELDS.map((field) => (
                <TableCell key={field} sx={{ whiteSpace: 'nowrap' }}>
                  {MEMBER_IMPORT_HEADERS[field]}
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
                  <TableCell>{number.toLocaleString('ko-KR')}</TableCell>
                  {IMPORT_FIELDS.map((field) => {
                    const message = rowErrors?.get(field);
                    return (
                      <TableCell
                        key={field}
                        sx={
                          message
                            ? { minWidth: 180, bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }
                            : undefined
                        }
                      >
                        <Box component="span" sx={{ display: 'block', minHeight: 20, whiteSpace: 'nowrap' }}>
                          {field === 'cellPhone' ? formatPhone(row[field]) : row[field]}
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
    </Box>
  );
}
