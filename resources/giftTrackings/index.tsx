import { isAdministrator } from '../../authProvider/memberRules';
import { trackingRecord } from '../../schemas/gift/sends';
import type { TrackingRecord } from '../../schemas/gift/sends';
import { defineResource } from '../_generated';
import { CancelOrderButton } from './CancelOrderButton';
import { ResendButton } from './ResendButton';
import { TRACKING_TEXT } from './strings';

const API_PATH = '/birth/v3/events/{eventId}/trackings';

const shipment = (send: TrackingRecord) =>
  send.carrier && send.trackingNumber ? `${send.carrier} ${send.trackingNumber}` : '';

/**
 * An event's sends with their step (sent, opened, chosen, shipped, exchanged…), GET
 * /birth/v3/events/{eventId}/trackings: drawn in the event's 발송 현황 section and the birth24 flow's
 * 발송 현황 step with `<ResourceList resource={giftTrackings} filter={{ eventId }} />`, with the
 * shipment, a 받는 사람 수정·재발송 on each send not chosen yet and a 주문 취소 on each send that can
 * still be cancelled.
 */
export const giftTrackings = defineResource<TrackingRecord>({
  name: 'giftTrackings',
  apiPath: API_PATH,
  label: TRACKING_TEXT.label,
  canRead: isAdministrator,
  record: trackingRecord,
  search: TRACKING_TEXT.search,
  sort: { field: 'searchDate', order: 'DESC' },
  recordRepresentation: 'name',
  extraColumns: [
    { source: 'shipment', label: TRACKING_TEXT.shipment, after: 'price', text: shipment, exported: true },
    {
      source: 'resend',
      label: TRACKING_TEXT.resendColumn,
      render: (send) => <ResendButton tracking={send} apiPath={API_PATH} />,
    },
    {
      source: 'cancel',
      label: TRACKING_TEXT.cancel,
      render: (send) => <CancelOrderButton tracking={send} apiPath={API_PATH} />,
    },
  ],
  card: { primary: 'name', secondary: ['status', 'itemName', 'shipment', 'resend', 'cancel'] },
  views: { show: false },
});
