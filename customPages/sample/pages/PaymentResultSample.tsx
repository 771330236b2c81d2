import {
  Alert,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { won } from '../../../lib/won';
import { SampleFrame } from '../SampleFrame';
import { useSampleHref } from '../sampleLink';

/** The test gateway's answer, read from the query the payment form sent. */
export function PaymentResultSample() {
  const [params] = useSearchParams();
  const href = useSampleHref();
  const result = params.get('result');
  const amount = Number(params.get('amount'));
  const installment = Number(params.get('installment') ?? 0);
  const known = result === 'approved' || result === 'declined';

  return (
    <SampleFrame title="결제 결과">
      {!known ? (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Alert severity="warning">
            결제 요청 정보가 없습니다. 결제 테스트 화면에서 결제를 진행해 주세요.
          </Alert>
          <Button
            component={RouterLink}
            to={href('payment-test')}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            결제 테스트로 가기
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Alert severity={result === 'approved' ? 'success' : 'error'}>
            {result === 'approved'
              ? '결제가 승인되었습니다.'
              : '카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.'}
          </Alert>
          <Paper variant="outlined">
            <Table size="small">
              <caption>결제 요청 내역</caption>
              <TableBody>
                <TableRow>
                  <TableCell component="th" scope="row">
                    주문번호
                  </TableCell>
                  <TableCell>{params.get('orderId')}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    상품명
                  </TableCell>
                  <TableCell>{params.get('product')}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    금액
                  </TableCell>
                  <TableCell>{won(amount)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    할부
                  </TableCell>
                  <TableCell>{installment > 0 ? `${installment}개월` : '일시불'}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    카드
                  </TableCell>
                  <TableCell>****-****-****-{params.get('last4')}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Paper>
          <Typography variant="body2" color="text.secondary">
            테스트 결제이므로 청구되지 않습니다.
          </Typography>
          <Button
            component={RouterLink}
            to={href('payment-test')}
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          >
            다시 결제하기
          </Button>
        </Stack>
      )}
    </SampleFrame>
  );
}
