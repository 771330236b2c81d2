import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  OutlinedInput,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useComposition } from '../../../components/ime/useComposition';
import { SampleFrame, SampleSection } from '../SampleFrame';

const SERVICES = [
  '스낵24',
  '조식24',
  '선물24',
  '오피스24',
  '구매24',
  '클린24',
  '퀵24',
  '식권24',
  '커피24',
  '법인폰',
  '화환24',
];
const BRANCHES = ['본사 (서울 강남)', '판교 연구소', '부산 지사', '대구 물류센터', '광주 고객센터'];

/** Single, multiple and searchable selection, all labelled and keyboard-operable. */
export function SelectSample() {
  const [service, setService] = useState('스낵24');
  const [many, setMany] = useState<string[]>(['스낵24', '커피24']);
  const [branch, setBranch] = useState<string | null>(null);
  // Enter that confirms a Korean syllable must not pick the highlighted branch and reset the text.
  const composition = useComposition();
  return (
    <SampleFrame title="선택 상자">
      <Stack spacing={4} sx={{ maxWidth: 480 }}>
        <SampleSection title="하나 고르기">
          <FormControl fullWidth>
            <InputLabel id="sample-service-label">서비스</InputLabel>
            <Select
              labelId="sample-service-label"
              label="서비스"
              value={service}
              onChange={(event) => setService(event.target.value)}
            >
              {SERVICES.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Typography sx={{ mt: 1 }}>선택: {service}</Typography>
        </SampleSection>
        <SampleSection title="여러 개 고르기">
          <FormControl fullWidth>
            <InputLabel id="sample-services-label">이용 서비스</InputLabel>
            <Select
              labelId="sample-services-label"
              multiple
              value={many}
              onChange={(event) =>
                setMany(
                  typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value,
                )
              }
              input={<OutlinedInput label="이용 서비스" />}
              renderValue={(selected) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  {selected.map((name) => (
                    <Chip key={name} label={name} size="small" />
                  ))}
                </Box>
              )}
            >
              {SERVICES.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Typography sx={{ mt: 1 }}>{many.length}개 선택</Typography>
        </SampleSection>
        <SampleSection title="검색해서 고르기">
          <Autocomplete
            options={BRANCHES}
            value={branch}
            onChange={(_event, next) => setBranch(next)}
            noOptionsText="일치하는 사업장이 없습니다"
            openText="목록 열기"
            closeText="목록 닫기"
            clearText="지우기"
            renderInput={(params) => (
              <TextField
                {...params}
                {...composition.handlers}
                label="사업장"
                placeholder="사업장 이름을 입력하세요"
              />
            )}
          />
          <Typography sx={{ mt: 1 }}>{branch ? `선택: ${branch}` : '아직 고르지 않았습니다.'}</Typography>
        </SampleSection>
      </Stack>
    </SampleFrame>
  );
}
