import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { seoulLocaleText } from '../../lib/seoulTime';
import type { StockCheckRecord } from '../../schemas/wmsStock';
import { useWms } from './WmsContext';
import { NumberField } from './NumberField';
import { Empty, ErrorAlert, TOUCH, TapButton, wholeNumber } from './ui';
import { WmsApiError, wmsApi, type Page } from './wmsApi';

/** /wms/checkdisplay: the warehouse's stock checks, and a new one. */
export function CheckListPage() {
  const navigate = useNavigate();
  const { warehouse } = useWms();
  const [page, setPage] = useState<Page<StockCheckRecord> | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (warehouse)
      wmsApi
        .get<Page<StockCheckRecord>>('/homepage/v2/wms/stock-checks', { warehouseId: warehouse.id })
        .then(setPage, setError);
  }, [warehouse]);
  const start = async () => {
    try {
      const check = await wmsApi.post<StockCheckRecord>('/homepage/v2/wms/stock-checks', {
        warehouseId: warehouse!.id,
      });
      navigate(`/wms/checkdisplay/detail/${check.id}`);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <>
      <TapButton fullWidth onClick={start}>
        재고 조사 시작
      </TapButton>
      <ErrorAlert error={error} />
      <List component="div" sx={{ bgcolor: 'background.paper', borderRadius: 1, mt: 1 }}>
        {page?.items.map((check) => (
          <ListItemButton
            key={check.id}
            component={RouterLink}
            to={`/wms/checkdisplay/detail/${check.id}`}
            sx={TOUCH}
          >
            <ListItemText
              primary={`${seoulLocaleText(check.createdAt)} · ${check.status === 'OPEN' ? '조사 중' : '조사 완료'}`}
              secondary={`${check.details.length}개 항목 · 차이 ${check.differences}건`}
            />
          </ListItemButton>
        ))}
      </List>
      {page?.items.length === 0 && <Empty>재고 조사 내역이 없습니다.</Empty>}
    </>
  );
}

/** /wms/checkdisplay/detail/{id}: counting; finishing turns each difference into a ledger adjustment. */
export function CheckDetailPage() {
  const { id = '' } = useParams();
  const { update } = useWms();
  const [check, setCheck] = useState<StockCheckRecord | null>(null);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const base = `/homepage/v2/wms/stock-checks/${id}`;
  const load = useCallback(() => {
    wmsApi.get<StockCheckRecord>(base).then(setCheck, setError);
  }, [base]);
  useEffect(load, [load]);
  const save = async () => {
    setError(null);
    // Each count names the count this screen shows, so another worker's count is never overwritten unseen.
    const shown = new Map(check?.details.map((detail) => [detail.id, detail.countedQuantity]));
    const typed = Object.entries(counts).map(([detailId, text]) => ({
      detailId,
      countedQuantity: wholeNumber(text),
      countedBefore: shown.get(detailId) ?? null,
    }));
    if (typed.some((row) => row.countedQuantity === null))
      return setError(new Error('실사 수량은 0 이상의 숫자로 입력해주세요.'));
    try {
      setCheck(await wmsApi.put<StockCheckRecord>(`${base}/details`, { counts: typed }));
      setCounts({});
      return true;
    } catch (failure) {
      setError(failure);
      if (failure instanceof WmsApiError && failure.status === 409) load();
      return false;
    }
  };
  /** Lines neither counted before nor typed now: finishing leaves their stock as it is. */
  const [uncounted, setUncounted] = useState<string[] | null>(null);
  const askFinish = () => {
    const left = (check?.details ?? []).filter(
      (detail) => detail.countedQuantity === null && !(counts[detail.id] ?? '').trim(),
    );
    if (left.length === 0) return finish();
    setUncounted(left.map((detail) => `${detail.productName} (${detail.locationCode})`));
  };
  const finish = async () => {
    setUncounted(null);
    if (Object.keys(counts).length && !(await save())) return;
    try {
      setCheck(await wmsApi.post<StockCheckRecord>(`${base}/finish`));
      update({ quantityChanged: true });
    } catch (failure) {
      setError(failure);
    }
  };
  if (!check) return error ? <ErrorAlert error={error} /> : <Typography>불러오는 중…</Typography>;
  const open = check.status === 'OPEN';
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {seoulLocaleText(check.createdAt)} 시작 ·{' '}
        {open ? '조사 중' : `조사 완료 (차이 ${check.differences}건 반영)`}
      </Typography>
      {check.details.map((detail) => (
        <Paper key={detail.id} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{detail.productName}</Typography>
          {/* Counting blind: the system quantity shows once the check is finished, not while counting. */}
          <Typography variant="body2" color="text.secondary">
            {detail.locationCode}
            {!open && ` · 전산 ${detail.expectedQuantity}`}
            {detail.countedQuantity !== null && ` · 실사 ${detail.countedQuantity}`}
          </Typography>
          {open && (
            <NumberField
              label={`${detail.productName} 실사 수량`}
              value={counts[detail.id] ?? ''}
              onChange={(event) => setCounts({ ...counts, [detail.id]: event.target.value })}
              fullWidth
              sx={{ mt: 1 }}
            />
          )}
        </Paper>
      ))}
      {check.details.length === 0 && <Empty>조사할 재고가 없습니다.</Empty>}
      <ErrorAlert error={error} />
      {!open && <Alert severity="success">재고 조사가 완료되어 차이가 재고에 반영되었습니다.</Alert>}
      {open && (
        <>
          <TapButton
            fullWidth
            variant="outlined"
            sx={{ bgcolor: 'background.paper', mb: 1 }}
            onClick={() => void save()}
          >
            실사 수량 저장
          </TapButton>
          <TapButton fullWidth onClick={askFinish}>
            조사 완료
          </TapButton>
        </>
      )}
      <Dialog open={uncounted !== null} onClose={() => setUncounted(null)} aria-labelledby="uncounted-title">
        <DialogTitle id="uncounted-title">세지 않은 항목이 {uncounted?.length}개 있습니다</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            아래 항목은 실사 수량이 없어 재고가 바뀌지 않습니다. 완료한 조사는 다시 열 수 없습니다.
          </Typography>
          <Box component="ul" sx={{ pl: 2, my: 0 }}>
            {uncounted?.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button sx={TOUCH} onClick={() => setUncounted(null)}>
            계속 세기
          </Button>
          <Button sx={TOUCH} variant="contained" onClick={() => void finish()}>
            그래도 완료
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
