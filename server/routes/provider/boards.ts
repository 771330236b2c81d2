import {
  csAnswerInput,
  noticeInput,
  providerCsInquiryRecord,
  providerNoticeRecord,
} from '../../../schemas/legacyScreens';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import {
  answerInquiry,
  providerCsInquiryList,
  providerInquiries,
  providerInquiry,
} from '../../services/boards/csInquiries';
import {
  createNotice,
  deleteNotice,
  providerNotice,
  providerNoticeList,
  providerNotices,
  updateNotice,
} from '../../services/boards/notices';

/** The provider console's notices (공지사항, 복지 게시판) and one-to-one inquiries (1:1 문의). */
export const providerBoardRoutes = defineRoutes('provider', {
  'GET /provider/v1/notices': listCall({
    access: 'provider',
    summary: '게시글 목록 (board, q)',
    list: providerNoticeList,
    record: providerNoticeRecord,
    handler: (c, list) => providerNotices(c.ctx, list),
  }),
  'GET /provider/v1/notices/{id}': call({
    access: 'provider',
    summary: '게시글 하나',
    ids: { id: 'notice' },
    response: providerNoticeRecord,
    handler: (c) => providerNotice(c.ctx, c.ids.id!),
  }),
  'POST /provider/v1/notices': call({
    access: 'provider',
    summary: '게시글 등록 (모든 회사에 게시)',
    body: noticeInput,
    response: providerNoticeRecord,
    audit: { target: 'notice' },
    handler: (c) => createNotice(c.ctx, c.provider, c.body),
  }),
  'PUT /provider/v1/notices/{id}': call({
    access: 'provider',
    summary: '게시글 수정',
    ids: { id: 'notice' },
    body: noticeInput,
    response: providerNoticeRecord,
    audit: { target: 'notice', before: (c) => providerNotice(c.ctx, c.ids.id!) },
    handler: (c) => updateNotice(c.ctx, c.ids.id!, c.body),
  }),
  'DELETE /provider/v1/notices/{id}': call({
    access: 'provider',
    summary: '게시글 삭제',
    ids: { id: 'notice' },
    response: providerNoticeRecord,
    audit: { target: 'notice' },
    handler: (c) => deleteNotice(c.ctx, c.ids.id!),
  }),
  'GET /provider/v1/cs-inquiries': listCall({
    access: 'provider',
    summary: '모든 회사의 1:1 문의 (status, q)',
    list: providerCsInquiryList,
    record: providerCsInquiryRecord,
    handler: (c, list) => providerInquiries(c.ctx, list),
  }),
  'GET /provider/v1/cs-inquiries/{id}': call({
    access: 'provider',
    summary: '1:1 문의 하나',
    ids: { id: 'csInquiry' },
    response: providerCsInquiryRecord,
    handler: (c) => providerInquiry(c.ctx, c.ids.id!),
  }),
  'PUT /provider/v1/cs-inquiries/{id}': call({
    access: 'provider',
    summary: '1:1 문의에 답변 { answer } (답변 완료로)',
    ids: { id: 'csInquiry' },
    body: csAnswerInput,
    response: providerCsInquiryRecord,
    audit: { target: 'cs-inquiry', before: (c) => providerInquiry(c.ctx, c.ids.id!) },
    handler: (c) => answerInquiry(c.ctx, c.provider, c.ids.id!, c.body.answer),
  }),
});
