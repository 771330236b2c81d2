import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { LinkBase as Link, Navigate, useBasename, useParams } from 'react-admin';
import { isAdministrator } from '../../authProvider/memberRules';
import { eventRecord } from '../../schemas/gift/events';
import type { EventRecord } from '../../schemas/gift/events';
import { defineResource } from '../_generated';
import { EventStepLinks, NewFlowEventLink } from './orderFlow';
import { EVENT_LIST_TEXT } from './strings';

/** The event's own page (settings, subjects, card, gifts, sends, dashboard) below /pc/admin. */
export const giftEventDetailPath = (id: string) => `sending24/event/detail/${encodeURIComponent(id)}`;

/** react-admin's show route of an event forwards to the event's page. */
function ForwardToDetail() {
  const { id = '' } = useParams();
  const basename = useBasename();
  return <Navigate to={`${basename}/${giftEventDetailPath(id)}`} replace />;
}

/** A new event is made on the event page (its settings form), not in a generated form. */
function NewEventLink() {
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}/sending24/event/detail`}
      startIcon={<AddOutlined />}
      size="small"
    >
      {EVENT_LIST_TEXT.newEvent}
    </Button>
  );
}

/** What both lists of the events share: the call, its columns, search and order. */
const EVENT_LIST = {
  apiPath: '/birth/v3/events',
  canRead: isAdministrator,
  record: eventRecord,
  search: EVENT_LIST_TEXT.search,
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'name',
  columns: {
    sendHour: {
      render: (event: EventRecord) => `${event.sendHour}시`,
      text: (event: EventRecord) => String(event.sendHour),
    },
  },
  bulkDelete: false,
} as const;

/**
 * The gift service's events (/birth/v3/events, list protocol): the list of the left menu's 선물 이벤트
 * entry (event/list) and of the top menu's 선물24 (sending24/event/list, the same list). Rows open
 * the event's page.
 */
export const giftEvents = defineResource<EventRecord>({
  ...EVENT_LIST,
  name: 'giftEvents',
  label: EVENT_LIST_TEXT.label,
  listPath: 'event/list',
  listPaths: ['sending24/event/list'],
  menu: { label: EVENT_LIST_TEXT.label, icon: CardGiftcardOutlined, group: 'members' },
  listActions: <NewEventLink />,
  views: { show: ForwardToDetail },
});

/**
 * birth24/list: the same events, each with a way into the birth24 flow's step pages (이벤트 설정,
 * 선물 설정, 발송 결과, 발송 현황, 이벤트 수정), and 새 이벤트 starting the flow. Its rows lead into the
 * flow rather than to the event's page, so it is a list of its own over the same call, not another
 * address of giftEvents.
 */
export const birth24Events = defineResource<EventRecord>({
  ...EVENT_LIST,
  name: 'birth24Events',
  label: EVENT_LIST_TEXT.birthLabel,
  listPath: 'birth24/list',
  // The flow's list reads at a glance: name, status, budget, people and sends, then the steps.
  columns: {
    ...EVENT_LIST.columns,
    ...Object.fromEntries(
      ['category', 'repeat', 'anniversary', 'sendDate', 'sendHour', 'senderName'].map((field) => [
        field,
        { list: false },
      ]),
    ),
  },
  extraColumns: [
    { source: 'steps', label: EVENT_LIST_TEXT.steps, render: (event) => <EventStepLinks event={event} /> },
  ],
  card: { primary: 'name', secondary: ['status', 'subjectCount', 'steps'] },
  listActions: <NewFlowEventLink />,
  views: { show: false },
});
