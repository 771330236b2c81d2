import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { KoreanSafeTextField } from '../../components/ime/KoreanSafeTextField';
import type { ProductRecord } from '../../schemas/wms';
import { useScreenActive } from './KeepAlive';
import { SortBar } from './SortBar';
import { useWms } from './WmsContext';
import { Empty, ErrorAlert, TOUCH, amount } from './ui';
import { wmsApi, type Page } from './wmsApi';

/** /wms/search: products by name or barcode, with the chosen warehouse's stock. */
export function SearchPage() {
  const { warehouse, orderByType, orderColumn } = useWms();
  const [q, setQ] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState<Page<ProductRecord> | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Kept alive behind a product screen: shown again, the quantities are read afresh.
  const active = useScreenActive();
  useEffect(() => {
    if (!warehouse || !active) return;
    wmsApi
      .get<Page<ProductRecord>>('/homepage/v2/wms/products', {
        warehouseId: warehouse.id,
        q: searched,
        orderByType,
        orderColumn,
      })
      .then(setPage, setError);
  }, [warehouse, searched, orderByType, orderColumn, active]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched(q.trim());
  };
  return (
    <>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
        <KoreanSafeTextField
          label="상품명 또는 바코드"
          value={q}
          onValueChange={setQ}
          slotProps={{ htmlInput: { maxLength: 100, style: { minHeight: 32 } } }}
          sx={{ flex: 1, bgcolor: 'background.paper' }}
        />
        <Button type="submit" variant="contained" sx={{ ...TOUCH, minHeight: 56 }}>
          검색
        </Button>
      </Box>
      <SortBar />
      <ErrorAlert error={error} />
      <List component="div" sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
        {page?.items.map((product) => (
          <ListItemButton
            key={product.id}
            component={RouterLink}
            to={`/wms/prod/stock/${product.id}`}
            sx={TOUCH}
          >
            <ListItemText
              primary={`${product.name} · ${amount(product.quantity, product.unit)}`}
              secondary={`${product.barcode} · ${product.stocks.map((stock) => stock.locationCode).join(', ') || '재고 없음'}`}
            />
          </ListItemButton>
        ))}
      </List>
      {page?.items.length === 0 && <Empty>찾는 상품이 없습니다.</Empty>}
    </>
  );
}
