import { useEffect, type ChangeEvent } from 'react';
import { Link as RouterLink, useMatches, type Params } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WMS_BACKGROUND } from '../../components/koreanThemeBase';
import { setPageTitle } from '../../lib/pageTitle';
import { isIntegratedStock, isTransferAuditing } from '../../lib/wmsRules';
import { KeptOutlet } from './KeepAlive';
import { WmsProvider, useWms } from './WmsContext';
import { ErrorAlert, TOUCH } from './ui';
import { SessionDialog } from './SessionDialog';
import { OfflineNotice, PendingBadge, useOfflineSync } from './OfflineBar';

/**
 * The warehouse switcher, on every screen (spec 1 §4). A native select (the phone's own picker, and
 * no text-field code on the home screen's first load).
 */
function WarehouseSwitcher() {
  const { warehouses, warehouse, chooseWarehouse } = useWms();
  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, color: 'text.primary' }}
    >
      <Typography component="span" variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        창고
      </Typography>
      <Box
        component="select"
        aria-label="작업 창고 선택"
        value={warehouse?.id ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => chooseWarehouse(event.target.value)}
        sx={{
          flex: 1,
          minWidth: 0,
          minHeight: 48,
          fontSize: '1rem',
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'grey.500',
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        {warehouses.map((row) => (
          <option key={row.id} value={row.id}>
            {row.name}
          </option>
        ))}
      </Box>
    </Box>
  );
}

/** A screen's header title: fixed, or read from the address (one route shows a product or a transfer). */
export type WmsTitle = string | ((params: Params) => string);

function Header() {
  const matches = useMatches();
  const title =
    [...matches]
      .reverse()
      .map((match) => {
        const title = (match.handle as { title?: WmsTitle } | undefined)?.title;
        return typeof title === 'function' ? title(match.params) : title;
      })
      .find(Boolean) ?? '창고 관리';
  const { warehouse } = useWms();
  useEffect(() => setPageTitle(title, 'WMS'), [title]);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 1.5,
        py: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          component={RouterLink}
          to="/wms"
          color="inherit"
          variant="outlined"
          sx={{ ...TOUCH, minWidth: 64 }}
        >
          홈
        </Button>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <PendingBadge />
      </Box>
      <OfflineNotice />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mt: 1,
          bgcolor: 'background.paper',
          borderRadius: 1,
          p: 0.5,
        }}
      >
        <WarehouseSwitcher />
        {warehouse && (
          <Typography variant="caption" color="text.primary" sx={{ px: 0.5 }}>
            {isTransferAuditing(warehouse) ? '이동 검수' : '검수 없음'}
            <br />
            {isIntegratedStock(warehouse) ? '통합 재고' : '창고별 재고'}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function Body() {
  const { loadError, warehouse } = useWms();
  return (
    <Box component="main" sx={{ p: 1.5, pb: 6, maxWidth: 600, mx: 'auto' }}>
      <ErrorAlert error={loadError} />
      {warehouse || loadError ? (
        <KeptOutlet />
      ) : (
        <Typography sx={{ p: 2 }}>창고 목록을 불러오는 중입니다…</Typography>
      )}
    </Box>
  );
}

/**
 * The frame of every logged-in warehouse screen: header (with the 대기 중 count), switcher and the
 * screen; it sends the writes queued on the phone when it starts and when the network returns.
 */
export function WmsShell() {
  useOfflineSync();
  return (
    <WmsProvider>
      <Box sx={{ minHeight: '100vh', bgcolor: WMS_BACKGROUND }}>
        <Header />
        <Body />
        <SessionDialog />
      </Box>
    </WmsProvider>
  );
}
