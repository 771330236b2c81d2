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
      {phone ? (
        <PreviewCards rows={rows} errors={errors} numbers={visible} onOpenRow={onOpenRow} />
      ) : (
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
                          <Box
                            component="span"
                            sx={{ display: 'block', minHeight: 20, whiteSpace: 'nowrap' }}
                          >
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
      )}
    </Box>
  );
}

const cellText = (row: ImportRow, field: (typeof IMPORT_FIELDS)[number]) =>
  field === 'cellPhone' ? formatPhone(row[field]) : row[field];

/**
 * The preview on a phone: one card per row, every field on its own line with its error under it, so
 * nothing needs scrolling sideways; a row with errors opens its fix dialog (Enter or a tap).
 */
function PreviewCards({
  rows,
  errors,
  numbers,
  onOpenRow,
}: {
  rows: readonly ImportRow[];
  errors: ImportPreviewProps['errors'];
  numbers: readonly number[];
  onOpenRow: (rowNumber: number) => void;
}) {
  return (
    <Box component="ul" aria-label={IMPORT_TEXT.previewLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
              {number.toLocaleString('ko-KR')}
              {IMPORT_TEXT.rowNumber}
            </Typography>
            {IMPORT_FIELDS.map((field) => {
              const message = rowErrors?.get(field);
              return (
                <Box
                  key={field}
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
                    {MEMBER_IMPORT_HEADERS[field]}
                  </Typography>
                  <Box component="span">
                    <Typography variant="body2" component="span" sx={{ display: 'block', minHeight: 20 }}>
                      {cellText(row, field)}
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
