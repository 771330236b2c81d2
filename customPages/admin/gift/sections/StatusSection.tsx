import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm } from 'react-admin';
import { FINAL_SEND_STATUSES, SEND_KINDS, SEND_STATUS_LABELS } from '../../../../schemas/gift/sends';
import type { TrackingRecord } from '../../../../schemas/gift/sends';
import { seoulLocaleText } from '../../../../lib/seoulTime';
import { won } from '../../../../lib/won';
import { messageOf } from '../../../../dataProviders/useApi';
import { useToast } from '../../layout/shellHooks';
import { eventPath, listQuery, useGiftFetch, useGiftQuery } from '../giftApi';
import { GIFT_TEXT } from '../strings';

/** Every send of the event with its step (sent, opened, chosen, shipped, exchanged…) and a cancel. */
export function StatusSection({ eventId }: { eventId: string }) {
  const giftFetch = useGiftFetch();
  const toast = useToast();
  const queryClient = useQueryClient();
  const trackings = useGiftQuery<TrackingRecord[]>(
    eventPath(eventId, `/trackings${listQuery(1000, ['searchDate', 'DESC'])}`),
  );
  const [cancelling, setCancelling] = useState<TrackingRecord | null>(null);
  const cancel = useMutation({
    mutationFn: (tracking: TrackingRecord) =>
      giftFetch(eventPath(eventId, `/trackings/orders/${encodeURIComponent(tracking.id)}`), {
        method: 'DELETE',
      }),
    onSuccess: () => toast(GIFT_TEXT.cancelled, 'success'),
    onError: (error) => toast(messageOf(error, GIFT_TEXT.loadFailed), 'warning'),
    // A refused cancel (exchanged or shipped meanwhile) shows the send's step as it now is.
    onSettled: () => {
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: ['gift'] });
    },
  });

  if (trackings.isError)
    return <Alert severity="error">{messageOf(trackings.error, GIFT_TEXT.loadFailed)}</Alert>;
  if (trackings.isPending) return <Typography role="status">불러오는 중…</Typography>;
  if (trackings.data.length === 0) return <Typography>{GIFT_TEXT.empty}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={GIFT_TEXT.tabs.status}>
        <TableHead>
          <TableRow>
            <TableCell>발송일</TableCell>
            <TableCell>받는 사람</TableCell>
            <TableCell>유형</TableCell>
            <TableCell>상태</TableCell>
            <TableCell>선택 상품</TableCell>
            <TableCell>금액</TableCell>
            <TableCell>배송</TableCell>
            <TableCell>발송 시각</TableCell>
            <TableCell>
              <Box component="span">취소</Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trackings.data.map((t) => (
            <TableRow key={t.id} data-testid="tracking-row">
              <TableCell>{t.searchDate}</TableCell>
              <TableCell>{t.name}</TableCell>
              <TableCell>{SEND_KINDS.find((k) => k.id === t.kind)?.name}</TableCell>
              <TableCell data-testid="tracking-status">{SEND_STATUS_LABELS[t.status]}</TableCell>
              <TableCell>{t.itemName ?? ''}</TableCell>
              <TableCell>{t.price === null ? '' : won(t.price)}</TableCell>
              <TableCell>{t.carrier && t.trackingNumber ? `${t.carrier} ${t.trackingNumber}` : ''}</TableCell>
              <TableCell>{seoulLocaleText(t.sentAt, 'shortDateTime')}</TableCell>
              <TableCell>
                {!FINAL_SEND_STATUSES.includes(t.status) && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setCancelling(t)}
                    aria-label={`${t.name} ${GIFT_TEXT.cancelOrder}`}
                  >
                    {GIFT_TEXT.cancelOrder}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={cancelling !== null}
        title={GIFT_TEXT.cancelOrder}
        content={GIFT_TEXT.confirmCancel}
        confirm={GIFT_TEXT.cancelOrder}
        cancel="닫기"
        loading={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}
