import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { readWmsAuth } from '../../authProvider/wmsSession';
import { seoulLocaleText } from '../../lib/seoulTime';
import type { TransferRecord } from '../../schemas/wmsStock';
import { TRANSFER_STATUS_LABELS } from './WmsHomePage';
import { ErrorAlert, Outcome, TOUCH, TapButton, amount } from './ui';
import { wmsApi } from './wmsApi';

interface Surroundings {
  previousId: string | null;
  nextId: string | null;
  position: number;
  total: number;
}

/**
 * 이전 and 다음 on the screen's grey: a text button's blue on grey.100 falls under 4.5:1, so they sit
 * on white (outlined), wide enough for a thumb.
 */
const NEIGHBOUR = { ...TOUCH, minWidth: 88, bgcolor: 'background.paper' } as const;

/** One stock transfer: its audit (approve or reject), its photos (attach, download as a zip), its neighbours. */
export function TransferView({ id }: { id: string }) {
  const [transfer, setTransfer] = useState<TransferRecord | null>(null);
  const [around, setAround] = useState<Surroundings | null>(null);
  const [error, setError] = useState<unknown>(null);
  const base = `/homepage/v2/wms/stock-transfers/${id}`;
  const load = useCallback(() => {
    Promise.all([wmsApi.get<TransferRecord>(base), wmsApi.get<Surroundings>(`${base}/surroundings`)]).then(
      ([found, near]) => {
        setTransfer(found);
        setAround(near);
      },
      setError,
    );
  }, [base]);
  useEffect(load, [load]);
  const act = (work: () => Promise<unknown>) => async () => {
    setError(null);
    try {
      await work();
      load();
    } catch (failure) {
      setError(failure);
    }
  };
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    const form = new FormData();
    for (const file of files) form.append('files', file);
    await act(() => wmsApi.upload(`${base}/photos`, form))();
  };
  if (!transfer) return error ? <ErrorAlert error={error} /> : <Typography>불러오는 중…</Typography>;
  return (
    <>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {transfer.transferNo} · {TRANSFER_STATUS_LABELS[transfer.status]}
        </Typography>
        <Typography>
          {transfer.productName} {amount(transfer.quantity, transfer.unit)}
        </Typography>
        <Typography variant="body2">
          {transfer.fromWarehouse} → {transfer.toWarehouse}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          요청 {transfer.requestedBy} · {seoulLocaleText(transfer.createdAt)}
        </Typography>
        {transfer.memo && <Typography variant="body2">메모: {transfer.memo}</Typography>}
      </Paper>
      {transfer.status === 'REQUESTED' && transfer.requestedBy === readWmsAuth()?.accountName && (
        // The server refuses a requester's own decision (403): say so instead of offering the buttons.
        <Typography role="status" sx={{ mt: 1 }}>
          내가 요청한 이동입니다. 다른 작업자나 회사 관리자가 검수합니다.
        </Typography>
      )}
      {transfer.status === 'REQUESTED' && transfer.requestedBy !== readWmsAuth()?.accountName && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 1 }}>
          <TapButton onClick={act(() => wmsApi.post(`${base}/decision`, { decision: 'APPROVE' }))}>
            검수 승인
          </TapButton>
          <TapButton
            color="inherit"
            variant="outlined"
            onClick={act(() => wmsApi.post(`${base}/decision`, { decision: 'REJECT' }))}
          >
            반려
          </TapButton>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
        <Button component="label" variant="outlined" sx={{ ...TOUCH, bgcolor: 'background.paper' }}>
          사진 첨부
          <input
            hidden
            type="file"
            accept="image/*"
            multiple
            aria-label="첨부할 사진 선택"
            onChange={(event) => void upload(event.target.files)}
          />
        </Button>
        <TapButton
          variant="outlined"
          disabled={!transfer.photos.length}
          onClick={() => void act(() => wmsApi.download(`${base}/download-images`))()}
        >
          사진 전체 내려받기 (압축 파일)
        </TapButton>
      </Box>
      {/* Below every button that answers here: a message never moves a button under a finger. */}
      <Outcome error={error} />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        사진 {transfer.photos.length}장
      </Typography>
      <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
        {transfer.photos.map((photo) => (
          <li key={photo.id}>{photo.fileName}</li>
        ))}
      </Box>
      {around && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
          <Button
            component={RouterLink}
            to={`/wms/prod/transfer/${around.previousId ?? ''}`}
            disabled={!around.previousId}
            variant="outlined"
            sx={NEIGHBOUR}
          >
            이전
          </Button>
          <Typography variant="body2">
            {around.position} / {around.total}
          </Typography>
          <Button
            component={RouterLink}
            to={`/wms/prod/transfer/${around.nextId ?? ''}`}
            disabled={!around.nextId}
            variant="outlined"
            sx={NEIGHBOUR}
          >
            다음
          </Button>
        </Box>
      )}
    </>
  );
}
