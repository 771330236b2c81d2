import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isEan13 } from '../../lib/wmsRules';
import type { ProductRecord } from '../../schemas/wms';
import { decodePhoto, readerName, scanCamera } from './scanner';
import { useWms } from './WmsContext';
import { ErrorAlert, TOUCH, TapButton } from './ui';
import { wmsApi } from './wmsApi';

const INVALID = '바코드는 13자리 숫자(EAN-13)이며 마지막 자리가 검증 숫자와 맞아야 합니다.';

/** /wms/barcode: scan with the camera or a photo, or type the 13 digits; opens the product. */
export function BarcodePage() {
  const navigate = useNavigate();
  const { warehouse } = useWms();
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [reader, setReader] = useState('');
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => {
    void readerName().then(setReader);
    return () => stop.current?.();
  }, []);

  const open = async (value: string) => {
    const digits = value.trim();
    setCode(digits);
    if (!isEan13(digits)) return setError(new Error(INVALID));
    setError(null);
    try {
      const product = await wmsApi.get<ProductRecord>(`/homepage/v2/wms/products/barcode/${digits}`, {
        warehouseId: warehouse!.id,
      });
      navigate(`/wms/prod/stock/${product.id}`);
    } catch (failure) {
      setError(failure);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void open(code);
  };
  const startCamera = async () => {
    setError(null);
    try {
      setScanning(true);
      stop.current = await scanCamera(video.current!, (found) => {
        stop.current?.();
        setScanning(false);
        void open(found);
      });
    } catch {
      setScanning(false);
      setError(new Error('카메라를 사용할 수 없습니다. 사진으로 스캔하거나 바코드 숫자를 입력해주세요.'));
    }
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
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label="바코드 번호"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 13))}
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
      <ErrorAlert error={error} />
      <Box sx={{ display: 'grid', gap: 1, mt: 2 }}>
        <TapButton onClick={() => void startCamera()} disabled={scanning}>
          {scanning ? '바코드를 비춰주세요…' : '카메라로 스캔'}
        </TapButton>
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
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label="카메라 화면"
        sx={{ width: '100%', mt: 1, display: scanning ? 'block' : 'none', borderRadius: 1 }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {reader}
      </Typography>
    </>
  );
}
