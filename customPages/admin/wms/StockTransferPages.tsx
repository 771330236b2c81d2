import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useCanAccess } from 'react-admin';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { seoulLocaleText } from '../../../lib/seoulTime';
import { TRANSFER_STATUSES, type TransferRecord } from '../../../schemas/wmsStock';
import { PageHeading } from '../../../resources/_generated/PageHeading';
import { usePageTitle, useAdminPath } from '../layout/shellHooks';
import { AdminAccessDeniedPage } from '../notFound/AdminAccessDeniedPage';
import { Loading, QueryState, ResponsiveTable } from '../../../resources/_generated/report';
import { BASE, downloadFile, useTransfer, useTransfers, useWarehouses, type Filter } from './api';

const GATE = 'usage/stockTransfer';
const TITLE = '재고 이동 내역';
const SIZE = 20;
const FILTER_KEYS = ['warehouseId', 'status', 'q', 'startDate', 'endDate', 'sort'] as const;
const SORTS: Record<string, { label: string; orderColumn: string; orderByType: string }> = {
  '': { label: '요청일 최신순', orderColumn: 'DATE', orderByType: 'DESC' },
  DATE_ASC: { label: '요청일 오래된순', orderColumn: 'DATE', orderByType: 'ASC' },
  NAME_ASC: { label: '상품명순', orderColumn: 'NAME', orderByType: 'ASC' },
  QUANTITY_DESC: { label: '수량 많은순', orderColumn: 'QUANTITY', orderByType: 'DESC' },
  WORKSPACE_ASC: { label: '출고 창고순', orderColumn: 'WORKSPACE', orderByType: 'ASC' },
};
const BUTTON = { minHeight: 44 };

const when = (iso: string) => seoulLocaleText(iso, 'mediumDateTime');

/** The filters of the address as the list call's query (the warehouse app's own filters and sort). */
function queryOf(params: URLSearchParams): Filter {
  const sort = SORTS[params.get('sort') ?? ''] ?? SORTS['']!;
  const query: Filter = { orderColumn: sort.orderColumn, orderByType: sort.orderByType };
  for (const key of ['warehouseId', 'status', 'q', 'startDate', 'endDate']) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** The shell's gate of this area (the same rule hides the menu entry; the server refuses the data too). */
function Gated({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  const { canAccess, isPending } = useCanAccess({ resource: GATE, action: 'list' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AdminAccessDeniedPage />;
  return (
    <Box sx={{ pb: 4, maxWidth: 1200 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 1 }}
      >
        <PageHeading>{title}</PageHeading>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}

function DownloadButton({
  label,
  run,
  disabled,
}: {
  label: string;
  run: () => Promise<void>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const click = async () => {
    setBusy(true);
    setError('');
    try {
      await run();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '파일을 내려받지 못했습니다.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        disabled={busy || disabled}
        onClick={() => void click()}
        sx={BUTTON}
      >
        {busy ? '내려받는 중…' : label}
      </Button>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

function Filters({ params, onApply }: { params: URLSearchParams; onApply: (next: Filter) => void }) {
  const warehouses = useWarehouses();
  const [draft, setDraft] = useState<Filter>(() =>
    Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])),
  );
  const set = (key: string) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    const empty = Object.fromEntries(FILTER_KEYS.map((key) => [key, '']));
    setDraft(empty);
    onApply(empty);
  };
  const select = (key: string, label: string, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={draft[key] ?? ''}
      onChange={set(key)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      aria-label="재고 이동 검색 조건"
      sx={{
        p: 2,
        mb: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {select('warehouseId', '창고', [
        ['', '전체 창고'],
        ...(warehouses.data ?? []).map((row): [string, string] => [row.id, row.name]),
      ])}
      {select('status', '상태', [['', '전체 상태'], ...Object.entries(TRANSFER_STATUSES)])}
      <TextField
        size="small"
        label="검색어"
        placeholder="이동 번호 또는 상품명"
        value={draft.q ?? ''}
        onChange={set('q')}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <TextField
        size="small"
        type="date"
        label="요청일 시작"
        value={draft.startDate ?? ''}
        onChange={set('startDate')}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <TextField
        size="small"
        type="date"
        label="요청일 끝"
        value={draft.endDate ?? ''}
        onChange={set('endDate')}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      {select(
        'sort',
        '정렬',
        Object.entries(SORTS).map(([value, sort]): [string, string] => [value, sort.label]),
      )}
      <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end' }}>
        <Button type="button" onClick={reset} sx={BUTTON}>
          초기화
        </Button>
        <Button type="submit" variant="contained" sx={BUTTON}>
          검색
        </Button>
      </Stack>
    </Paper>
  );
}

/** usage/stockTransfer: the transfers of the company's warehouses, filtered, paged, exported. */
export function TransferListPage() {
  const [params, setParams] = useSearchParams();
  const adminPath = useAdminPath();
  const location = useLocation();
  const page = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const query = queryOf(params);
  const transfers = useTransfers({ ...query, page: String(page), size: String(SIZE) });
  const apply = (next: Filter) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));
  const toPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  const columns = [
    { label: '이동 번호' },
    { label: '상태' },
    { label: '출고 창고' },
    { label: '입고 창고' },
    { label: '상품명' },
    { label: '수량', align: 'right' as const },
    { label: '요청자' },
    { label: '요청일' },
    { label: '사진' },
  ];
  const cells = (row: TransferRecord) => [
    <RouterLink
      key="no"
      to={adminPath(`usage/stockTransfer/${row.id}`)}
      state={{ list: location.search }}
      style={{ color: 'inherit', fontWeight: 700, display: 'inline-block', padding: '10px 0' }}
    >
      {row.transferNo}
    </RouterLink>,
    TRANSFER_STATUSES[row.status],
    row.fromWarehouse,
    row.toWarehouse,
    row.productName,
    row.quantity.toLocaleString('ko-KR'),
    row.requestedBy,
    when(row.createdAt),
    row.photos.length ? `${row.photos.length}장` : '없음',
  ];
  return (
    <Gated
      title={TITLE}
      actions={
        <DownloadButton
          label="엑셀 다운로드"
          run={() => downloadFile(`${BASE}/stock-transfers/excel`, query)}
        />
      }
    >
      <Filters key={params.toString()} params={params} onApply={apply} />
      <QueryState
        query={transfers}
        isEmpty={(data) => data.total === 0}
        empty="조건에 맞는 재고 이동이 없습니다."
        testIdPrefix="wms-transfers"
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / SIZE));
          return (
            <>
              <Typography sx={{ mb: 1 }} role="status">
                총 {data.total.toLocaleString('ko-KR')}건
              </Typography>
              <ResponsiveTable
                caption="재고 이동 목록"
                columns={columns}
                rows={data.items.map((row) => ({ key: row.id, cells: cells(row) }))}
              />
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'center', alignItems: 'center', mt: 2 }}
              >
                <Button variant="outlined" disabled={page === 0} onClick={() => toPage(page - 1)} sx={BUTTON}>
                  이전
                </Button>
                <Typography>
                  {Math.min(page + 1, pages)} / {pages} 페이지
                </Typography>
                <Button
                  variant="outlined"
                  disabled={page + 1 >= pages}
                  onClick={() => toPage(page + 1)}
                  sx={BUTTON}
                >
                  다음
                </Button>
              </Stack>
            </>
          );
        }}
      </QueryState>
    </Gated>
  );
}

/** usage/stockTransfer/{id}: one transfer with its photos (all of them as one zip). */
export function TransferDetailPage() {
  const { id = '' } = useParams();
  const adminPath = useAdminPath();
  const location = useLocation();
  const transfer = useTransfer(id);
  const back = (location.state as { list?: string } | null)?.list ?? '';
  return (
    <Gated
      title={transfer.data ? `재고 이동 ${transfer.data.transferNo}` : '재고 이동'}
      actions={
        <Button component={RouterLink} to={`${adminPath('usage/stockTransfer')}${back}`} sx={BUTTON}>
          목록으로
        </Button>
      }
    >
      <QueryState query={transfer} empty="" testIdPrefix="wms-transfer">
        {(row) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'auto 1fr auto 1fr' },
                columnGap: 3,
                rowGap: 1.5,
                m: 0,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, fontWeight: 500 },
              }}
            >
              {(
                [
                  ['이동 번호', row.transferNo],
                  ['상태', TRANSFER_STATUSES[row.status]],
                  ['출고 창고', row.fromWarehouse],
                  ['입고 창고', row.toWarehouse],
                  ['상품명', row.productName],
                  ['바코드', row.barcode],
                  ['수량', row.quantity.toLocaleString('ko-KR')],
                  ['요청자', row.requestedBy],
                  ['요청일', when(row.createdAt)],
                  ['메모', row.memo || '없음'],
                ] as const
              ).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Box>
              ))}
            </Box>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
              사진 {row.photos.length}장
            </Typography>
            {row.photos.length ? (
              <Box component="ul" sx={{ pl: 3, my: 1 }}>
                {row.photos.map((photo) => (
                  <li key={photo.id}>{photo.fileName}</li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary" sx={{ my: 1 }}>
                첨부된 사진이 없습니다.
              </Typography>
            )}
            <Box sx={{ maxWidth: 320 }}>
              <DownloadButton
                label="사진 전체 내려받기 (압축 파일)"
                disabled={!row.photos.length}
                run={() => downloadFile(`${BASE}/stock-transfers/${row.id}/download-images`)}
              />
            </Box>
          </Paper>
        )}
      </QueryState>
    </Gated>
  );
}
