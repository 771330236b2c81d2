import { useState } from 'react';
import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import {
  QUICK_ORDER_NEXT,
  QUICK_ORDER_STATUS_LABELS,
  type QuickOrderRecord,
} from '../../schemas/quick/order';
import { QUICK_QUEUE_TEXT as TEXT } from './strings';

/** The one next step of an order (배차 → 픽업 → 배송 완료); nothing once it is delivered. */
export function AdvanceButton({ record }: { record: QuickOrderRecord }) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const next = QUICK_ORDER_NEXT[record.status];
  if (!next) return null;

  const advance = async (event: MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      await dataProvider.resourceFetch('quickOrders', `/${encodeURIComponent(record.id)}/status`, {
        method: 'PUT',
        body: { status: next },
      });
      notify(TEXT.advanced(record.orderNo, QUICK_ORDER_STATUS_LABELS[next]), { type: 'success' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : TEXT.failed, { type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <Button size="small" variant="outlined" disabled={busy} onClick={advance}>
      {TEXT.actions[next]}
    </Button>
  );
}
