import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { KoreanSafeTextField } from '../../components/ime/KoreanSafeTextField';
import { isEan13 } from '../../lib/wmsRules';
import type { ProductRecord } from '../../schemas/wms';
import type { ReceiptRecord } from '../../schemas/wmsStock';
import type { ScanOutcome } from './feedback';
import { ScanPanel } from './ScanPanel';
import { useWms } from './WmsContext';
import { NumberField } from './NumberField';
import { Outcome, TOUCH, TapButton, wholeNumber } from './ui';
import { wmsApi } from './wmsApi';

/** /wms/add/receipt/{id}: goods that came with a receipt but were not on it (추가 입고). */
export function AddReceiptPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { warehouse } = useWms();
  const [barcode, setBarcode] = useState('');
  const [product, setProduct] = useState<ProductRecord | null>(null);
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<unknown>(null);
  const findCode = async (code: string): Promise<ScanOutcome> => {
    setError(null);
    if (!isEan13(code)) {
      setError(new Error('바코드는 13자리 숫자(EAN-13)로 입력해주세요.'));
      return 'error';
    }
    try {
      setProduct(
        await wmsApi.get<ProductRecord>(`/homepage/v2/wms/products/barcode/${code}`, {
          warehouseId: warehouse!.id,
        }),
      );
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
  const add = async () => {
    const count = wholeNumber(quantity);
    if (!product || !count) return setError(new Error('추가할 수량을 1 이상의 숫자로 입력해주세요.'));
    try {
      const receipt = await wmsApi.post<ReceiptRecord>(`/homepage/v2/wms/receipts/${id}/lines`, {
        productId: product.id,
        expectedQuantity: count,
      });
      navigate(receipt.kind === 'COLLABO' ? `/wms/collabo/receipt/${id}` : `/wms/store/receipt/${id}`);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <>
      <ScanPanel onScan={findCode} hint="입고에 없던 상품의 바코드를 찍으세요." />
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
        <Paper variant="outlined" sx={{ p: 1.5, mt: 1, display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {product.name} · {product.spec}
          </Typography>
          <NumberField
            label={`추가 입고 예정 수량 (${product.unit})`}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <TapButton onClick={add}>입고에 추가</TapButton>
        </Paper>
      )}
      {/* Below the buttons: a message that comes or goes never moves a button under a finger. */}
      <Outcome error={error} />
    </>
  );
}
