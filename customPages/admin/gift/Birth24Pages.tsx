import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useAdminPath } from '../layout/shellHooks';
import { EventContent, EventSection, useGiftEvent } from './EventDetailPage';
import type { EventTab } from './EventDetailPage';
import { FROM_FLOW, NO_BRANCH, ORDER_STEPS, orderPath } from '../../../resources/giftEvents/orderFlow';
import type { OrderStep } from '../../../resources/giftEvents/orderFlow';
import { GiftPage } from './GiftPage';
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
  const query = useGiftEvent(birthEventEncrypted);
  const event = query.data;
  const title = GIFT_TEXT.orderPage[step];
  const fromFlow = (location.state as typeof FROM_FLOW | null)?.birth24Flow === true;
  if (!fromFlow) return <Navigate to={adminPath('birth24/list')} replace />;
  const go = (next: OrderStep, eventId: string) =>
    adminPath(orderPath(next, serviceEncrypted, eventId, branchEncrypted));
  return (
    <GiftPage title={title} heading={event ? `${title} · ${event.name}` : title}>
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
      <EventContent
        eventId={birthEventEncrypted}
        query={query}
        detailPath={(id) => go('eventSetting', id)}
        state={FROM_FLOW}
        loadingHeight={240}
      >
        {(event) => (
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
      </EventContent>
    </GiftPage>
  );
}
