import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReceiptRecord } from '../../schemas/wmsStock';
import { useWms } from './WmsContext';
import { NumberField } from './NumberField';
import { ErrorAlert, TOUCH, TapButton, wholeNumber } from './ui';
import { WmsApiError, wmsApi } from './wmsApi';

/**
 * /wms/store/receipt/{id} and /wms/collabo/receipt/{id}: what arrived, per line; the goods enter the
 * receiving area (진열 대기) through the ledger.
 */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const { update } = useWms();
  const [receipt, setReceipt] = useState<ReceiptRecord | null>(null);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const load = useCallback(() => {
    wmsApi.get<ReceiptRecord>(`/homepage/v2/wms/receipts/${id}`).then(setReceipt, setError);
  }, [id]);
  useEffect(load, [load]);

  const receive = async () => {
    setError(null);
    setDone('');
    // Each line names the received quantity this screen shows: if another worker received it since,
    // the server refuses (409 with the current quantity) instead of counting the goods twice.
    const shown = new Map(receipt?.lines.map((line) => [line.id, line.receivedQuantity]));
    const lines = Object.entries(counts)
      .map(([lineId, text]) => ({ lineId, quantity: wholeNumber(text), receivedBefore: shown.get(lineId) }))
      .filter(
        (line): line is { lineId: string; quantity: number; receivedBefore: number | undefined } =>
          line.quantity !== null && line.quantity > 0,
      );
    if (lines.length === 0) return setError(new Error('입고 수량을 하나 이상 입력해주세요.'));
    try {
      const updated = await wmsApi.post<ReceiptRecord>(`/homepage/v2/wms/receipts/${id}/receive`, { lines });
      setReceipt(updated);
      setCounts({});
      update({ quantityChanged: true });
      setDone(`${lines.reduce((sum, line) => sum + line.quantity, 0)}개를 입고했습니다.`);
    } catch (failure) {
      setError(failure);
      // A stale screen: show the quantities as they are now, so the worker sees what was received.
      if (failure instanceof WmsApiError && failure.status === 409)
        wmsApi.get<ReceiptRecord>(`/homepage/v2/wms/receipts/${id}`).then(setReceipt, () => undefined);
    }
  };

  if (!receipt) return error ? <ErrorAlert error={error} /> : <Typography>불러오는 중…</Typography>;
  const open = receipt.status === 'OPEN';
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {receipt.receiptNo} · {receipt.supplier}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {receipt.kind === 'COLLABO' ? '협업 입고' : '매장 입고'} · {open ? '입고 대기' : '입고 완료'}
      </Typography>
      {receipt.lines.map((line) => {
        const left = line.expectedQuantity - line.receivedQuantity;
        return (
          <Paper key={line.id} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{line.productName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {line.barcode} · 예정 {line.expectedQuantity} · 입고 {line.receivedQuantity}
            </Typography>
            {open && left > 0 && (
              <NumberField
                label={`입고 수량 (남은 ${left})`}
                value={counts[line.id] ?? ''}
                onChange={(event) => setCounts({ ...counts, [line.id]: event.target.value })}
                fullWidth
                sx={{ mt: 1 }}
              />
            )}
          </Paper>
        );
      })}
      <Box sx={{ display: 'grid', gap: 1 }}>
        {open && (
          <TapButton onClick={receive} fullWidth>
            입고 처리
          </TapButton>
        )}
        {open && (
          <Button
            component={RouterLink}
            to={`/wms/add/receipt/${receipt.id}`}
            variant="outlined"
            sx={{ ...TOUCH, bgcolor: 'background.paper' }}
          >
            추가 입고 등록
          </Button>
        )}
        <Button
          component={RouterLink}
          to="/wms/displaying"
          variant="outlined"
          sx={{ ...TOUCH, bgcolor: 'background.paper' }}
        >
          진열 대기 보기
        </Button>
      </Box>
      {/* Below the buttons: a message that comes or goes never moves a button under a finger. */}
      <ErrorAlert error={error} />
      {done && (
        <Alert severity="success" sx={{ my: 1 }}>
          {done}
        </Alert>
      )}
    </>
  );
}
