import type { ReactNode } from 'react';
import type { SnackDelivery } from '../../../schemas/snack';
import { seoulDotDate, seoulDotDateWithWeekday } from '../../../lib/seoulTime';
import { ListTable } from './pageParts';
import { SERVICE_TEXT } from './strings';
import { won } from '../../../lib/won';

/** Deliveries, visits or orders as a table: date, state, amount, count, and an optional action. */
export function DeliveryTable({
  rows,
  caption,
  countLabel = SERVICE_TEXT.count,
  action,
  weekday = false,
}: {
  rows: SnackDelivery[];
  /** Dates with their Korean weekday ("2026.11.30 (월)"): a delivery's day matters to the office. */
  weekday?: boolean;
  caption: string;
  countLabel?: string;
  action?: (row: SnackDelivery) => ReactNode;
}) {
  return (
    <ListTable
      caption={caption}
      empty={SERVICE_TEXT.empty}
      columns={[
        { label: SERVICE_TEXT.date },
        { label: SERVICE_TEXT.status },
        { label: SERVICE_TEXT.amount, align: 'right' },
        { label: countLabel, align: 'right' },
        ...(action ? [{ label: '', align: 'right' as const }] : []),
      ]}
      rows={rows.map((row) => ({
        key: row.deliveryEncrypted,
        cells: [
          weekday ? seoulDotDateWithWeekday(row.deliveryDate) : seoulDotDate(row.deliveryDate),
          SERVICE_TEXT.statuses[row.status],
          won(row.amount),
          row.itemCount.toLocaleString('ko-KR'),
          ...(action ? [action(row)] : []),
        ],
      }))}
    />
  );
}
