import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { KoreanSafeTextField } from '../../../components/ime/KoreanSafeTextField';
import { TelInput } from '../../../components/inputs/TelInput';
import { errorMessageOf } from '../../../dataProviders/apiErrors';
import { setPageTitle } from '../../../lib/pageTitle';
import { seoulLocaleText } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import { QUICK_ORDER_STATUS_LABELS } from '../../../schemas/quick/order';
import { usePublicPage } from '../layout/publicPage';
import { lookupQuickOrder } from './quickApi';
import type { QuickOrder } from './quickOrder';
import { findOrder, loadOrders, saveOrder } from './quickSession';
import { QuickOrderSummary } from './QuickOrderSummary';
import { QuickSteps } from './QuickSteps';
import { QUICK_TEXT } from './strings';

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; order: QuickOrder }
  | { state: 'failed'; message: string };

/**
 * quick24/order/detail: step 4, an order looked up on the server by its number and the sender's or
 * the receiver's phone, from any browser. An order paid in this browser fills both in.
 */
export function QuickDetailPage() {
  const { prefix } = usePublicPage();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const known = useMemo(() => (orderNo ? findOrder(orderNo) : null), [orderNo]);
  const [typedNo, setTypedNo] = useState(orderNo);
  const [phone, setPhone] = useState(known?.senderPhone ?? '');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const recent = useMemo(() => loadOrders().slice(0, 5), []);
  useEffect(() => setPageTitle(QUICK_TEXT.detailTitle, '퀵24'), []);

  const find = async (number: string, phoneNumber: string) => {
    setLookup({ state: 'loading' });
    try {
      const order = await lookupQuickOrder(number.trim(), phoneNumber);
      // The latest status replaces what this browser kept of its own order.
      if (findOrder(order.orderNo)) saveOrder(order);
      setLookup({ state: 'found', order });
    } catch (error) {
      setLookup({ state: 'failed', message: errorMessageOf(error, QUICK_TEXT.lookupFailed) });
    }
  };

  // An order of this browser (the complete page's link, a recent order) is looked up at once.
  useEffect(() => {
    if (known) {
      setTypedNo(known.orderNo);
      setPhone(known.senderPhone);
      void find(known.orderNo, known.senderPhone);
    }
  }, [known]);

  const order = lookup.state === 'found' ? lookup.order : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
      <QuickSteps current={4} />
      <Box>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
          {QUICK_TEXT.detailTitle}
        </Typography>
        <Typography color="text.secondary">{QUICK_TEXT.detailLead}</Typography>
      </Box>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ orderNo: typedNo.trim() }, { replace: true });
          void find(typedNo, phone);
        }}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' } }}
      >
        <KoreanSafeTextField
          id="quick-detail-order"
          label={QUICK_TEXT.orderNo}
          value={typedNo}
          onValueChange={(text) => setTypedNo(text.toUpperCase().slice(0, 20))}
          size="small"
          required
        />
        <TelInput
          id="quick-detail-phone"
          label={QUICK_TEXT.lookupPhone}
          value={phone}
          maxLength={11}
          onChange={setPhone}
          size="small"
          required
        />
        <Button type="submit" variant="contained" disableElevation disabled={lookup.state === 'loading'}>
          {QUICK_TEXT.detailSearch}
        </Button>
      </Box>
      {lookup.state === 'loading' && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{QUICK_TEXT.loading}</Typography>
        </Box>
      )}
      {lookup.state === 'failed' && (
        <Alert severity="warning" role="alert">
          {lookup.message}
        </Alert>
      )}
      {order && (
        <Box
          component="section"
          aria-label={`${QUICK_TEXT.orderNo} ${order.orderNo}`}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{QUICK_TEXT.orderNo}</Typography>
            <Typography>{order.orderNo}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{QUICK_TEXT.status}</Typography>
            <Typography data-testid="quick-status" color="primary">
              {QUICK_ORDER_STATUS_LABELS[order.status]}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{QUICK_TEXT.amount}</Typography>
            <Typography>{won(order.amount)}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{QUICK_TEXT.paidAt}</Typography>
            <Typography>{seoulLocaleText(order.paidAt)}</Typography>
          </Box>
          <QuickOrderSummary form={order} fare={order} />
        </Box>
      )}
      <Box component="section" aria-labelledby="quick-recent">
        <Typography id="quick-recent" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          {QUICK_TEXT.detailRecent}
        </Typography>
        {recent.length === 0 ? (
          <Typography color="text.secondary">{QUICK_TEXT.detailEmpty}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {recent.map((item) => (
              <li key={item.orderNo}>
                <Link component={RouterLink} to={`?orderNo=${item.orderNo}`} replace>
                  {item.orderNo}
                </Link>{' '}
                {QUICK_TEXT.route(item.fromDistrict, item.toDistrict)}
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Box>
        <Button component={RouterLink} to={`${prefix}/quick24/order/serviceApply`} variant="outlined">
          {QUICK_TEXT.newOrder}
        </Button>
      </Box>
    </Container>
  );
}
