import {
  budgetCheck,
  eventCard,
  eventCardFields,
  eventGifts,
  eventGiftsBody,
  giftItem,
} from '../../../schemas/gift';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { badRequest } from '../../errors';
import { IMAGE_KINDS, describeKinds } from '../../files/types';
import { declareUploads, receiveUploads } from '../../files/uploads';
import { contentDisposition } from '../../files/names';
import { eventCardOf, saveEventCard } from '../../services/gift/cards';
import { eventOf } from '../../services/gift/common';
import {
  eventGiftsOf,
  giftsWorkbook,
  itemList,
  itemOf,
  listItems,
  putEventGifts,
  validateGiftsBudget,
} from '../../services/gift/gifts';
import { GIFT_ADMIN } from './access';

const ids = { id: 'giftEvent' } as const;

/** A custom card image: one picture of up to 5 MB. */
const cardImage = declareUploads('POST /birth/v3/events/{id}/cards', {
  purpose: 'giftCard',
  kinds: IMAGE_KINDS,
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 1,
});

/** Cards and gifts of an event, and the catalogue. */
export const giftItemRoutes = defineRoutes('gift cards and items', {
  'GET /birth/v3/events/{id}/cards': call({
    access: GIFT_ADMIN,
    summary: '이벤트 카드 (템플릿 또는 올린 이미지, 메시지)',
    ids,
    response: eventCard,
    handler: (c) => eventCardOf(c.ctx, c.session, c.ids.id!),
  }),
  'POST /birth/v3/events/{id}/cards': call({
    access: GIFT_ADMIN,
    summary: `이벤트 카드 저장 (multipart: template, message, 선택 image 하나 5MB까지: ${describeKinds(IMAGE_KINDS)})`,
    ids,
    multipart: true,
    body: eventCardFields,
    response: eventCard,
    failures: [409],
    audit: { target: 'giftEvent' },
    handler: async (c) => {
      // A template-only card may come as JSON; an image needs multipart.
      const { files, fields } = c.request.isMultipart()
        ? await receiveUploads(c, cardImage)
        : { files: [], fields: (c.body ?? {}) as Record<string, unknown> };
      const parsed = eventCardFields.safeParse({
        template: fields.template || null,
        message: fields.message,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, { [String(issue.path[0] ?? 'message')]: issue.message });
      }
      if (files.length === 0 && parsed.data.template === null)
        throw badRequest('카드 템플릿을 고르거나 이미지를 올려주세요.', {
          template: '카드 템플릿을 고르거나 이미지를 올려주세요.',
        });
      const fileId = files[0] ? c.ctx.ids.decode('file', files[0].id) : null;
      return saveEventCard(c.ctx, c.session, c.ids.id!, parsed.data, fileId);
    },
  }),
  'GET /birth/v3/events/{id}/gifts/items': listCall({
    access: GIFT_ADMIN,
    summary: '고를 수 있는 상품 (이벤트의 1인당 예산 이하; filter: q, kind, thanksgiving)',
    ids,
    list: itemList,
    record: giftItem,
    handler: async (c, list) => {
      const event = await eventOf(c.ctx.db, c.session.companyId, c.ids.id!);
      return listItems(c.ctx, list, { maxPrice: event.budgetPerPerson });
    },
  }),
  'GET /birth/v3/events/{id}/gifts/items/{itemEncrypted}': call({
    access: GIFT_ADMIN,
    summary: '상품 하나',
    ids: { id: 'giftEvent', itemEncrypted: 'giftItem' },
    response: giftItem,
    handler: (c) => itemOf(c.ctx, c.ids.itemEncrypted!),
  }),
  'GET /birth/v3/events/{id}/gifts': call({
    access: GIFT_ADMIN,
    summary: '이벤트의 선물 (기본 선물 표시)',
    ids,
    response: eventGifts,
    handler: (c) => eventGiftsOf(c.ctx, c.session, c.ids.id!),
  }),
  'PUT /birth/v3/events/{id}/gifts': call({
    access: GIFT_ADMIN,
    summary: '이벤트의 선물 정하기 (1인당 예산을 넘는 상품은 409)',
    ids,
    body: eventGiftsBody,
    response: eventGifts,
    failures: [409],
    audit: { target: 'giftEvent' },
    handler: (c) => putEventGifts(c.ctx, c.session, c.ids.id!, c.body),
  }),
  'POST /birth/v3/events/{id}/gifts/validate-budget': call({
    access: GIFT_ADMIN,
    summary: '선물 예산 확인 (1인당 예산을 넘는 상품은 409, 한국어 메시지)',
    ids,
    body: eventGiftsBody,
    response: budgetCheck,
    failures: [409],
    audit: { skip: '확인만 하고 바꾸지 않습니다.' },
    handler: (c) => validateGiftsBudget(c.ctx, c.session, c.ids.id!, c.body),
  }),
  'GET /birth/v3/events/{id}/gifts/excel': call({
    access: GIFT_ADMIN,
    summary: '이벤트 선물 엑셀 (.xlsx: 발송일, 받는 사람, 상태, 선택 상품, 금액, 운송장)',
    ids,
    handler: async (c) => {
      const { buffer, name } = await giftsWorkbook(c.ctx, c.session, c.ids.id!);
      c.reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      c.reply.header('content-disposition', contentDisposition(name));
      c.reply.header('cache-control', 'private, no-store');
      return c.reply.send(buffer);
    },
  }),
  'GET /birth/v3/events/thanksgiving-items': listCall({
    access: GIFT_ADMIN,
    summary: '명절 선물 상품 목록',
    list: itemList,
    record: giftItem,
    handler: (c, list) => listItems(c.ctx, list, { thanksgiving: true }),
  }),
  'GET /birth/v3/events/thanksgiving-items/{id}': call({
    access: GIFT_ADMIN,
    summary: '명절 선물 상품 하나',
    ids: { id: 'giftItem' },
    response: giftItem,
    handler: (c) => itemOf(c.ctx, c.ids.id!, true),
  }),
});
