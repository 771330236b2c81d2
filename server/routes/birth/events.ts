import { z } from 'zod';
import {
  EVENT_CATEGORIES,
  anniversaryBody,
  budgetCheck,
  categoryRecord,
  copyBody,
  copyNameAnswer,
  dashboard,
  eventInput,
  eventRecord,
  eventStatusBody,
  eventTemplate,
  eventUpdateBody,
  limitOverAnswer,
  limitOverBody,
} from '../../../schemas/gift';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import type { Call } from '../../api/types';
import {
  changeStatus,
  copyEvent,
  createEvent,
  deleteEvent,
  eventList,
  getEvent,
  listEvents,
  resolveCopyName,
  updateEvent,
} from '../../services/gift/events';
import {
  EVENT_TEMPLATES,
  dashboardOf,
  linkAnniversary,
  requestLimitOver,
  validateEventBudget,
} from '../../services/gift/eventExtras';
import { GIFT_ADMIN } from './access';

const ids = { id: 'giftEvent' } as const;
const before = (c: Call<never, never, never>) => getEvent(c.ctx, c.session, c.ids.id!);

/** Gift events (선물24): list, create, delete, status, copy, anniversaries, figures. */
export const giftEventRoutes = defineRoutes('gift events', {
  'GET /birth/v3/events': listCall({
    access: GIFT_ADMIN,
    summary: '선물 이벤트 목록 (filter: q, status, category)',
    list: eventList,
    record: eventRecord,
    handler: (c, list) => listEvents(c.ctx, c.session.companyId, list),
  }),
  'POST /birth/v3/events': call({
    access: GIFT_ADMIN,
    summary: '선물 이벤트 만들기 (작성 중 상태로)',
    body: eventInput,
    response: eventRecord,
    failures: [409],
    audit: { target: 'giftEvent' },
    handler: (c) => createEvent(c.ctx, c.session, c.body),
  }),
  'GET /birth/v3/events/templates': call({
    access: GIFT_ADMIN,
    summary: '이벤트 템플릿 (생일, 입사 기념일, 명절, 감사)',
    response: z.array(eventTemplate),
    handler: async () => EVENT_TEMPLATES,
  }),
  'GET /birth/v3/events/categories': call({
    access: GIFT_ADMIN,
    summary: '이벤트 종류',
    response: z.array(categoryRecord),
    handler: async () => EVENT_CATEGORIES.map((category) => ({ ...category })),
  }),
  'GET /birth/v3/events/{id}': call({
    access: GIFT_ADMIN,
    summary: '선물 이벤트 하나',
    ids,
    response: eventRecord,
    handler: (c) => getEvent(c.ctx, c.session, c.ids.id!),
  }),
  'PUT /birth/v3/events/{id}': call({
    access: GIFT_ADMIN,
    summary:
      '이벤트 설정 바꾸기 (이름, 종류, 발송일·시각, 1인당 예산, 보내는 사람; 종료된 이벤트와 보낸 뒤의 예산은 409; 진행 중이면 새 발송일로 다시 예약)',
    ids,
    body: eventUpdateBody,
    response: eventRecord,
    failures: [409],
    audit: { target: 'giftEvent', before },
    handler: (c) => updateEvent(c.ctx, c.session, c.ids.id!, c.body),
  }),
  'DELETE /birth/v3/events/{id}': call({
    access: GIFT_ADMIN,
    summary: '이벤트 삭제 (아무것도 보내기 전에만, 그 뒤에는 409)',
    ids,
    response: eventRecord,
    failures: [409],
    audit: { target: 'giftEvent' },
    handler: (c) => deleteEvent(c.ctx, c.session, c.ids.id!),
  }),
  'PATCH /birth/v3/events/{id}/status': call({
    access: GIFT_ADMIN,
    summary:
      '이벤트 상태 바꾸기 (DRAFT→ACTIVE|ENDED, ACTIVE→PAUSED|ENDED, PAUSED→ACTIVE|ENDED; 그 밖에는 409. ACTIVE는 대상자, 카드, 선물이 있으면 구매 동의 필요)',
    ids,
    body: eventStatusBody,
    response: eventRecord,
    failures: [409],
    audit: { target: 'giftEvent', before },
    handler: (c) => changeStatus(c.ctx, c.session, c.ids.id!, c.body.status, c.body.agreement !== undefined),
  }),
  'GET /birth/v3/events/{id}/resolve-copy-name': call({
    access: GIFT_ADMIN,
    summary: '복사할 이벤트의 비어 있는 이름 제안 ("이름 (복사)", "이름 (복사 2)", ...)',
    ids,
    response: copyNameAnswer,
    handler: async (c) => ({ name: await resolveCopyName(c.ctx, c.session, c.ids.id!) }),
  }),
  'POST /birth/v3/events/{id}/copy': call({
    access: GIFT_ADMIN,
    summary: '이벤트 복사 (대상자, 카드, 선물까지 한 트랜잭션으로; 새 이벤트는 작성 중)',
    ids,
    body: copyBody,
    response: eventRecord,
    failures: [409],
    audit: { target: 'giftEvent' },
    handler: (c) => copyEvent(c.ctx, c.session, c.ids.id!, c.body.name),
  }),
  'PATCH /birth/v3/events/{id}/anniversary': call({
    access: GIFT_ADMIN,
    summary: '회사 기념일 연결 (BIRTHDAY: 생일, 음력은 해마다 양력으로; WORK: 입사 기념일; NONE: 해제)',
    ids,
    body: anniversaryBody,
    response: eventRecord,
    failures: [409],
    audit: { target: 'giftEvent', before },
    handler: (c) => linkAnniversary(c.ctx, c.session, c.ids.id!, c.body.anniversary),
  }),
  'GET /birth/v3/events/{id}/dashboards': call({
    access: GIFT_ADMIN,
    summary: '이벤트 현황 (발송, 열람, 선택, 배송, 교환, 취소, 예산 사용과 잔액, 보증금, 수수료)',
    ids,
    response: dashboard,
    handler: (c) => dashboardOf(c.ctx, c.session, c.ids.id!),
  }),
  'POST /birth/v3/events/{id}/validate-budget': call({
    access: GIFT_ADMIN,
    summary: '이벤트 예산 확인 (1인당 예산을 넘는 선물이 있으면 409)',
    ids,
    response: budgetCheck,
    failures: [409],
    audit: { skip: '확인만 하고 바꾸지 않습니다.' },
    handler: (c) => validateEventBudget(c.ctx, c.session, c.ids.id!),
  }),
  'POST /birth/v3/events/{id}/limit-over': call({
    access: GIFT_ADMIN,
    summary: '보증금 한도 초과 요청 (운영자가 검토)',
    ids,
    body: limitOverBody,
    response: limitOverAnswer,
    failures: [409],
    audit: { target: 'giftEvent' },
    handler: (c) => requestLimitOver(c.ctx, c.session, c.ids.id!, c.body),
  }),
});
