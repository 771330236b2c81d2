import { useState } from 'react';
import { Stack } from '@mui/material';
import { RadioButtonGroup } from '../../../components/RadioButtonGroup';
import { SampleFrame, SampleSection } from '../SampleFrame';

const REGIONS = [
  { value: 'REGION_A', label: '서울/경기' },
  { value: 'REGION_B', label: '부산/경남' },
] as const;
const CYCLES = [
  { value: 'WEEKLY', label: '매주' },
  { value: 'BIWEEKLY', label: '격주' },
  { value: 'MONTHLY', label: '매월' },
  { value: 'ONCE', label: '한 번만', disabled: true },
  { value: 'DAILY', label: '매일' },
  { value: 'CUSTOM', label: '직접 정하기' },
] as const;

/** The radio-style button group: 2 columns by default, more on request, disabled and read-only. */
export function RadioSample() {
  const [region, setRegion] = useState<string>('REGION_A');
  const [cycle, setCycle] = useState<string>('WEEKLY');
  return (
    <SampleFrame title="라디오 버튼 그룹" intro="화살표 키로 선택을 옮길 수 있습니다.">
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <SampleSection title="기본 (2칸)">
          <RadioButtonGroup label="배송 권역" options={REGIONS} value={region} onChange={setRegion} />
        </SampleSection>
        <SampleSection title="3칸, 선택지 하나 비활성">
          <RadioButtonGroup
            label="배송 주기"
            options={CYCLES}
            value={cycle}
            onChange={setCycle}
            columns={3}
          />
        </SampleSection>
        <SampleSection title="전체 비활성">
          <RadioButtonGroup
            label="배송 권역 (비활성)"
            options={REGIONS}
            value="REGION_B"
            onChange={setRegion}
            disabled
          />
        </SampleSection>
        <SampleSection title="읽기 전용">
          <RadioButtonGroup
            label="신청한 배송 권역"
            options={REGIONS}
            value={region}
            onChange={setRegion}
            readonly
            helperText="신청이 끝나 바꿀 수 없습니다."
          />
        </SampleSection>
      </Stack>
    </SampleFrame>
  );
}
