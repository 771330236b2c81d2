import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { setPageTitle } from '../../../lib/pageTitle';
import { usePublicPage } from '../layout/publicPage';
import { seoulLocaleText } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import { findOrder, loadOrders } from './quickSession';
import { QuickOrderSummary } from './QuickOrderSummary';
import { QuickSteps } from './QuickSteps';
import { QUICK_TEXT } from './strings';

/** quick24/order/detail: step 4, an order of this browser session looked up by its number. */
export function QuickDetailPage() {
  const { prefix } = usePublicPage();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const [typed, setTyped] = useState(orderNo);
  const order = useMemo(() => (orderNo ? findOrder(orderNo) : null), [orderNo]);
  const recent = useMemo(() => loadOrders().slice(0, 5), []);
  useEffect(() => setPageTitle(QUICK_TEXT.detailTitle, '퀵24'), []);

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
          setParams({ orderNo: typed.trim() });
        }}
        sx={{ display: 'flex', gap: 1 }}
      >
        <TextField
          id="quick-detail-order"
          label={QUICK_TEXT.orderNo}
          value={typed}
          onChange={(e) => setTyped(e.target.value.toUpperCase())}
          size="small"
          fullWidth
        />
        <Button type="submit" variant="contained" disableElevation>
          {QUICK_TEXT.detailSearch}
        </Button>
      </Box>
      {orderNo && !order && <Alert severity="warning">{QUICK_TEXT.detailNotFound}</Alert>}
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
              {QUICK_TEXT.statusReceived}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{QUICK_TEXT.amount}</Typography>
            <Typography>{won(order.fare.amount)}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{QUICK_TEXT.paidAt}</Typography>
            <Typography>{seoulLocaleText(order.payment.approvedAt)}</Typography>
          </Box>
          <QuickOrderSummary form={order.form} fare={order.fare} />
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
                <Link
                  component={RouterLink}
                  to={`?orderNo=${item.orderNo}`}
                  onClick={() => setTyped(item.orderNo)}
                >
                  {item.orderNo}
                </Link>{' '}
                {QUICK_TEXT.route(item.form.fromDistrict, item.form.toDistrict)}
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
