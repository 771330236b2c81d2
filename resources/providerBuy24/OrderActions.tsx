import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRecordAction } from '../_generated/useRecordAction';
import type { ProviderOrder } from '../../schemas/buy24Provider';

type Step = 'ship' | 'deliver' | 'invoice';
const STEP_LABELS: Record<Step, string> = { ship: '배송 시작', deliver: '배송 완료', invoice: '청구서 발행' };

/** The next steps of an order: shipped, delivered, and its invoice issued once. */
export function OrderActions({ order }: { order: ProviderOrder }) {
  const { busy, run } = useRecordAction('providerBuyOrders');
  const steps: Step[] = [];
  if (order.status === 'ORDERED') steps.push('ship');
  if (order.status === 'SHIPPED') steps.push('deliver');
  if (!order.invoiced) steps.push('invoice');
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {steps.map((step) => (
        <Button
          key={step}
          size="small"
          variant="outlined"
          disabled={busy}
          aria-label={`${order.orderNumber} ${STEP_LABELS[step]}`}
          onClick={(event) => {
            event.stopPropagation();
            void run(order.id, step, `${STEP_LABELS[step]} 처리했습니다.`);
          }}
        >
          {STEP_LABELS[step]}
        </Button>
      ))}
    </Stack>
  );
}
