import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { COMPANY_INFO } from '../../../lib/companyInfo';
import { setPageTitle } from '../../../lib/pageTitle';
import { seoulLocaleText } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import { PAY_TEXT, findResult } from './externalPayment';

/** /externalPay/result?approvalNo=: the receipt of a payment made in this browser. */
export function ExternalPayResultPage() {
  const [params] = useSearchParams();
  const result = useMemo(() => findResult(params.get('approvalNo') ?? ''), [params]);
  useEffect(() => setPageTitle(result ? PAY_TEXT.resultTitle : PAY_TEXT.resultMissingTitle), [result]);

  if (!result) {
    return (
      <Container maxWidth="sm" sx={{ py: 8, display: 'grid', gap: 2, textAlign: 'center' }}>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: 26 }}>
          {PAY_TEXT.resultMissingTitle}
        </Typography>
        <Typography color="text.secondary">{PAY_TEXT.resultMissingBody}</Typography>
        <Typography color="text.secondary">
          {PAY_TEXT.customerCenter} {COMPANY_INFO.customerCenter}
        </Typography>
      </Container>
    );
  }
  const rows: [string, string][] = [
    [PAY_TEXT.payer, result.payer],
    [PAY_TEXT.item, result.item || PAY_TEXT.itemDefault],
    [PAY_TEXT.amount, won(result.amount)],
    [PAY_TEXT.card, `**** ${result.cardLast4}`],
    [PAY_TEXT.approvalNo, result.approvalNo],
    [PAY_TEXT.approvedAt, seoulLocaleText(result.approvedAt)],
  ];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 }, display: 'grid', gap: 3, justifyItems: 'center' }}>
      <Box component="img" src="/images/complete.svg" alt="" width={96} height={96} />
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 32 } }}>
        {PAY_TEXT.resultTitle}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          p: 2.5,
          width: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          display: 'grid',
          gridTemplateColumns: '110px 1fr',
          gap: 1,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {PAY_TEXT.customerCenter} {COMPANY_INFO.customerCenter}
      </Typography>
    </Container>
  );
}
