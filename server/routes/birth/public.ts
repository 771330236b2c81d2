import { z } from 'zod';
import { recipientChoiceBody, recipientPage } from '../../../schemas/gift';
import { call, defineRoutes } from '../../api/defineRoutes';
import { sendStoredFile } from '../../files/downloads';
import { cardImageOf, choose, recipientPageOf } from '../../services/gift/recipient';

const token = z.object({ token: z.string().max(100) });

/**
 * The recipient's page (designed; the spec names none): no login, the unguessable token of the
 * message's link is the only key, and it serves this one gift.
 */
export const giftPublicRoutes = defineRoutes('gift recipient', {
  'GET /birth/v3/public/gift/{token}': call({
    access: 'public',
    summary: '받는 분의 선물 페이지 (state: CHOOSE, CHOSEN, CARD_ONLY, EXPIRED, CANCELLED와 한국어 안내)',
    params: token,
    response: recipientPage,
    handler: (c) => recipientPageOf(c.ctx, c.params.token),
  }),
  'POST /birth/v3/public/gift/{token}/choice': call({
    access: 'public',
    summary: '선물 고르기 (한 번만; 두 번째, 만료, 취소는 409와 한국어 안내)',
    params: token,
    body: recipientChoiceBody,
    response: recipientPage,
    failures: [409],
    audit: { target: 'giftSend' },
    handler: (c) => choose(c.ctx, c.params.token, c.body),
  }),
  'GET /birth/v3/public/gift/{token}/card-image': call({
    access: 'public',
    summary: '받는 분 페이지의 카드 이미지 (직접 올린 이미지)',
    params: token,
    handler: async (c) => sendStoredFile(c.ctx.files, c.reply, await cardImageOf(c.ctx, c.params.token)),
  }),
});
