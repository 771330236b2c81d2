import { useState } from 'react';
import Button from '@mui/material/Button';
import { Confirm, useListContext, useNotify, useRefresh } from 'react-admin';
import { fillPath } from '../../dataProviders/pathTemplates';
import { messageOf, useApiFetch } from '../../dataProviders/useApi';
import { FINAL_SEND_STATUSES } from '../../schemas/gift/sends';
import type { TrackingRecord } from '../../schemas/gift/sends';
import { TRACKING_TEXT } from './strings';

/**
 * A send's 주문 취소 (DELETE …/trackings/orders/{id}) after a confirmation; none once it is exchanged,
 * delivered, cancelled or expired. A refused cancel (exchanged or shipped meanwhile) shows the
 * server's message and the send's step as it now is.
 */
export function CancelOrderButton({ tracking, apiPath }: { tracking: TrackingRecord; apiPath: string }) {
  const { filter } = useListContext();
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (FINAL_SEND_STATUSES.includes(tracking.status)) return null;
  const cancel = async () => {
    setBusy(true);
    try {
      await apiFetch(`${fillPath(apiPath, { filter })}/orders/${encodeURIComponent(tracking.id)}`, {
        method: 'DELETE',
      });
      notify(TRACKING_TEXT.cancelled, { type: 'success', messageArgs: { _: TRACKING_TEXT.cancelled } });
    } catch (error) {
      const message = messageOf(error, TRACKING_TEXT.cancelFailed);
      notify(message, { type: 'warning', messageArgs: { _: message } });
    } finally {
      setBusy(false);
      setOpen(false);
      refresh();
    }
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={(click) => {
          click.stopPropagation();
          setOpen(true);
        }}
        aria-label={`${tracking.name} ${TRACKING_TEXT.cancelOrder}`}
      >
        {TRACKING_TEXT.cancelOrder}
      </Button>
      <Confirm
        isOpen={open}
        title={TRACKING_TEXT.cancelOrder}
        content={TRACKING_TEXT.confirmCancel}
        confirm={TRACKING_TEXT.cancelOrder}
        cancel={TRACKING_TEXT.close}
        loading={busy}
        onConfirm={() => void cancel()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
