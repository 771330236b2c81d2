import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { seoulLocaleText } from '../../lib/seoulTime';
import type { ReceiptRecord, StockCheckRecord } from '../../schemas/wmsStock';
import { useWms } from './WmsContext';
import { Empty, ErrorAlert, TOUCH, amounts } from './ui';
import { wmsApi, type Page } from './wmsApi';

const TABS = [
  { key: 'checks', label: '완료한 재고 조사' },
  { key: 'receipts', label: '완료한 입고' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function FinishedChecks({ warehouseId }: { warehouseId: string }) {
  const [page, setPage] = useState<Page<StockCheckRecord> | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    wmsApi
      .get<Page<StockCheckRecord>>('/homepage/v2/wms/stock-checks', {
        warehouseId,
        status: 'DONE',
        size: 100,
      })
      .then(setPage, setError);
  }, [warehouseId]);
  return (
    <>
      <ErrorAlert error={error} />
      <Box component="section" aria-label="완료한 재고 조사">
        <List component="div" sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
          {page?.items.map((check) => (
            <ListItemButton
              key={check.id}
              component={RouterLink}
              to={`/wms/checkdisplay/detail/${check.id}`}
              sx={TOUCH}
            >
              <ListItemText
                primary={`${seoulLocaleText(check.finishedAt ?? check.createdAt)} 완료`}
                secondary={`${check.details.length}개 항목 · 차이 ${check.differences}건 반영`}
              />
            </ListItemButton>
          ))}
        </List>
      </Box>
      {page?.items.length === 0 && <Empty>완료한 재고 조사가 없습니다.</Empty>}
    </>
  );
}

function FinishedReceipts({ warehouseId }: { warehouseId: string }) {
  const [page, setPage] = useState<Page<ReceiptRecord> | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    wmsApi
      .get<Page<ReceiptRecord>>('/homepage/v2/wms/receipts', {
        warehouseId,
        status: 'DONE',
        orderColumn: 'DATE',
        orderByType: 'DESC',
        size: 100,
      })
      .then(setPage, setError);
  }, [warehouseId]);
  return (
    <>
      <ErrorAlert error={error} />
      <Box component="section" aria-label="완료한 입고">
        <List component="div" sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
          {page?.items.map((receipt) => (
            <ListItemButton
              key={receipt.id}
              component={RouterLink}
              to={`/wms/${receipt.kind === 'COLLABO' ? 'collabo' : 'store'}/receipt/${receipt.id}`}
              sx={TOUCH}
            >
              <ListItemText
                primary={`${receipt.receiptNo} · ${receipt.supplier}`}
                secondary={`${receipt.kind === 'COLLABO' ? '협업 입고' : '매장 입고'} · ${seoulLocaleText(receipt.createdAt)} · ${amounts(receipt.lines.map((line) => ({ quantity: line.receivedQuantity, unit: line.unit })))}`}
              />
            </ListItemButton>
          ))}
        </List>
      </Box>
      {page?.items.length === 0 && <Empty>완료한 입고가 없습니다.</Empty>}
    </>
  );
}

/** /wms/history: what the chosen warehouse finished, its stock checks and its receipts (tab in the address). */
export function HistoryPage() {
  const { warehouse } = useWms();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'receipts' ? 'receipts' : 'checks';
  if (!warehouse) return null;
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: TabKey) => setParams({ tab: next }, { replace: true })}
        variant="fullWidth"
        aria-label="작업 내역 구분"
        sx={{ bgcolor: 'background.paper', borderRadius: 1, mb: 1 }}
      >
        {TABS.map((entry) => (
          <Tab key={entry.key} value={entry.key} label={entry.label} sx={TOUCH} />
        ))}
      </Tabs>
      {tab === 'checks' ? (
        <FinishedChecks key={warehouse.id} warehouseId={warehouse.id} />
      ) : (
        <FinishedReceipts key={warehouse.id} warehouseId={warehouse.id} />
      )}
    </>
  );
}
