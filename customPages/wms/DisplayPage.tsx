import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KoreanSafeTextField } from '../../components/ime/KoreanSafeTextField';
import { isEan13 } from '../../lib/wmsRules';
import type { LocationRecord, ProductRecord } from '../../schemas/wms';
import type { ScanOutcome } from './feedback';
import { ScanPanel } from './ScanPanel';
import { useWms } from './WmsContext';
import { NumberField } from './NumberField';
import { withParticle } from '../../lib/korean';
import { Outcome, TOUCH, TapButton, amount, wholeNumber } from './ui';
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

  const quantityField = useRef<HTMLInputElement>(null);
  const findCode = async (code: string): Promise<ScanOutcome> => {
    setError(null);
    setDone('');
    if (!isEan13(code)) {
      setError(new Error('바코드는 13자리 숫자(EAN-13)로 입력해주세요.'));
      return 'error';
    }
    try {
      const found = await wmsApi.get<ProductRecord>(`/homepage/v2/wms/products/barcode/${code}`, {
        warehouseId: warehouse!.id,
      });
      show(found);
      setBarcode(code);
      return 'ok';
    } catch (failure) {
      setError(failure);
      return 'error';
    }
  };
  const find = async (event: FormEvent) => {
    event.preventDefault();
    await findCode(barcode);
  };
  /** Scan the product, then the shelf it goes to: the quantity is all that is left to type. */
  const scanned = async (code: string): Promise<ScanOutcome> => {
    const shelf = locations.find((row) => row.code.toUpperCase() === code.toUpperCase());
    if (!shelf) return findCode(code);
    setError(null);
    setDone('');
    if (shelf.kind !== 'SHELF') {
      setError(
        new Error(`${withParticle(shelf.code, '은/는')} 입고 위치입니다. 진열할 선반의 바코드를 찍어주세요.`),
      );
      return 'error';
    }
    if (!product) {
      setError(new Error('먼저 진열할 상품의 바코드를 찍어주세요.'));
      return 'error';
    }
    setTo(shelf.id);
    setDone(`진열 위치 ${shelf.code}. 수량을 입력하고 진열하기를 눌러주세요.`);
    quantityField.current?.focus();
    return 'ok';
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
        { unit: product.unit },
      );
      show(updated);
      setQuantity('');
      update({ quantityChanged: true });
      const place = locations.find((row) => row.id === to)?.code ?? '';
      setDone(`${withParticle(amount(count, product.unit), '을/를')} ${place}에 진열했습니다.`);
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <>
      <ScanPanel onScan={scanned} hint="상품 바코드를 찍은 다음 진열할 선반 바코드를 찍으세요." />
      <Box component="form" onSubmit={(event) => void find(event)} sx={{ display: 'flex', gap: 1 }}>
        <KoreanSafeTextField
          label="바코드 번호"
          value={barcode}
          onValueChange={(text) => setBarcode(text.replace(/\D/g, '').slice(0, 13))}
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
            {product.name} · 이 창고 {amount(product.quantity, product.unit)}
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
                {stock.locationCode} ({amount(stock.quantity, product.unit)})
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
            label={`진열 수량 (${product.unit})`}
            inputRef={quantityField}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <TapButton onClick={shelve}>진열하기</TapButton>
        </Paper>
      )}
      {/* Below the buttons: a message that comes or goes never moves a button under a finger. */}
      <Outcome error={error} done={done} />
    </>
  );
}
