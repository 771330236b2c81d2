import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Paper, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetOne } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { EventInput, EventRecord } from '../../../schemas/gift/events';
import { isApiError, messageOf } from '../../../dataProviders/useApi';
import { useAdminPath, usePageTitle, useToast } from '../layout/shellHooks';
import { GIFT_API, useGiftFetch, useGiftRefresh } from './giftApi';
import { CardSection } from './sections/CardSection';
import { DashboardSection } from './sections/DashboardSection';
import { EventForm } from './sections/EventForm';
import { GiftsSection } from './sections/GiftsSection';
import { SendSection } from './sections/SendSection';
import { SettingsSection } from './sections/SettingsSection';
import { StatusSection } from './sections/StatusSection';
import { SubjectsSection } from './sections/SubjectsSection';
import { GIFT_TEXT } from './strings';

export const EVENT_TABS = ['settings', 'subjects', 'card', 'gifts', 'send', 'status', 'dashboard'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/**
 * One event by its id (GET /birth/v3/events/{id}); none asked without an id. A 403 (spec 1 §8) shows
 * the warning toast with the server's message, like every call of the gift service.
 */
export function useGiftEvent(id: string | undefined) {
  const toast = useToast();
  return useGetOne<EventRecord>(
    'giftEvents',
    { id: id ?? '' },
    {
      enabled: Boolean(id),
      retry: false,
      onError: (error) => {
        if (isApiError(error) && error.status === 403) toast(messageOf(error, '권한이 없습니다.'), 'warning');
      },
    },
  );
}

/** The event's page when its event could not be read: not found (another company's, deleted), or failed. */
export function EventLoadProblem({ error }: { error: unknown }) {
  return isApiError(error) && error.status === 404 ? (
    <Alert severity="warning">{GIFT_TEXT.notFound}</Alert>
  ) : (
    <Alert severity="error">{messageOf(error, GIFT_TEXT.loadFailed)}</Alert>
  );
}

/** The tab's content for one event. */
export function EventSection({
  tab,
  event,
  onSent,
}: {
  tab: EventTab;
  event: EventRecord;
  onSent?: () => void;
}) {
  switch (tab) {
    case 'settings':
      return <SettingsSection event={event} />;
    case 'subjects':
      return <SubjectsSection eventId={event.id} />;
    case 'card':
      return <CardSection eventId={event.id} />;
    case 'gifts':
      return <GiftsSection eventId={event.id} budget={event.budgetPerPerson} />;
    case 'send':
      return <SendSection eventId={event.id} onSent={onSent} />;
    case 'status':
      return <StatusSection eventId={event.id} />;
    case 'dashboard':
      return <DashboardSection eventId={event.id} />;
  }
}

/** A new event: its settings form; once made, its own page. */
export function NewEvent({ detailPath, state }: { detailPath: (id: string) => string; state?: unknown }) {
  const giftFetch = useGiftFetch();
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = useGiftRefresh();
  const create = useMutation({
    mutationFn: (input: EventInput) =>
      giftFetch<EventRecord>(`${GIFT_API}/events`, { method: 'POST', body: input }),
    onSuccess: (event) => {
      toast(GIFT_TEXT.created, 'success');
      void refresh();
      navigate(detailPath(event.id), { state });
    },
    onError: (error) => toast(messageOf(error, GIFT_TEXT.loadFailed), 'warning'),
  });
  return <EventForm busy={create.isPending} onSubmit={(input) => create.mutateAsync(input)} />;
}

/** sending24/event/detail/{id?} and event/detail/{index}: the event's settings, subjects, card, gifts, sends, dashboard. */
export function EventDetailPage() {
  const { id, index } = useParams();
  const eventId = id ?? index;
  const adminPath = useAdminPath();
  const [search, setSearch] = useSearchParams();
  const tab = (EVENT_TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as EventTab)
    : 'settings';
  const { data: event, isPending, error } = useGiftEvent(eventId);
  const title = eventId ? (event?.name ?? GIFT_TEXT.eventDetail) : GIFT_TEXT.newEvent;
  usePageTitle(title, GIFT_TEXT.service);

  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {!eventId ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <NewEvent
            detailPath={(newId) =>
              adminPath(`sending24/event/detail/${encodeURIComponent(newId)}?tab=subjects`)
            }
          />
        </Paper>
      ) : error ? (
        <EventLoadProblem error={error} />
      ) : isPending || !event ? (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      ) : (
        <Paper variant="outlined">
          <Tabs
            value={tab}
            onChange={(_, next: EventTab) => setSearch({ tab: next }, { replace: true })}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={GIFT_TEXT.eventDetail}
          >
            {EVENT_TABS.map((key) => (
              <Tab
                key={key}
                value={key}
                label={GIFT_TEXT.tabs[key]}
                id={`event-tab-${key}`}
                aria-controls="event-tab-panel"
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id="event-tab-panel"
            aria-labelledby={`event-tab-${tab}`}
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <EventSection
              tab={tab}
              event={event}
              onSent={() => setSearch({ tab: 'status' }, { replace: true })}
            />
          </Box>
        </Paper>
      )}
    </Box>
  );
}
