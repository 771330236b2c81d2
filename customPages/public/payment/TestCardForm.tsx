import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { focusField } from '../../../components/form/useFormValidation';
import { TelInput } from '../../../components/inputs/TelInput';
import { cardErrors, groupCardNumber, TEST_CARDS } from './testCard';
import type { CardInput } from './testCard';

const FIELDS: readonly {
  key: keyof CardInput;
  label: string;
  max: number;
  hint?: string;
  secret?: boolean;
}[] = [
  { key: 'number', label: '카드 번호', max: 16, hint: '숫자만 입력해주세요.' },
  { key: 'expiry', label: '유효기간 (MMYY)', max: 4, hint: '예) 2028년 12월 → 1228' },
  { key: 'owner', label: '생년월일 6자리 (법인카드는 사업자등록번호)', max: 10 },
  { key: 'password2', label: '비밀번호 앞 2자리', max: 2, secret: true },
];

export const PAYMENT_TEXT = {
  testNotice: '테스트 결제입니다. 실제로 결제되거나 돈이 나가지 않습니다.',
  testCards: `승인 테스트 카드 ${groupCardNumber(TEST_CARDS.approve)} · 거절 테스트 카드 ${groupCardNumber(TEST_CARDS.decline)} (유효기간은 지나지 않은 아무 날짜)`,
  pay: (amount: string) => `${amount} 결제하기`,
  paying: '결제 중…',
} as const;

/**
 * A card form against the test gateway. `onPay` takes the checked card and answers null when paid,
 * or the message of a decline, which shows under the form.
 */
export function TestCardForm({
  amountLabel,
  onPay,
}: {
  amountLabel: string;
  onPay: (card: CardInput) => Promise<string | null>;
}) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', owner: '', password2: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof CardInput, string>>>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const root = useRef<HTMLFormElement | null>(null);

  const pay = () => {
    const found = cardErrors(card, new Date());
    setErrors(found);
    setDeclined(null);
    const first = FIELDS.find(({ key }) => found[key]);
    if (first) {
      focusField(first.key, root.current ?? document);
      return;
    }
    setPaying(true);
    void onPay(card).then((message) => {
      setPaying(false);
      if (message) setDeclined(message);
    });
  };

  return (
    <Box
      component="form"
      ref={root}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Alert severity="info">
        {PAYMENT_TEXT.testNotice}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {PAYMENT_TEXT.testCards}
        </Typography>
      </Alert>
      {FIELDS.map(({ key, label, max, hint, secret }) => (
        <TelInput
          key={key}
          id={`card-${key}`}
          name={key}
          data-field={key}
          label={label}
          type={secret ? 'tel_password' : 'tel'}
          value={card[key]}
          maxLength={max}
          onChange={(digits) => setCard((current) => ({ ...current, [key]: digits }))}
          error={Boolean(errors[key])}
          helperText={errors[key] ?? hint}
          fullWidth
        />
      ))}
      {declined && (
        <Alert severity="error" role="alert">
          {declined}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={paying} disableElevation>
        {paying ? PAYMENT_TEXT.paying : PAYMENT_TEXT.pay(amountLabel)}
      </Button>
    </Box>
  );
}
