import { z } from 'zod';
import {
  budgetCheck,
  subjectIdsQuery,
  subjectRecord,
  subjectUpdateBody,
  subjectsAdded,
  subjectsBody,
  subjectsValidation,
} from '../../../schemas/gift';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import { eventOf } from '../../services/gift/common';
import {
  addSubjects,
  deleteSubjects,
  listSubjects,
  subjectList,
  subjectOf,
  toSubjectRecord,
  updateSubject,
  validateSubjects,
  validateSubjectsBudget,
} from '../../services/gift/subjects';
import { GIFT_ADMIN } from './access';

const ids = { id: 'giftEvent' } as const;
const both = { id: 'giftEvent', subjectId: 'giftSubject' } as const;

/** Recipients of an event: company members or imported rows (spec 2 §5 import rules). */
export const giftSubjectRoutes = defineRoutes('gift subjects', {
  'GET /birth/v3/events/{id}/subjects': listCall({
    access: GIFT_ADMIN,
    summary: '이벤트 대상자 목록 (filter: q, source)',
    ids,
    list: subjectList,
    record: subjectRecord,
    handler: async (c, list) =>
      listSubjects(c.ctx, await eventOf(c.ctx.db, c.session.companyId, c.ids.id!), list),
  }),
  'POST /birth/v3/events/{id}/subjects': call({
    access: GIFT_ADMIN,
    summary:
      '대상자 추가 (memberIds: 구성원, rows: 파일의 행; 오류가 하나라도 있으면 아무도 추가하지 않고 409)',
    ids,
    body: subjectsBody,
    response: subjectsAdded,
    failures: [409],
    audit: { target: 'giftSubject' },
    handler: (c) => addSubjects(c.ctx, c.session, c.ids.id!, c.body),
  }),
  'DELETE /birth/v3/events/{id}/subjects': call({
    access: GIFT_ADMIN,
    summary: '대상자 여러 명 삭제 (ids=a,b; 선물을 고른 대상자는 409)',
    ids,
    query: subjectIdsQuery,
    response: z.array(subjectRecord),
    failures: [409],
    audit: { target: 'giftSubject' },
    handler: (c) =>
      deleteSubjects(
        c.ctx,
        c.session,
        c.ids.id!,
        c.query.ids
          .map((id) => c.ctx.ids.decode('giftSubject', id))
          .filter((id): id is number => id !== null),
      ),
  }),
  'POST /birth/v3/events/{id}/subjects/validate': call({
    access: GIFT_ADMIN,
    summary: '추가 전 확인 (행별 오류, 이미 있는 번호)',
    ids,
    body: subjectsBody,
    response: subjectsValidation,
    audit: { skip: '확인만 하고 바꾸지 않습니다.' },
    handler: (c) => validateSubjects(c.ctx, c.session, c.ids.id!, c.body),
  }),
  'POST /birth/v3/events/{id}/subjects/validate-budget': call({
    access: GIFT_ADMIN,
    summary: '추가 후 예산 (인원, 보증금 = 1인당 예산 × 5, 수수료 1인 3,000원)',
    ids,
    body: subjectsBody,
    response: budgetCheck,
    audit: { skip: '확인만 하고 바꾸지 않습니다.' },
    handler: (c) => validateSubjectsBudget(c.ctx, c.session, c.ids.id!, c.body),
  }),
  'GET /birth/v3/events/{id}/subjects/{subjectId}': call({
    access: GIFT_ADMIN,
    summary: '대상자 하나',
    ids: both,
    response: subjectRecord,
    handler: async (c) => {
      const event = await eventOf(c.ctx.db, c.session.companyId, c.ids.id!);
      return toSubjectRecord(c.ctx, event, await subjectOf(c.ctx, event.id, c.ids.subjectId!));
    },
  }),
  'POST /birth/v3/events/{id}/subjects/{subjectId}': call({
    access: GIFT_ADMIN,
    summary: '받는 사람 고치기 (교환이나 배송 전까지만, 그 뒤에는 409)',
    ids: both,
    body: subjectUpdateBody,
    response: subjectRecord,
    failures: [409],
    audit: { target: 'giftSubject' },
    handler: (c) => updateSubject(c.ctx, c.session, c.ids.id!, c.ids.subjectId!, c.body),
  }),
  'DELETE /birth/v3/events/{id}/subjects/{subjectId}': call({
    access: GIFT_ADMIN,
    summary: '대상자 삭제 (선물을 고른 대상자는 409)',
    ids: both,
    response: subjectRecord,
    failures: [409],
    audit: { target: 'giftSubject' },
    handler: async (c) => (await deleteSubjects(c.ctx, c.session, c.ids.id!, [c.ids.subjectId!]))[0]!,
  }),
});
