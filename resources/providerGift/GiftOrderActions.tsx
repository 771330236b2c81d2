import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useRecordAction } from '../_generated/useRecordAction';
import type { ProviderOrderRecord } from '../../schemas/gift';

type Step = 'ship' | 'deliver' | 'exchange';
const STEP_LABELS: Record<Step, string> = { ship: '출고', deliver: '배송 완료', exchange: '교환 처리(시험)' };

/** The next steps of a gift order: a chosen delivery is shipped then delivered; a voucher exchanged. */
export function GiftOrderActions({ order }: { order: ProviderOrderRecord }) {
  const action = useRecordAction('providerGiftOrders');
  const { busy } = action;
  const [shipping, setShipping] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const delivery = order.itemKind === 'DELIVERY';
  const steps: Step[] = [];
  if (order.status === 'CHOSEN' && delivery) steps.push('ship');
  if (order.status === 'SHIPPED') steps.push('deliver');
  if (order.status === 'CHOSEN' && !delivery && order.itemKind !== null) steps.push('exchange');

  const run = async (step: Step, body?: unknown) => {
    const done = await action.run(
      order.id,
      step,
      `${order.name}님의 주문을 ${STEP_LABELS[step]} 처리했습니다.`,
      body,
    );
    if (done) setShipping(false);
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {steps.map((step) => (
        <Button
          key={step}
          size="small"
          variant="outlined"
          disabled={busy}
          aria-label={`${order.name} ${STEP_LABELS[step]}`}
          onClick={(event) => {
            event.stopPropagation();
            if (step === 'ship') setShipping(true);
            else void run(step);
          }}
        >
          {STEP_LABELS[step]}
        </Button>
      ))}
      <Dialog open={shipping} onClose={() => setShipping(false)} onClick={(event) => event.stopPropagation()}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run('ship', { carrier, trackingNumber });
          }}
        >
          <DialogTitle>{`${order.name}님 선물 출고`}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
              <TextField
                label="택배사"
                value={carrier}
                onChange={(event) => setCarrier(event.target.value)}
                required
                autoFocus
              />
              <TextField
                label="운송장 번호"
                value={trackingNumber}
                onChange={(event) => setTrackingNumber(event.target.value)}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setShipping(false)}>닫기</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              출고 처리
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
