import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useAlert } from '../../../components/dialogs/DialogProvider';
import { focusField, useFormValidation } from '../../../components/form/useFormValidation';
import type { FormRules } from '../../../components/form/useFormValidation';
import { TelInput } from '../../../components/inputs/TelInput';
import { TextareaWithCounter } from '../../../components/inputs/TextareaWithCounter';
import { RadioButtonGroup } from '../../../components/RadioButtonGroup';
import { SampleFrame } from '../SampleFrame';

interface SampleInquiry {
  companyName: string;
  cellphone: string;
  email: string;
  region: '' | 'REGION_A' | 'REGION_B';
  contents: string;
  agree: boolean;
}

const EMPTY: SampleInquiry = {
  companyName: '',
  cellphone: '',
  email: '',
  region: '',
  contents: '',
  agree: false,
};

const RULES: FormRules<SampleInquiry> = {
  companyName: { message: '회사명을 입력해주세요.', trigger: 'blur' },
  cellphone: [
    { message: '휴대폰 번호를 입력해주세요.', trigger: 'blur' },
    {
      validator: (value) =>
        /^01[016789]\d{7,8}$/.test(String(value)) ? null : '휴대폰 번호를 정확하게 입력해주세요.',
      trigger: 'blur',
    },
  ],
  email: {
    validator: (value) =>
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value)) ? null : '이메일을 정확하게 입력해주세요.',
    trigger: 'change',
  },
  region: { message: '필수값 입니다.', trigger: 'change' },
  contents: { message: '문의 내용을 입력해주세요.', trigger: 'blur' },
  agree: { message: '개인정보 수집 및 이용에 동의해주세요.', trigger: 'change' },
};

/** The generic validation at work: blur and change rules, the first failure focused on submit. */
export function FormSample() {
  const alert = useAlert();
  const form = useFormValidation({ model: EMPTY, rules: RULES });
  const [sent, setSent] = useState('');
  const { values, errors, setValue, validateField } = form;

  const submit = async () => {
    const result = form.validate();
    if (!result.valid && result.firstInvalidField) {
      focusField(result.firstInvalidField);
      return;
    }
    setSent(`${values.companyName} (${values.email})`);
    await alert('입력한 내용이 모든 규칙을 통과했습니다.', { title: '검증 완료' });
  };

  return (
    <SampleFrame
      title="폼 검증"
      intro="회사명·휴대폰·문의 내용은 칸을 벗어날 때, 이메일·권역·동의는 바꿀 때 검사합니다. 제출하면 첫 오류 칸으로 이동합니다."
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ maxWidth: 560 }}
      >
        <Stack spacing={3}>
          <TextField
            {...form.fieldProps('companyName')}
            label="회사명"
            required
            slotProps={{ htmlInput: { maxLength: 90 } }}
          />
          <TelInput
            name="cellphone"
            label="휴대폰 번호"
            required
            maxLength={11}
            value={values.cellphone}
            onChange={(digits) => setValue('cellphone', digits)}
            onBlur={() => validateField('cellphone', 'blur')}
            error={Boolean(errors.cellphone)}
            helperText={errors.cellphone}
          />
          <TextField {...form.fieldProps('email')} label="이메일" type="email" required />
          <div data-field="region">
            <RadioButtonGroup
              label="지역"
              options={[
                { value: 'REGION_A', label: '서울/경기' },
                { value: 'REGION_B', label: '부산/경남' },
              ]}
              value={values.region}
              onChange={(region) => setValue('region', region)}
              error={Boolean(errors.region)}
              helperText={errors.region}
            />
          </div>
          <TextareaWithCounter
            name="contents"
            label="문의 내용"
            required
            maxLength={500}
            value={values.contents}
            onChange={(text) => setValue('contents', text)}
            onBlur={() => validateField('contents', 'blur')}
            error={Boolean(errors.contents)}
            helperText={errors.contents}
          />
          <Box data-field="agree">
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.agree}
                  onChange={(event) => setValue('agree', event.target.checked)}
                />
              }
              label="개인정보 수집 및 이용에 동의합니다."
            />
            {errors.agree ? <FormHelperText error>{errors.agree}</FormHelperText> : null}
          </Box>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              제출
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                form.resetFields();
                setSent('');
              }}
            >
              초기화 (resetFields)
            </Button>
            <Button variant="text" onClick={() => form.clearValidate()}>
              오류 지우기 (clearValidate)
            </Button>
          </Stack>
          <FormHelperText role="status">
            {sent ? `통과한 제출: ${sent}` : '아직 통과한 제출이 없습니다.'}
          </FormHelperText>
        </Stack>
      </Box>
    </SampleFrame>
  );
}
