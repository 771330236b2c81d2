import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { setPageTitle } from '../../../lib/pageTitle';
import { keepUtm } from './quickSession';
import { usePublicPage } from '../layout/publicPage';
import { TestCardForm } from '../payment/TestCardForm';
import { errorMessageOf } from '../../../dataProviders/apiErrors';
import { estimateFare } from './quickOrder';
import { won } from '../../../lib/won';
import { postQuickOrder } from './quickApi';
import { clearApplyForm, loadApplyForm, requestKeyOf, saveOrder } from './quickSession';
import { QuickOrderSummary } from './QuickOrderSummary';
import { QuickSteps } from './QuickSteps';
import { QUICK_TEXT } from './strings';

/** quick24/order/payment: step 2. Without a complete step 1 in the session it goes back there. */
export function QuickPaymentPage() {
  const { prefix } = usePublicPage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useMemo(loadApplyForm, []);
  const fare = estimateFare(form.fromDistrict, form.toDistrict, form.vehicle, form.urgent);
  const filled = [
    form.senderName,
    form.senderPhone,
    form.fromAddress,
    form.receiverName,
    form.receiverPhone,
    form.toAddress,
    form.item,
  ].every((value) => value.trim() !== '');
  useEffect(() => setPageTitle(QUICK_TEXT.paymentTitle, '퀵24'), []);
  if (!fare || !filled)
    return <Navigate to={`${prefix}/quick24/order/serviceApply${keepUtm(search)}`} replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
      <QuickSteps current={2} />
      <Box>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
          {QUICK_TEXT.paymentTitle}
        </Typography>
        <Typography color="text.secondary">{QUICK_TEXT.paymentLead}</Typography>
      </Box>
      <Typography component="h2" sx={{ fontWeight: 800 }}>
        {QUICK_TEXT.summary}
      </Typography>
      <QuickOrderSummary form={form} fare={fare} />
      <Box>
        <Button component={RouterLink} to={`${prefix}/quick24/order/serviceApply`}>
          {QUICK_TEXT.edit}
        </Button>
      </Box>
      <TestCardForm
        amountLabel={won(fare.amount)}
        onPay={async (card) => {
          try {
            const order = await postQuickOrder(
              form,
              {
                cardNumber: card.number,
                expiry: `${card.expiry.slice(0, 2)}/${card.expiry.slice(2)}`,
                holder: form.senderName,
                birthOrBusinessNo: card.owner,
                password2: card.password2,
              },
              requestKeyOf(),
            );
            saveOrder(order);
            clearApplyForm();
            navigate(`${prefix}/quick24/order/complete?orderNo=${order.orderNo}`, { replace: true });
            return null;
          } catch (error) {
            // A decline or a lost connection: the same key goes with the next try, so a payment
            // that did go through is found instead of charged again.
            return errorMessageOf(error, QUICK_TEXT.payFailed);
          }
        }}
      />
    </Container>
  );
}
