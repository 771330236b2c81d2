import { useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { TelInput } from '../../../components/inputs/TelInput';
import { TextareaWithCounter } from '../../../components/inputs/TextareaWithCounter';
import { SampleFrame, SampleSection } from '../SampleFrame';

/** The input kinds of the schemas: text, tel, tel_password, number, textarea with a limit. */
export function InputSample() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [secret, setSecret] = useState('');
  const [quantity, setQuantity] = useState(Number.NaN);
  const [memo, setMemo] = useState('');
  return (
    <SampleFrame title="입력" intro="전화번호는 숫자만, 수량은 정수만 받고 범위를 넘으면 맞춰집니다.">
      <Stack spacing={4} sx={{ maxWidth: 480 }}>
        <SampleSection title="글자">
          <TextField
            fullWidth
            label="담당자 이름"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 230 } }}
          />
        </SampleSection>
        <SampleSection title="전화번호 (tel)">
          <TelInput
            fullWidth
            label="휴대폰 번호"
            value={phone}
            onChange={setPhone}
            maxLength={11}
            placeholder="01012345678"
            helperText="하이픈 없이 숫자 11자리"
          />
          <Typography sx={{ mt: 1 }}>값: {phone || '(비어 있음)'}</Typography>
        </SampleSection>
        <SampleSection title="가려진 번호 (tel_password)">
          <TelInput
            fullWidth
            type="tel_password"
            label="결제 비밀번호"
            value={secret}
            onChange={setSecret}
            maxLength={6}
            helperText="숫자 6자리"
          />
          <Typography sx={{ mt: 1 }}>입력한 자릿수: {secret.length}</Typography>
        </SampleSection>
        <SampleSection title="숫자 (1~999)">
          <NumberInput
            fullWidth
            label="주문 수량"
            value={quantity}
            onChange={setQuantity}
            min={1}
            max={999}
            helperText="999를 넘으면 999, 칸을 벗어날 때 1보다 작으면 1이 됩니다"
          />
          <Typography sx={{ mt: 1 }}>값: {Number.isNaN(quantity) ? 'NaN (비어 있음)' : quantity}</Typography>
        </SampleSection>
        <SampleSection title="글자 수 제한 (200자)">
          <TextareaWithCounter
            fullWidth
            label="요청 사항"
            value={memo}
            onChange={setMemo}
            maxLength={200}
            placeholder="배송 시 요청 사항을 적어 주세요"
          />
        </SampleSection>
      </Stack>
    </SampleFrame>
  );
}
