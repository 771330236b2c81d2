import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { COMPANY_INFO } from '../../../lib/companyInfo';
import { setPageTitle } from '../../../lib/pageTitle';
import { won } from '../../../lib/won';
import { TestCardForm } from '../payment/TestCardForm';
import { chargeTestCard } from '../payment/testCard';
import { PAY_TEXT, parsePaymentRequest, saveResult } from './externalPayment';

/** /externalPay?amount=&payer=&item=: a payment link sent by an operator, paid by card (test gateway). */
export function ExternalPayPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const request = parsePaymentRequest(search);
  useEffect(() => setPageTitle(PAY_TEXT.title), []);

  if (!request) {
    return (
      <Container maxWidth="sm" sx={{ py: 8, display: 'grid', gap: 2, textAlign: 'center' }}>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: 26 }}>
          {PAY_TEXT.invalidTitle}
        </Typography>
        <Typography color="text.secondary">{PAY_TEXT.invalidBody}</Typography>
        <Typography color="text.secondary">
          {PAY_TEXT.customerCenter} {COMPANY_INFO.customerCenter}
        </Typography>
      </Container>
    );
  }

  const rows: [string, string][] = [
    [PAY_TEXT.payer, request.payer],
    [PAY_TEXT.item, request.item || PAY_TEXT.itemDefault],
    [PAY_TEXT.amount, won(request.amount)],
  ];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 }, display: 'grid', gap: 3 }}>
      <Box>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
          {PAY_TEXT.title}
        </Typography>
        <Typography color="text.secondary">{PAY_TEXT.lead}</Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          p: 2.5,
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
            <Typography
              component="dd"
              sx={{ m: 0 }}
              data-testid={label === PAY_TEXT.amount ? 'pay-amount' : undefined}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <TestCardForm
        amountLabel={won(request.amount)}
        onPay={async (card) => {
          const result = chargeTestCard(card, new Date());
          if (!result.ok) return result.message;
          saveResult({ ...request, ...result.approval });
          navigate(`/externalPay/result?approvalNo=${result.approval.approvalNo}`, { replace: true });
          return null;
        }}
      />
    </Container>
  );
}
