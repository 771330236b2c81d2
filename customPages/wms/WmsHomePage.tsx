import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { clearWmsAuth, readWmsAuth } from '../../authProvider/wmsSession';
import type { TransferRecord } from '../../schemas/wmsStock';
import { clearWmsState, useWms } from './WmsContext';
import { ErrorAlert, TOUCH, TapButton, amount } from './ui';
import { wmsApi, type Page } from './wmsApi';

const MENU = [
  ['/wms/barcode', '바코드 스캔'],
  ['/wms/search', '상품 검색'],
  ['/wms/warehousing', '입고 작업'],
  ['/wms/store', '매장 입고'],
  ['/wms/warehousing/collaboration', '협업 입고'],
  ['/wms/displaying', '진열 대기'],
  ['/wms/display', '진열하기'],
  ['/wms/displaylist', '진열 현황'],
  ['/wms/checkdisplay', '재고 조사'],
  ['/wms/history', '작업 내역'],
] as const;

export const TRANSFER_STATUS_LABELS = {
  REQUESTED: '검수 대기',
  DONE: '이동 완료',
  REJECTED: '반려',
} as const;

/** /wms: the menu, the recent transfers of the chosen warehouse and the logout. */
export function WmsHomePage() {
  const navigate = useNavigate();
  const { warehouse } = useWms();
  const [transfers, setTransfers] = useState<TransferRecord[]>([]);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!warehouse) return;
    wmsApi
      .get<Page<TransferRecord>>('/homepage/v2/wms/stock-transfers', {
        warehouseId: warehouse.id,
        size: 5,
        orderColumn: 'DATE',
        orderByType: 'DESC',
      })
      .then((page) => setTransfers(page.items), setError);
  }, [warehouse]);
  const logout = async () => {
    await wmsApi.post('/homepage/v2/wms/auth/logout').catch(() => undefined);
    clearWmsAuth();
    clearWmsState();
    navigate('/wms/login', { replace: true });
  };
  return (
    <>
      <Typography sx={{ mb: 1 }}>{readWmsAuth()?.accountName}님, 안녕하세요.</Typography>
      <Box
        component="nav"
        aria-label="창고 작업 메뉴"
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        {MENU.map(([to, label]) => (
          <Button
            key={to}
            component={RouterLink}
            to={to}
            variant="contained"
            sx={{ ...TOUCH, minHeight: 64 }}
          >
            {label}
          </Button>
        ))}
      </Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
        최근 재고 이동
      </Typography>
      <ErrorAlert error={error} />
      <List component="div" dense sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        {transfers.map((row) => (
          <ListItemButton key={row.id} component={RouterLink} to={`/wms/prod/transfer/${row.id}`} sx={TOUCH}>
            <ListItemText
              primary={`${row.transferNo} · ${row.productName} ${amount(row.quantity, row.unit)}`}
              secondary={`${row.fromWarehouse} → ${row.toWarehouse} · ${TRANSFER_STATUS_LABELS[row.status]}`}
            />
          </ListItemButton>
        ))}
        {transfers.length === 0 && <ListItemText sx={{ px: 2 }} primary="재고 이동 내역이 없습니다." />}
      </List>
      <TapButton color="inherit" variant="outlined" fullWidth sx={{ mt: 3 }} onClick={() => void logout()}>
        로그아웃
      </TapButton>
    </>
  );
}
