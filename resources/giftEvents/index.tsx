import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { Navigate, useBasename } from 'react-admin';
import { Link, useParams } from 'react-router';
import { isAdministrator } from '../../authProvider/memberRules';
import { eventRecord } from '../../schemas/gift/events';
import type { EventRecord } from '../../schemas/gift/events';
import { won } from '../../lib/won';
import { defineResource } from '../_generated';

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
      새 이벤트
    </Button>
  );
}

/**
 * The gift service's events (/birth/v3/events, list protocol): the list of the left menu's 선물 이벤트
 * entry (event/list) and of the top menu's 선물24 (sending24/event/list shows the same list).
 */
export const giftEvents = defineResource<EventRecord>({
  name: 'giftEvents',
  apiPath: '/birth/v3/events',
  label: '선물 이벤트',
  listPath: 'event/list',
  menu: { label: '선물 이벤트', icon: CardGiftcardOutlined, group: 'members' },
  canRead: isAdministrator,
  record: eventRecord,
  search: '이벤트 이름',
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'name',
  columns: {
    budgetPerPerson: {
      render: (event) => won(event.budgetPerPerson),
      text: (event) => String(event.budgetPerPerson),
    },
    sendHour: { render: (event) => `${event.sendHour}시`, text: (event) => String(event.sendHour) },
  },
  listActions: <NewEventLink />,
  bulkDelete: false,
  views: { show: ForwardToDetail },
});
