import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { DisplayItemRecord } from '../../schemas/wmsStock';
import { SortBar } from './SortBar';
import { useWms } from './WmsContext';
import { Empty, ErrorAlert, TOUCH, amount } from './ui';
import { wmsApi, type Page } from './wmsApi';

/** /wms/displaying (the receiving area: waiting to be shelved) and /wms/displaylist (the shelves). */
export function DisplayListPage({ area }: { area: 'RECEIVING' | 'SHELF' }) {
  const { warehouse, orderByType, orderColumn, quantityChanged, update } = useWms();
  const [page, setPage] = useState<Page<DisplayItemRecord> | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!warehouse) return;
    wmsApi
      .get<Page<DisplayItemRecord>>('/homepage/v2/wms/displays', {
        warehouseId: warehouse.id,
        area,
        orderByType,
        orderColumn,
      })
      .then((found) => {
        setPage(found);
        // The lists are read again after a quantity change; once shown, the flag is spent.
        if (quantityChanged) update({ quantityChanged: false });
      }, setError);
  }, [warehouse, area, orderByType, orderColumn, quantityChanged, update]);
  return (
    <>
      <SortBar />
      <ErrorAlert error={error} />
      <List component="div" sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        {page?.items.map((item) => (
          <ListItemButton
            key={`${item.locationId}:${item.productId}`}
            component={RouterLink}
            to={
              area === 'RECEIVING'
                ? `/wms/display?productId=${item.productId}&from=${item.locationId}`
                : `/wms/prod/stock/${item.productId}`
            }
            sx={TOUCH}
          >
            <ListItemText
              primary={`${item.productName} · ${amount(item.quantity, item.unit)}`}
              secondary={`${item.locationCode} · ${item.barcode}`}
            />
          </ListItemButton>
        ))}
      </List>
      {page?.items.length === 0 && (
        <Empty>{area === 'RECEIVING' ? '진열을 기다리는 상품이 없습니다.' : '진열된 상품이 없습니다.'}</Empty>
      )}
    </>
  );
}

export const DisplayingPage = () => <DisplayListPage area="RECEIVING" />;
export const ShelfListPage = () => <DisplayListPage area="SHELF" />;
