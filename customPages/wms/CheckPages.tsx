import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { seoulLocaleText } from '../../lib/seoulTime';
import type { StockCheckRecord } from '../../schemas/wmsStock';
import type { ScanOutcome } from './feedback';
import { ScanPanel } from './ScanPanel';
import { useWms } from './WmsContext';
import { NumberField } from './NumberField';
import { Empty, ErrorAlert, Outcome, TOUCH, TapButton, amount, wholeNumber } from './ui';
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

/** A location's zone: its code's first part (A-01-02 → A, RCV → RCV). */
export const zoneOf = (code: string) => code.split('-')[0] ?? code;
/** Whether a location lies in the chosen zone or under the typed prefix (A, A-01, A-01-02); empty: all. */
export const inZone = (code: string, prefix: string) =>
  !prefix.trim() || code.toUpperCase().startsWith(prefix.trim().toUpperCase());
function zonesOf(details: readonly { locationCode: string }[]) {
  return [...new Set(details.map((detail) => zoneOf(detail.locationCode)))].sort();
}

/** Counting one zone at a time: the zones of the check's lines, or a typed location prefix. */
function ZoneFilter(props: {
  zones: string[];
  zone: string;
  onZone(zone: string): void;
  counted: number;
  total: number;
}) {
  const { zones, zone, onZone, counted, total } = props;
  return (
    <Box component="section" aria-label="구역별 조사" sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {['', ...zones].map((entry) => (
          <Button
            key={entry || 'all'}
            variant={zone === entry ? 'contained' : 'outlined'}
            aria-pressed={zone === entry}
            onClick={() => onZone(entry)}
            sx={{ ...TOUCH, minWidth: 64, bgcolor: zone === entry ? undefined : 'background.paper' }}
          >
            {entry ? `${entry} 구역` : '전체'}
          </Button>
        ))}
      </Box>
      <TextField
        label="위치 코드 앞자리 (예: A-01)"
        value={zone}
        onChange={(event) => onZone(event.target.value.slice(0, 20))}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', style: { minHeight: 32 } } }}
        sx={{ mt: 1, bgcolor: 'background.paper' }}
      />
      <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
        {zone ? `${zone} 위치` : '전체 위치'} {total}개 항목 중 {counted}개 셈
      </Typography>
    </Box>
  );
}

/** /wms/checkdisplay/detail/{id}: counting; finishing turns each difference into a ledger adjustment. */
export function CheckDetailPage() {
  const { id = '' } = useParams();
  const { update } = useWms();
  const [check, setCheck] = useState<StockCheckRecord | null>(null);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const [params, setParams] = useSearchParams();
  const zone = params.get('zone') ?? '';
  const setZone = (next: string) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next) kept.set('zone', next);
        else kept.delete('zone');
        return kept;
      },
      { replace: true },
    );
  const base = `/homepage/v2/wms/stock-checks/${id}`;
  const load = useCallback(() => {
    wmsApi.get<StockCheckRecord>(base).then(setCheck, setError);
  }, [base]);
  useEffect(load, [load]);
  const save = async () => {
    setError(null);
    setDone('');
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
      setDone(`실사 수량 ${typed.length}건을 저장했습니다.`);
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
  const zones = useMemo(() => zonesOf(check?.details ?? []), [check]);
  /**
   * A location's label narrows the lines to that place; a product's barcode then counts one more of
   * its line there (one line only: the same product at two places asks for the place first).
   */
  const scanned = (code: string): ScanOutcome => {
    setError(null);
    setDone('');
    const details = check?.details ?? [];
    const place = details.find((detail) => detail.locationCode.toUpperCase() === code.toUpperCase());
    if (place) {
      setZone(place.locationCode);
      setDone(`${place.locationCode} 위치의 항목만 보입니다. 상품 바코드를 찍어 세어주세요.`);
      return 'ok';
    }
    const lines = details.filter((detail) => detail.barcode === code && inZone(detail.locationCode, zone));
    if (lines.length !== 1) {
      setError(
        new Error(
          lines.length === 0
            ? '이 위치의 조사 항목에 없는 상품입니다. 위치를 확인하거나 위치 바코드를 먼저 찍어주세요.'
            : '같은 상품이 여러 위치에 있습니다. 위치 바코드를 먼저 찍어주세요.',
        ),
      );
      return 'error';
    }
    const line = lines[0]!;
    const typed = wholeNumber(counts[line.id] ?? '');
    const next = (typed ?? line.countedQuantity ?? 0) + 1;
    setCounts((current) => ({ ...current, [line.id]: String(next) }));
    setDone(`${line.productName} (${line.locationCode}) 실사 ${amount(next, line.unit)}`);
    return 'ok';
  };
  if (!check) return error ? <ErrorAlert error={error} /> : <Typography>불러오는 중…</Typography>;
  const open = check.status === 'OPEN';
  const shown = check.details.filter((detail) => inZone(detail.locationCode, zone));
  const countedHere = shown.filter(
    (detail) => detail.countedQuantity !== null || (counts[detail.id] ?? '').trim(),
  ).length;
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {seoulLocaleText(check.createdAt)} 시작 ·{' '}
        {open ? '조사 중' : `조사 완료 (차이 ${check.differences}건 반영)`}
      </Typography>
      {open && check.details.length > 0 && (
        <ScanPanel
          onScan={scanned}
          hint="위치 바코드를 찍으면 그 위치만, 상품 바코드를 찍으면 하나씩 셉니다."
        />
      )}
      {check.details.length > 0 && (
        <ZoneFilter zones={zones} zone={zone} onZone={setZone} counted={countedHere} total={shown.length} />
      )}
      {shown.map((detail) => (
        <Paper key={detail.id} variant="outlined" sx={{ p: 1.5, mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{detail.productName}</Typography>
          {/* Counting blind: the system quantity shows once the check is finished, not while counting. */}
          <Typography variant="body2" color="text.secondary">
            {detail.locationCode}
            {!open && ` · 전산 ${amount(detail.expectedQuantity, detail.unit)}`}
            {detail.countedQuantity !== null && ` · 실사 ${amount(detail.countedQuantity, detail.unit)}`}
          </Typography>
          {open && (
            <NumberField
              label={`${detail.productName} 실사 수량 (${detail.unit})`}
              value={counts[detail.id] ?? ''}
              onChange={(event) => setCounts({ ...counts, [detail.id]: event.target.value })}
              fullWidth
              sx={{ mt: 1 }}
            />
          )}
        </Paper>
      ))}
      {check.details.length === 0 && <Empty>조사할 재고가 없습니다.</Empty>}
      {check.details.length > 0 && shown.length === 0 && <Empty>이 위치에는 조사할 항목이 없습니다.</Empty>}
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
      {/* Below the buttons: a message that comes or goes never moves a button under a finger. */}
      <Outcome error={error} done={open ? done : '재고 조사가 완료되어 차이가 재고에 반영되었습니다.'} />
      <Dialog open={uncounted !== null} onClose={() => setUncounted(null)} aria-labelledby="uncounted-title">
        <DialogTitle id="uncounted-title">세지 않은 항목이 {uncounted?.length}개 있습니다</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            아래 항목은 실사 수량이 없어 재고가 바뀌지 않습니다. 완료한 조사는 그날 안에 회사 관리자만 다시 열
            수 있습니다.
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
