import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { EVENT_STATUS_LABELS } from '../../../schemas/gift/events';
import type { EventRecord } from '../../../schemas/gift/events';
import { messageOf } from '../../../dataProviders/useApi';
import { useAdminPath, usePageTitle } from '../layout/shellHooks';
import { EventSection, NewEvent, useGiftEvent } from './EventDetailPage';
import type { EventTab } from './EventDetailPage';
import { GIFT_API, listQuery, useGiftQuery } from './giftApi';
import { useGiftService } from './ServicePage';
import { GIFT_TEXT } from './strings';

export const ORDER_STEPS = ['eventSetting', 'giftSetting', 'result', 'status', 'update'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];
/** What each step page shows of the event. */
const STEP_TABS: Record<OrderStep, EventTab[]> = {
  eventSetting: ['settings', 'subjects', 'card'],
  giftSetting: ['gifts', 'send'],
  result: ['dashboard'],
  status: ['status'],
  update: ['settings'],
};
/** Marks a move made inside the flow: a step page entered directly goes back to the list. */
const FROM_FLOW = { birth24Flow: true };
const NO_BRANCH = 'main';

const orderPath = (step: OrderStep, service: string, event: string | null, branch: string) =>
  ['birth24Order', step, service, ...(event ? [event] : []), branch].map(encodeURIComponent).join('/');

/** birth24/list: the events with a way into each step page. */
export function Birth24ListPage() {
  const adminPath = useAdminPath();
  const service = useGiftService();
  const events = useGiftQuery<EventRecord[]>(`${GIFT_API}/events${listQuery(100, ['createdAt', 'DESC'])}`);
  usePageTitle(GIFT_TEXT.eventListBirth, GIFT_TEXT.service);
  const serviceId = service.data?.serviceEncrypted ?? 'birth24';
  const link = (step: OrderStep, event: EventRecord | null) =>
    adminPath(orderPath(step, serviceId, event?.id ?? null, event?.workspaceId ?? NO_BRANCH));
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Title title={GIFT_TEXT.eventListBirth} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {GIFT_TEXT.eventListBirth}
        </Typography>
        <Button variant="contained" component={Link} to={link('eventSetting', null)} state={FROM_FLOW}>
          {GIFT_TEXT.newEvent}
        </Button>
      </Stack>
      {events.isPending ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" />
      ) : events.isError ? (
        <Alert severity="error">{messageOf(events.error, GIFT_TEXT.loadFailed)}</Alert>
      ) : events.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{GIFT_TEXT.empty}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={GIFT_TEXT.eventListBirth}>
            <TableHead>
              <TableRow>
                <TableCell>이벤트</TableCell>
                <TableCell>상태</TableCell>
                <TableCell>대상자</TableCell>
                <TableCell>발송</TableCell>
                <TableCell>단계</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.data.map((event) => (
                <TableRow key={event.id}>
                  <TableCell>{event.name}</TableCell>
                  <TableCell>{EVENT_STATUS_LABELS[event.status]}</TableCell>
                  <TableCell>{event.subjectCount}명</TableCell>
                  <TableCell>{event.sentCount}건</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                      {ORDER_STEPS.map((step) => (
                        <Button
                          key={step}
                          size="small"
                          component={Link}
                          to={link(step, event)}
                          state={FROM_FLOW}
                          aria-label={`${event.name} ${GIFT_TEXT.orderPage[step]}`}
                        >
                          {GIFT_TEXT.orderPage[step]}
                        </Button>
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}

/** birth24Order/{step}/…: one step of an event; entered without coming through the flow, the list. */
export function Birth24OrderPage({ step }: { step: OrderStep }) {
  const { serviceEncrypted = '', birthEventEncrypted, branchEncrypted = NO_BRANCH } = useParams();
  const location = useLocation();
  const adminPath = useAdminPath();
  const events = useGiftEvent(birthEventEncrypted);
  const title = GIFT_TEXT.orderPage[step];
  usePageTitle(title, GIFT_TEXT.service);
  const fromFlow = (location.state as typeof FROM_FLOW | null)?.birth24Flow === true;
  if (!fromFlow) return <Navigate to={adminPath('birth24/list')} replace />;
  const go = (next: OrderStep, eventId: string) =>
    adminPath(orderPath(next, serviceEncrypted, eventId, branchEncrypted));
  const event = events.data?.[0];
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
      ) : events.isPending ? (
        <Skeleton variant="rounded" height={240} aria-busy="true" />
      ) : events.isError ? (
        <Alert severity="error">{messageOf(events.error, GIFT_TEXT.loadFailed)}</Alert>
      ) : !event ? (
        <Alert severity="warning">{GIFT_TEXT.notFound}</Alert>
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
