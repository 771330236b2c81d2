import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { SnackDelivery } from '../../../schemas/snack';
import { seoulDotDate } from '../../../lib/seoulTime';
import { SERVICE_TEXT } from './strings';
import { won } from '../../../lib/won';

/** Deliveries, visits or orders as a table: date, state, amount, count, and an optional action. */
export function DeliveryTable({
  rows,
  caption,
  countLabel = SERVICE_TEXT.count,
  action,
}: {
  rows: SnackDelivery[];
  caption: string;
  countLabel?: string;
  action?: (row: SnackDelivery) => ReactNode;
}) {
  if (rows.length === 0) return <Typography color="text.secondary">{SERVICE_TEXT.empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{SERVICE_TEXT.date}</TableCell>
            <TableCell>{SERVICE_TEXT.status}</TableCell>
            <TableCell align="right">{SERVICE_TEXT.amount}</TableCell>
            <TableCell align="right">{countLabel}</TableCell>
            {action && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.deliveryEncrypted}>
              <TableCell>{seoulDotDate(row.deliveryDate)}</TableCell>
              <TableCell>{SERVICE_TEXT.statuses[row.status]}</TableCell>
              <TableCell align="right">{won(row.amount)}</TableCell>
              <TableCell align="right">{row.itemCount.toLocaleString('ko-KR')}</TableCell>
              {action && <TableCell align="right">{action(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
