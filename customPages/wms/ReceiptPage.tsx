import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReceiptRecord } from '../../schemas/wmsStock';
import type { ScanOutcome } from './feedback';
import { ScanPanel } from './ScanPanel';
import { useWms } from './WmsContext';
import { NumberField } from './NumberField';
import { withParticle } from '../../lib/korean';
import { ErrorAlert, Outcome, TOUCH, TapButton, amount, amounts, wholeNumber } from './ui';
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
    const units = new Map(receipt?.lines.map((line) => [line.id, line.unit]));
    const lines = Object.entries(counts)
      .map(([lineId, text]) => ({ lineId, quantity: wholeNumber(text), receivedBefore: shown.get(lineId) }))
      .filter(
        (line): line is { lineId: string; quantity: number; receivedBefore: number | undefined } =>
          line.quantity !== null && line.quantity > 0,
      );
    if (lines.length === 0) return setError(new Error('입고 수량을 하나 이상 입력해주세요.'));
    try {
      // The queue's label says the unit when every line shares one (else the plain count).
      const lineUnits = new Set(lines.map((line) => units.get(line.lineId)));
      const updated = await wmsApi.post<ReceiptRecord>(
        `/homepage/v2/wms/receipts/${id}/receive`,
        { lines },
        { unit: lineUnits.size === 1 ? [...lineUnits][0] : undefined },
      );
      setReceipt(updated);
      setCounts({});
      update({ quantityChanged: true });
      const received = amounts(
        lines.map((line) => ({ quantity: line.quantity, unit: units.get(line.lineId) })),
      );
      setDone(`${withParticle(received, '을/를')} 입고했습니다.`);
    } catch (failure) {
      setError(failure);
      // A stale screen: show the quantities as they are now, so the worker sees what was received.
      if (failure instanceof WmsApiError && failure.status === 409)
        wmsApi.get<ReceiptRecord>(`/homepage/v2/wms/receipts/${id}`).then(setReceipt, () => undefined);
    }
  };

  /** A product scanned on the receipt counts one more of its line (scan each box as it comes off). */
  const scanned = (code: string): ScanOutcome => {
    setError(null);
    setDone('');
    const line = receipt?.lines.find(
      (row) => row.barcode === code && row.expectedQuantity - row.receivedQuantity > 0,
    );
    if (!line) {
      const listed = receipt?.lines.some((row) => row.barcode === code);
      setError(
        new Error(
          listed
            ? '이 상품은 예정 수량을 모두 입고했습니다. 더 왔다면 추가 입고로 등록해주세요.'
            : '이 입고에 없는 상품입니다. 추가 입고로 등록해주세요.',
        ),
      );
      return 'error';
    }
    const left = line.expectedQuantity - line.receivedQuantity;
    const next = (wholeNumber(counts[line.id] ?? '') ?? 0) + 1;
    if (next > left) {
      setError(
        new Error(`${line.productName}: 남은 수량 ${amount(left, line.unit)}보다 많이 셀 수 없습니다.`),
      );
      return 'error';
    }
    setCounts((current) => ({ ...current, [line.id]: String(next) }));
    setDone(`${line.productName} 입고 수량 ${amount(next, line.unit)} (남은 ${amount(left, line.unit)})`);
    return 'ok';
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
      {open && (
        <ScanPanel onScan={scanned} hint="상품 바코드를 찍을 때마다 그 상품의 입고 수량이 1씩 늘어납니다." />
      )}
      {receipt.lines.map((line) => {
        const left = line.expectedQuantity - line.receivedQuantity;
        return (
          <Paper key={line.id} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{line.productName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {line.barcode} · 예정 {amount(line.expectedQuantity, line.unit)} · 입고{' '}
              {amount(line.receivedQuantity, line.unit)}
            </Typography>
            {open && left > 0 && (
              <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
                <NumberField
                  label={`입고 수량 (남은 ${amount(left, line.unit)})`}
                  value={counts[line.id] ?? ''}
                  onChange={(event) => setCounts({ ...counts, [line.id]: event.target.value })}
                  sx={{ flex: 1 }}
                />
                {/* Fills the field only: the goods are received with 입고 처리, like any typed count. */}
                <Button
                  variant="outlined"
                  aria-label={`${line.productName} 남은 수량 모두 입고`}
                  onClick={() => setCounts({ ...counts, [line.id]: String(left) })}
                  sx={{ ...TOUCH, minHeight: 56, bgcolor: 'background.paper', lineHeight: 1.2 }}
                >
                  남은 수량
                  <br />
                  모두 입고
                </Button>
              </Box>
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
      <Outcome error={error} done={done} />
    </>
  );
}
