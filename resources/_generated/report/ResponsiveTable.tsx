import { Fragment, isValidElement, type ReactNode } from 'react';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';

export interface TableColumn {
  label: string;
  align?: 'left' | 'right' | 'center';
}
export interface TableRowCells {
  key: string;
  cells: readonly ReactNode[];
}
interface Props {
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly TableRowCells[];
  /** A totals row, a cell per column ('' leaves one empty). */
  footer?: readonly ReactNode[];
  dense?: boolean;
  /** The first cell of a row heads it (th scope=row). */
  rowHeaders?: boolean;
  testId?: string;
  /** The caption for screen readers only, when a heading right above already says it. */
  captionHidden?: boolean;
}

/** Read by screen readers, not drawn. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const blank = (cell: ReactNode) => cell === '' || cell === null || cell === undefined || cell === false;

/**
 * A table of figures. From 600 px up: a table with its caption for screen readers and a totals
 * row, scrolling in its own focusable box when wider than the page. On a phone: the same rows as a
 * list of cards (the first cell as the title, every other column as a label and its value, the
 * totals as a last card), so nothing scrolls sideways.
 */
export function ResponsiveTable(props: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <CardList {...props} /> : <WideTable {...props} />;
}

function CardFields({ columns, cells }: { columns: readonly TableColumn[]; cells: readonly ReactNode[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {columns.map((column, index) =>
        index === 0 || blank(cells[index]) ? null : (
          <Fragment key={column.label}>
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {column.label}
            </Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere', fontSize: 14 }}>
              {cells[index]}
            </Box>
          </Fragment>
        ),
      )}
    </Box>
  );
}

function CardList({ caption, columns, rows, footer, testId, captionHidden = false }: Props) {
  const title = (cell: ReactNode) => (
    <Typography component="p" sx={{ fontWeight: 700, mb: 0.5, overflowWrap: 'anywhere' }}>
      {isValidElement(cell) || !blank(cell) ? cell : '-'}
    </Typography>
  );
  return (
    <Box component="section" aria-label={caption} data-testid={testId} sx={{ minWidth: 0 }}>
      {!captionHidden && (
        <Typography component="p" sx={{ fontWeight: 600, my: 1 }}>
          {caption}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={row.key} sx={{ p: 1.5 }}>
            {title(row.cells[0])}
            <CardFields columns={columns} cells={row.cells} />
          </Paper>
        ))}
        {footer && (
          <Paper component="li" variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
            {title(footer[0])}
            <CardFields columns={columns} cells={footer} />
          </Paper>
        )}
      </Box>
    </Box>
  );
}

function WideTable({
  caption,
  columns,
  rows,
  footer,
  dense = false,
  rowHeaders = false,
  testId,
  captionHidden = false,
}: Props) {
  return (
    // A table wider than its box scrolls inside it, which the keyboard can reach and scroll.
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table size={dense ? 'small' : 'medium'} data-testid={testId}>
        {captionHidden ? (
          <Box component="caption" sx={VISUALLY_HIDDEN}>
            {caption}
          </Box>
        ) : (
          // A plain caption with its own style: drawn through MUI's Box it pushed a printed invoice onto a second A4 page.
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 16px', fontWeight: 600 }}>
            {caption}
          </caption>
        )}
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                align={column.align}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell
                  key={columns[index]?.label ?? index}
                  align={columns[index]?.align}
                  sx={{ whiteSpace: 'nowrap' }}
                  {...(rowHeaders && index === 0 ? { component: 'th', scope: 'row' } : {})}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow>
              {footer.map((cell, index) => (
                <TableCell
                  key={index}
                  align={columns[index]?.align}
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14, whiteSpace: 'nowrap' }}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
