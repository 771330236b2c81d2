import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { VISUALLY_HIDDEN, type TableColumn, type TableRowCells } from './ResponsiveTable';

interface Props {
  caption: string;
  /** The header row; left out, the table has none (a form of label and value rows). */
  columns?: readonly TableColumn[];
  rows: readonly TableRowCells[];
  /** A totals row, a cell per column. */
  footer?: readonly ReactNode[];
  /** The first cell of a row heads it (th scope=row). */
  rowHeaders?: boolean;
  /** The caption for screen readers only, when the document's heading already says it. */
  captionHidden?: boolean;
  /** A ruled form: every cell framed, row headers shaded (a certificate). */
  bordered?: boolean;
  testId?: string;
}

const CAPTION = { captionSide: 'top', textAlign: 'left', py: 1, fontWeight: 600 } as const;

/**
 * A table of a printed document (an invoice's lines, a certificate's fields): the same table on
 * every screen and on A4 paper, never phone cards, so the document reads as printed. Its caption
 * names it; wider than the page, it scrolls in its own focusable box.
 */
export function DocumentTable({
  caption,
  columns,
  rows,
  footer,
  rowHeaders = false,
  captionHidden = false,
  bordered = false,
  testId,
}: Props) {
  const ruled = bordered
    ? { border: 1, borderColor: 'grey.500', '& th, & td': { borderColor: 'grey.500', py: 1.5, fontSize: 16 } }
    : {};
  return (
    <Box
      sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table size={bordered ? 'medium' : 'small'} sx={ruled} data-testid={testId}>
        <Box component="caption" sx={captionHidden ? VISUALLY_HIDDEN : CAPTION}>
          {caption}
        </Box>
        {columns && (
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align} sx={{ fontWeight: 700 }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) =>
                rowHeaders && index === 0 ? (
                  <TableCell
                    key={index}
                    component="th"
                    scope="row"
                    sx={
                      bordered
                        ? { width: '35%', bgcolor: 'grey.100', color: 'grey.900', fontWeight: 700 }
                        : { fontWeight: 700 }
                    }
                  >
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} align={columns?.[index]?.align}>
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow>
              {footer.map((cell, index) => (
                <TableCell
                  key={index}
                  align={columns?.[index]?.align}
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}
