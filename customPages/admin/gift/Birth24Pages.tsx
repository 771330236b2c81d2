import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useAdminPath, usePageTitle } from '../layout/shellHooks';
import { EventLoadProblem, EventSection, NewEvent, useGiftEvent } from './EventDetailPage';
import type { EventTab } from './EventDetailPage';
import { FROM_FLOW, NO_BRANCH, ORDER_STEPS, orderPath } from '../../../resources/giftEvents/orderFlow';
import type { OrderStep } from '../../../resources/giftEvents/orderFlow';
import { GIFT_TEXT } from './strings';

/** What each step page shows of the event. */
const STEP_TABS: Record<OrderStep, EventTab[]> = {
  eventSetting: ['settings', 'subjects', 'card'],
  giftSetting: ['gifts', 'send'],
  result: ['dashboard'],
  status: ['status'],
  update: ['settings'],
};

/** birth24Order/{step}/…: one step of an event; entered without coming through the flow, the list. */
export function Birth24OrderPage({ step }: { step: OrderStep }) {
  const { serviceEncrypted = '', birthEventEncrypted, branchEncrypted = NO_BRANCH } = useParams();
  const location = useLocation();
  const adminPath = useAdminPath();
  const { data: event, isPending, error } = useGiftEvent(birthEventEncrypted);
  const title = GIFT_TEXT.orderPage[step];
  usePageTitle(title, GIFT_TEXT.service);
  const fromFlow = (location.state as typeof FROM_FLOW | null)?.birth24Flow === true;
  if (!fromFlow) return <Navigate to={adminPath('birth24/list')} replace />;
  const go = (next: OrderStep, eventId: string) =>
    adminPath(orderPath(next, serviceEncrypted, eventId, branchEncrypted));
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
        {event ? ` · ${event.name}` : ''}
      </Typography>
      {event && (
        <Stack
          direction="row"
          component="nav"
          aria-label={GIFT_TEXT.orderSteps}
          spacing={1}
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {ORDER_STEPS.map((s) => (
            <Button
              key={s}
              size="small"
              variant={s === step ? 'contained' : 'outlined'}
              component={Link}
              to={go(s, event.id)}
              state={FROM_FLOW}
              aria-current={s === step ? 'page' : undefined}
            >
              {GIFT_TEXT.orderPage[s]}
            </Button>
          ))}
        </Stack>
      )}
      {!birthEventEncrypted ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <NewEvent detailPath={(id) => go('eventSetting', id)} state={FROM_FLOW} />
        </Paper>
      ) : error ? (
        <EventLoadProblem error={error} />
      ) : isPending || !event ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" />
      ) : (
        <Stack spacing={3}>
          {STEP_TABS[step].map((tab) => (
            <Paper
              key={tab}
              variant="outlined"
              sx={{ p: { xs: 2, md: 3 } }}
              component="section"
              aria-label={GIFT_TEXT.tabs[tab]}
            >
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {GIFT_TEXT.tabs[tab]}
              </Typography>
              <EventSection tab={tab} event={event} />
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
