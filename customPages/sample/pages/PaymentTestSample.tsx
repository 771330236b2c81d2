import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router';
import { luhnValid } from '../../../lib/card';
import { won } from '../../../lib/won';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { SampleFrame } from '../SampleFrame';
import { useSampleHref } from '../sampleLink';
import { TEST_CARDS, expiryValid, maskCardNumber, maskExpiry, testGatewayDecision } from './payment';

const INSTALLMENTS = [0, 2, 3, 6, 12];

/** A card form for the test gateway; it sends the result page only the outcome and the last four digits. */
export function PaymentTestSample() {
  const navigate = useNavigate();
  const href = useSampleHref();
  const [product, setProduct] = useState('스낵24 4월 정기 배송');
  const [amount, setAmount] = useState(128_000);
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [installment, setInstallment] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const digits = card.replace(/\D/g, '');
    const found: Record<string, string> = {};
    if (!product.trim()) found.product = '상품명을 입력해주세요.';
    if (Number.isNaN(amount) || amount < 100) found.amount = '100원 이상 입력해주세요.';
    if (!luhnValid(digits)) found.card = '카드 번호를 정확하게 입력해주세요.';
    if (!expiryValid(expiry)) found.expiry = '유효기간을 MM/YY 형식으로 정확하게 입력해주세요.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const orderId = `PAY-${Date.now().toString(36).toUpperCase()}`;
    navigate(
      href('payment-result', {
        orderId,
        product: product.trim(),
        amount: String(amount),
        installment: String(installment),
        last4: digits.slice(-4),
        result: testGatewayDecision(digits),
      }),
    );
  };

  return (
    <SampleFrame title="결제 테스트" intro="테스트 결제창입니다. 실제 결제는 일어나지 않습니다.">
      <Alert severity="info" sx={{ mb: 3, maxWidth: 560 }}>
        승인 카드 {maskCardNumber(TEST_CARDS.approved)} · 거절 카드 {maskCardNumber(TEST_CARDS.declined)} ·
        유효기간은 오늘 이후 아무 달
      </Alert>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ maxWidth: 560 }}
      >
        <Stack spacing={3}>
          <TextField
            label="상품명"
            required
            value={product}
            onChange={(event) => setProduct(event.target.value)}
            error={Boolean(errors.product)}
            helperText={errors.product}
          />
          <NumberInput
            label="결제 금액 (원)"
            required
            value={amount}
            onChange={setAmount}
            min={0}
            max={10_000_000}
            error={Boolean(errors.amount)}
            helperText={errors.amount ?? '최대 1,000만 원'}
          />
          <TextField
            label="카드 번호"
            required
            value={card}
            onChange={(event) => setCard(maskCardNumber(event.target.value))}
            placeholder="0000-0000-0000-0000"
            error={Boolean(errors.card)}
            helperText={errors.card}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label="유효기간"
              required
              value={expiry}
              onChange={(event) => setExpiry(maskExpiry(event.target.value))}
              placeholder="MM/YY"
              error={Boolean(errors.expiry)}
              helperText={errors.expiry}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label="할부"
              value={installment}
              onChange={(event) => setInstallment(Number(event.target.value))}
              sx={{ flex: 1 }}
            >
              {INSTALLMENTS.map((months) => (
                <MenuItem key={months} value={months}>
                  {months === 0 ? '일시불' : `${months}개월`}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" size="large">
              {Number.isNaN(amount) ? '결제하기' : `${won(amount)} 결제하기`}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                setCard(maskCardNumber(TEST_CARDS.approved));
                setExpiry('12/39');
              }}
            >
              승인 카드 채우기
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                setCard(maskCardNumber(TEST_CARDS.declined));
                setExpiry('12/39');
              }}
            >
              거절 카드 채우기
            </Button>
          </Stack>
        </Stack>
      </Box>
    </SampleFrame>
  );
}
