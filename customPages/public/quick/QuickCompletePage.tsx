import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { setPageTitle } from '../../../lib/pageTitle';
import { keepUtm } from './quickSession';
import { usePublicPage } from '../layout/publicPage';
import { findOrder } from './quickSession';
import { QuickOrderSummary } from './QuickOrderSummary';
import { QuickSteps } from './QuickSteps';
import { QUICK_TEXT } from './strings';

/** quick24/order/complete: step 3, the order number and what was paid. */
export function QuickCompletePage() {
  const { prefix } = usePublicPage();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const orderNo = params.get('orderNo') ?? '';
  const order = useMemo(() => findOrder(orderNo), [orderNo]);
  useEffect(() => setPageTitle(QUICK_TEXT.completeTitle, '퀵24'), []);
  // Not paid in this browser: the order is still found by its number on the lookup page.
  if (!order)
    return (
      <Navigate
        to={
          orderNo
            ? `${prefix}/quick24/order/detail?orderNo=${encodeURIComponent(orderNo)}`
            : `${prefix}/quick24/order/serviceApply${keepUtm(search)}`
        }
        replace
      />
    );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
      <QuickSteps current={3} />
      <Box sx={{ textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}>
        <Box component="img" src="/images/complete.svg" alt="" width={96} height={96} />
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}>
          {QUICK_TEXT.completeTitle}
        </Typography>
        <Typography color="text.secondary">{QUICK_TEXT.completeLead}</Typography>
        <Typography>
          {QUICK_TEXT.orderNo}{' '}
          <Box component="strong" data-testid="quick-order-no" sx={{ fontSize: 20 }}>
            {order.orderNo}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {QUICK_TEXT.approval(order.approvalNo, order.cardLast4)}
        </Typography>
      </Box>
      <QuickOrderSummary form={order} fare={order} />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={`${prefix}/quick24/order/detail?orderNo=${order.orderNo}`}
          disableElevation
        >
          {QUICK_TEXT.toDetail}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`${prefix}/quick24/order/serviceApply`}>
          {QUICK_TEXT.newOrder}
        </Button>
      </Box>
    </Container>
  );
}
