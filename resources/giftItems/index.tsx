import { isAdministrator } from '../../authProvider/memberRules';
import { giftItem } from '../../schemas/gift/gifts';
import type { GiftItem } from '../../schemas/gift/gifts';
import { defineResource } from '../_generated';

/**
 * The catalogue an event's gifts are chosen from (GET /birth/v3/events/{eventId}/gifts/items, items
 * within the event's per-person budget). The event's 선물 section reads it with
 * `useGetList('giftItems', { filter: { eventId } })` and draws it as a picker, not as a list page.
 */
export const giftItems = defineResource<GiftItem>({
  name: 'giftItems',
  apiPath: '/birth/v3/events/{eventId}/gifts/items',
  label: '선물 상품',
  canRead: isAdministrator,
  record: giftItem,
  search: '상품명, 브랜드',
  sort: { field: 'price', order: 'ASC' },
  recordRepresentation: 'name',
  views: { show: false },
});
