import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { KoreanSafeTextField } from '../../components/ime/KoreanSafeTextField';
import { isEan13 } from '../../lib/wmsRules';
import type { ProductRecord } from '../../schemas/wms';
import type { ScanOutcome } from './feedback';
import { decodePhoto, readerName } from './scanner';
import { ScanPanel } from './ScanPanel';
import { useWms } from './WmsContext';
import { ErrorAlert, TOUCH, amount } from './ui';
import { wmsApi } from './wmsApi';

const INVALID = '바코드는 13자리 숫자(EAN-13)이며 마지막 자리가 검증 숫자와 맞아야 합니다.';
/** How many scanned products the screen keeps listed. */
const KEPT = 20;

/**
 * /wms/barcode: scan one product after another (a hardware scanner, or the camera left on), each
 * listed at once with its stock here; or type the 13 digits, or take a photo, to open one product.
 */
export function BarcodePage() {
  const navigate = useNavigate();
  const { warehouse } = useWms();
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [reader, setReader] = useState('');
  const [scans, setScans] = useState<ProductRecord[]>([]);

  useEffect(() => {
    void readerName().then(setReader);
  }, []);

  const lookup = (digits: string) =>
    wmsApi.get<ProductRecord>(`/homepage/v2/wms/products/barcode/${digits}`, {
      warehouseId: warehouse!.id,
    });
  const open = async (value: string) => {
    const digits = value.trim();
    setCode(digits);
    if (!isEan13(digits)) return setError(new Error(INVALID));
    setError(null);
    try {
      navigate(`/wms/prod/stock/${(await lookup(digits)).id}`);
    } catch (failure) {
      setError(failure);
    }
  };
  const scanned = async (value: string): Promise<ScanOutcome> => {
    if (!isEan13(value)) {
      setError(new Error(INVALID));
      return 'error';
    }
    setError(null);
    try {
      const product = await lookup(value);
      setScans((current) => [product, ...current.filter((row) => row.id !== product.id)].slice(0, KEPT));
      return 'ok';
    } catch (failure) {
      setError(failure);
      return 'error';
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void open(code);
  };
  const photo = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const found = await decodePhoto(file).catch(() => null);
    if (found) void open(found);
    else
      setError(
        new Error('사진에서 바코드를 찾지 못했습니다. 바코드가 화면에 크게 나오도록 다시 찍어주세요.'),
      );
  };

  return (
    <>
      <ScanPanel onScan={scanned} hint="상품을 연달아 찍으면 아래에 재고와 함께 쌓입니다." />
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <KoreanSafeTextField
          label="바코드 번호"
          value={code}
          onValueChange={(text) => setCode(text.replace(/\D/g, '').slice(0, 13))}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              maxLength: 13,
              style: { minHeight: 32, fontSize: '1.1rem' },
            },
          }}
          sx={{ flex: 1, bgcolor: 'background.paper' }}
        />
        <Button type="submit" variant="contained" sx={{ ...TOUCH, minHeight: 56 }}>
          찾기
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
        <Button component="label" variant="outlined" sx={{ ...TOUCH, bgcolor: 'background.paper' }}>
          사진으로 스캔
          <input
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            aria-label="바코드 사진 선택"
            onChange={(event) => void photo(event.target.files?.[0])}
          />
        </Button>
      </Box>
      {/* Below the buttons: a message that comes or goes never moves a button under a finger. */}
      <ErrorAlert error={error} />
      {scans.length > 0 && (
        <>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
            스캔한 상품 {scans.length}개
          </Typography>
          <List component="div" sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
            {scans.map((product) => (
              <ListItemButton
                key={product.id}
                component={RouterLink}
                to={`/wms/prod/stock/${product.id}`}
                sx={TOUCH}
              >
                <ListItemText
                  primary={`${product.name} · ${amount(product.quantity, product.unit)}`}
                  secondary={`${product.barcode} · ${product.stocks.map((stock) => stock.locationCode).join(', ') || '이 창고에 재고 없음'}`}
                />
              </ListItemButton>
            ))}
          </List>
        </>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {reader}
      </Typography>
    </>
  );
}
