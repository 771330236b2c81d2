import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isEan13 } from '../../lib/wmsRules';
import type { LocationRecord, ProductRecord } from '../../schemas/wms';
import { useWms } from './WmsContext';
import { NumberField } from './NumberField';
import { ErrorAlert, TOUCH, TapButton, wholeNumber } from './ui';
import { wmsApi } from './wmsApi';

const nativeSelect = { select: { native: true }, htmlInput: { style: { minHeight: 32 } } };

/**
 * /wms/display: shelving. The worker picks the product (barcode, or from 진열 대기), where it lies
 * and where it goes; the move carries the quantity the worker saw, so a move made meanwhile by
 * someone else is refused (409) instead of being silently overdrawn.
 */
export function DisplayPage() {
  const [params] = useSearchParams();
  const { warehouse, update } = useWms();
  const [barcode, setBarcode] = useState('');
  const [product, setProduct] = useState<ProductRecord | null>(null);
  const [locations, setLocations] = useState<LocationRecord[]>([]);
  const [from, setFrom] = useState(params.get('from') ?? '');
  const [to, setTo] = useState('');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');

  const show = useCallback((found: ProductRecord) => {
    setProduct(found);
    setFrom((current) =>
      found.stocks.some((stock) => stock.locationId === current)
        ? current
        : (found.stocks[0]?.locationId ?? ''),
    );
  }, []);
  useEffect(() => {
    if (!warehouse) return;
    wmsApi.get<LocationRecord[]>(`/homepage/v2/wms/warehouses/${warehouse.id}/locations`).then((list) => {
      setLocations(list);
      setTo(list.find((row) => row.kind === 'SHELF')?.id ?? '');
    }, setError);
    const productId = params.get('productId');
    if (productId)
      wmsApi
        .get<ProductRecord>(`/homepage/v2/wms/products/${productId}`, { warehouseId: warehouse.id })
        .then(show, setError);
  }, [warehouse, params, show]);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isEan13(barcode)) return setError(new Error('바코드는 13자리 숫자(EAN-13)로 입력해주세요.'));
    try {
      show(
        await wmsApi.get<ProductRecord>(`/homepage/v2/wms/products/barcode/${barcode}`, {
          warehouseId: warehouse!.id,
        }),
      );
    } catch (failure) {
      setError(failure);
    }
  };
  const source = product?.stocks.find((stock) => stock.locationId === from);
  const shelve = async () => {
    setError(null);
    setDone('');
    const count = wholeNumber(quantity);
    if (!product || !source || !count)
      return setError(new Error('출발 위치와 1 이상의 수량을 입력해주세요.'));
    try {
      const updated = await wmsApi.post<ProductRecord>(
        `/homepage/v2/wms/warehouses/${warehouse!.id}/display`,
        {
          productId: product.id,
          fromLocationId: from,
          toLocationId: to,
          quantity: count,
          expectedQuantity: source.quantity,
        },
      );
      show(updated);
      setQuantity('');
      update({ quantityChanged: true });
      setDone(`${count}개를 ${locations.find((row) => row.id === to)?.code ?? ''}에 진열했습니다.`);
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <>
      <Box component="form" onSubmit={(event) => void find(event)} sx={{ display: 'flex', gap: 1 }}>
        <TextField
          label="바코드 번호"
          value={barcode}
          onChange={(event) => setBarcode(event.target.value.replace(/\D/g, '').slice(0, 13))}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { minHeight: 32 } } }}
          sx={{ flex: 1, bgcolor: 'background.paper' }}
        />
        <Button type="submit" variant="contained" sx={{ ...TOUCH, minHeight: 56 }}>
          찾기
        </Button>
      </Box>
      {product && (
        <Paper variant="outlined" sx={{ p: 1.5, mt: 1, display: 'grid', gap: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {product.name} · 이 창고 {product.quantity}
            {product.unit}
          </Typography>
          <TextField
            select
            label="출발 위치"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={nativeSelect}
          >
            {product.stocks.map((stock) => (
              <option key={stock.locationId} value={stock.locationId}>
                {stock.locationCode} ({stock.quantity}개)
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="진열 위치"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={nativeSelect}
          >
            {locations
              .filter((row) => row.kind === 'SHELF')
              .map((row) => (
                <option key={row.id} value={row.id}>
                  {row.code} {row.name}
                </option>
              ))}
          </TextField>
          <NumberField
            label="진열 수량"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <TapButton onClick={shelve}>진열하기</TapButton>
        </Paper>
      )}
      <ErrorAlert error={error} />
      {done && (
        <Alert severity="success" sx={{ my: 1 }}>
          {done}
        </Alert>
      )}
    </>
  );
}
