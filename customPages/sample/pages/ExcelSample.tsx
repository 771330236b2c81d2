import { useState } from 'react';
import {
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import { useToast } from '../../../components/toast/ToastProvider';
import { SampleFrame, SampleSection } from '../SampleFrame';
import { toCsv } from './csv';

interface Row {
  id: number;
  name: string;
  department: string;
  phone: string;
}

const HEADERS = ['이름', '부서', '휴대폰 번호'] as const;
const START: readonly Row[] = [
  { id: 1, name: '김하늘', department: '경영지원팀', phone: '01012345678' },
  { id: 2, name: '이도윤', department: '영업팀', phone: '01098765432' },
  { id: 3, name: '박서연', department: '개발팀, 플랫폼파트', phone: '01055556666' },
];

/** An editable member table exported as a CSV file that Excel opens with the Korean intact. */
export function ExcelSample() {
  const toast = useToast();
  const [rows, setRows] = useState<readonly Row[]>(START);
  const [nextId, setNextId] = useState(START.length + 1);

  const update = (id: number, key: keyof Omit<Row, 'id'>, value: string) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, [key]: value } : row)));

  const download = () => {
    const csv = toCsv([[...HEADERS], ...rows.map((row) => [row.name, row.department, row.phone])]);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = '구성원_목록.csv';
    link.click();
    // Revoke after the click has handed the file to the browser's download.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
    toast.message(`${rows.length}명의 목록을 내려받았습니다.`);
  };

  return (
    <SampleFrame
      title="엑셀 내보내기"
      intro="칸을 고친 뒤 내려받으면 엑셀에서 바로 열리는 CSV 파일이 만들어집니다."
    >
      <SampleSection title="구성원 목록">
        <TableContainer component={Paper} variant="outlined" sx={{ mb: 2 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {HEADERS.map((header) => (
                  <TableCell key={header}>{header}</TableCell>
                ))}
                <TableCell align="right">삭제</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <TextField
                      size="small"
                      fullWidth
                      value={row.name}
                      onChange={(event) => update(row.id, 'name', event.target.value)}
                      slotProps={{ htmlInput: { 'aria-label': `${index + 1}번째 이름` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      fullWidth
                      value={row.department}
                      onChange={(event) => update(row.id, 'department', event.target.value)}
                      slotProps={{ htmlInput: { 'aria-label': `${index + 1}번째 부서` } }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      fullWidth
                      value={row.phone}
                      onChange={(event) =>
                        update(row.id, 'phone', event.target.value.replace(/\D/g, '').slice(0, 11))
                      }
                      slotProps={{
                        htmlInput: { 'aria-label': `${index + 1}번째 휴대폰 번호`, inputMode: 'numeric' },
                      }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={`${index + 1}번째 줄 삭제`}
                      onClick={() => setRows((current) => current.filter((item) => item.id !== row.id))}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              setRows((current) => [...current, { id: nextId, name: '', department: '', phone: '' }]);
              setNextId(nextId + 1);
            }}
          >
            줄 추가
          </Button>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={download}
            disabled={rows.length === 0}
          >
            CSV 내려받기
          </Button>
        </Stack>
      </SampleSection>
    </SampleFrame>
  );
}
