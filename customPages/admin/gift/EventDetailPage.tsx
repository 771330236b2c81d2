import type { ReactNode } from 'react';
import { Alert, Box, Paper, Skeleton, Tab, Tabs } from '@mui/material';
import { useGetOne } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { EventInput, EventRecord } from '../../../schemas/gift/events';
import { isApiError, messageOf } from '../../../dataProviders/useApi';
import { useAdminPath } from '../layout/shellHooks';
import { GIFT_API, useForbiddenWarning, useGiftChange, useGiftFetch } from './giftApi';
import { GiftPage } from './GiftPage';
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

/** One event by its id (GET /birth/v3/events/{id}); none asked without an id. A 403 warns like every gift call. */
export function useGiftEvent(id: string | undefined) {
  const warnForbidden = useForbiddenWarning();
  return useGetOne<EventRecord>(
    'giftEvents',
    { id: id ?? '' },
    { enabled: Boolean(id), retry: false, onError: warnForbidden },
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
function NewEvent({ detailPath, state }: { detailPath: (id: string) => string; state?: unknown }) {
  const giftFetch = useGiftFetch();
  const navigate = useNavigate();
  const create = useGiftChange({
    mutationFn: (input: EventInput) =>
      giftFetch<EventRecord>(`${GIFT_API}/events`, { method: 'POST', body: input }),
    done: GIFT_TEXT.created,
    onSuccess: (event) => navigate(detailPath(event.id), { state }),
  });
  return <EventForm busy={create.isPending} onSubmit={(input) => create.mutateAsync(input)} />;
}

interface EventContentProps {
  eventId: string | undefined;
  query: ReturnType<typeof useGiftEvent>;
  detailPath: (id: string) => string;
  state?: unknown;
  loadingHeight: number;
  children: (event: EventRecord) => ReactNode;
}

/**
 * An event page's content: without an id, the new event's form (once made, `detailPath`); else the
 * event once read, or why it could not be (not found: another company's or deleted; or failed).
 */
export function EventContent({
  eventId,
  query,
  detailPath,
  state,
  loadingHeight,
  children,
}: EventContentProps) {
  const { data: event, isPending, error } = query;
  if (!eventId)
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <NewEvent detailPath={detailPath} state={state} />
      </Paper>
    );
  if (error)
    return isApiError(error) && error.status === 404 ? (
      <Alert severity="warning">{GIFT_TEXT.notFound}</Alert>
    ) : (
      <Alert severity="error">{messageOf(error, GIFT_TEXT.loadFailed)}</Alert>
    );
  if (isPending || !event) return <Skeleton variant="rounded" height={loadingHeight} aria-busy="true" />;
  return children(event);
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
  const query = useGiftEvent(eventId);
  const title = eventId ? (query.data?.name ?? GIFT_TEXT.eventDetail) : GIFT_TEXT.newEvent;

  return (
    <GiftPage title={title}>
      <EventContent
        eventId={eventId}
        query={query}
        detailPath={(newId) => adminPath(`sending24/event/detail/${encodeURIComponent(newId)}?tab=subjects`)}
        loadingHeight={320}
      >
        {(event) => (
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
      </EventContent>
    </GiftPage>
  );
}
