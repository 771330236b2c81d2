import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { DatePicker } from '../../../components/inputs/DatePicker';
import { DateRangePicker } from '../../../components/inputs/DateRangePicker';
import type { DateRange } from '../../../lib/dateShortcuts';
import { SampleFrame, SampleSection } from '../SampleFrame';

/** Single date with 오늘/어제, and a period with the four range shortcuts. */
export function DatePickerSample() {
  const [date, setDate] = useState('');
  const [range, setRange] = useState<DateRange>(['', '']);
  return (
    <SampleFrame
      title="날짜 선택"
      intro="2024-01-05, 2024.1.5, 20240105처럼 입력하고 Enter를 누르거나 칸을 벗어나면 읽습니다. 4자 미만은 빈 값이 됩니다."
    >
      <Stack spacing={2}>
        <SampleSection title="날짜 하나">
          <DatePicker label="배송 희망일" value={date} onChange={setDate} />
          <Typography sx={{ mt: 1 }}>값: {date || '(비어 있음)'}</Typography>
        </SampleSection>
        <SampleSection title="기간">
          <DateRangePicker value={range} onChange={setRange} groupLabel="조회 기간" />
          <Typography sx={{ mt: 1 }}>
            값: {range[0] || '(시작일 없음)'} ~ {range[1] || '(종료일 없음)'}
          </Typography>
        </SampleSection>
      </Stack>
    </SampleFrame>
  );
}
