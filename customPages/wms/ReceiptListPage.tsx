import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReceiptKind, ReceiptRecord } from '../../schemas/wmsStock';
import { SortBar } from './SortBar';
import { useWms } from './WmsContext';
import { Empty, ErrorAlert, TOUCH } from './ui';
import { wmsApi, type Page } from './wmsApi';

const TABS: { kind: ReceiptKind | undefined; label: string }[] = [
  { kind: undefined, label: '전체' },
  { kind: 'STORE', label: '매장 입고' },
  { kind: 'COLLABO', label: '협업 입고' },
];
const detailPath = (receipt: ReceiptRecord) =>
  receipt.kind === 'COLLABO' ? `/wms/collabo/receipt/${receipt.id}` : `/wms/store/receipt/${receipt.id}`;

/**
 * Open receipts of the chosen warehouse: /wms/store (매장 입고), /wms/warehousing/collaboration
 * (협업 입고) and /wms/warehousing (both, with tabs; the tab is the kept filter index).
 */
export function ReceiptListPage({ kind }: { kind?: ReceiptKind }) {
  const { warehouse, orderByType, orderColumn, filterIndex, update, quantityChanged } = useWms();
  const tab = kind ? null : (TABS[filterIndex] ?? TABS[0]!);
  const shown = kind ?? tab?.kind;
  const [page, setPage] = useState<Page<ReceiptRecord> | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!warehouse) return;
    wmsApi
      .get<Page<ReceiptRecord>>('/homepage/v2/wms/receipts', {
        warehouseId: warehouse.id,
        status: 'OPEN',
        kind: shown,
        orderByType,
        orderColumn,
      })
      .then(setPage, setError);
  }, [warehouse, shown, orderByType, orderColumn, quantityChanged]);
  return (
    <>
      {!kind && (
        <Tabs
          value={TABS.indexOf(tab!)}
          onChange={(_, index: number) => update({ filterIndex: index })}
          variant="fullWidth"
          aria-label="입고 구분"
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        >
          {TABS.map((entry) => (
            <Tab key={entry.label} label={entry.label} sx={TOUCH} />
          ))}
        </Tabs>
      )}
      <SortBar />
      <ErrorAlert error={error} />
      <List component="div" sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        {page?.items.map((receipt) => {
          const expected = receipt.lines.reduce((sum, line) => sum + line.expectedQuantity, 0);
          const received = receipt.lines.reduce((sum, line) => sum + line.receivedQuantity, 0);
          return (
            <ListItemButton key={receipt.id} component={RouterLink} to={detailPath(receipt)} sx={TOUCH}>
              <ListItemText
                primary={`${receipt.receiptNo} · ${receipt.supplier}`}
                secondary={`${receipt.lines.length}개 품목 · 입고 ${received} / ${expected}`}
              />
            </ListItemButton>
          );
        })}
      </List>
      {page?.items.length === 0 && <Empty>처리할 입고가 없습니다.</Empty>}
    </>
  );
}

export const StoreListPage = () => <ReceiptListPage kind="STORE" />;
export const CollaborationListPage = () => <ReceiptListPage kind="COLLABO" />;
export const WarehousingPage = () => <ReceiptListPage />;
