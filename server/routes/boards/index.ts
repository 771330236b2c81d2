import {
  csInquiryInput,
  csInquiryRecord,
  noticeRecord,
  type NoticeBoard,
} from '../../../schemas/legacyScreens';
import { call, defineRoutes, listCall } from '../../api/defineRoutes';
import type { CallKey, Declaration } from '../../api/types';
import {
  companyInquiries,
  companyInquiry,
  createInquiry,
  csInquiryList,
  deleteInquiry,
} from '../../services/boards/csInquiries';
import { companyNotice, companyNotices, noticeList } from '../../services/boards/notices';

/** A read-only board (공지사항, 복지 게시판): list with search, and one notice. */
function board(path: `/${string}`, board: NoticeBoard, label: string): Record<CallKey, Declaration> {
  return {
    [`GET ${path}`]: listCall({
      access: 'member',
      summary: `${label} 목록 (제목, 내용 검색 q; 상단 고정 먼저)`,
      list: noticeList,
      record: noticeRecord,
      handler: (c, list) => companyNotices(c.ctx, c.session, board, list),
    }),
    [`GET ${path}/{id}`]: call({
      access: 'member',
      summary: `${label} 게시글 하나`,
      ids: { id: 'notice' },
      response: noticeRecord,
      handler: (c) => companyNotice(c.ctx, c.session, board, c.ids.id!),
    }),
  };
}

/** 공지사항 (customer/notice), 복지 게시판 (notice/welfare) and 1:1 문의 (customer/cs) of the company. */
export const boardRoutes = defineRoutes('boards', {
  ...board('/homepage/v2/boards/notice', 'NOTICE', '공지사항'),
  ...board('/homepage/v2/boards/welfare', 'WELFARE', '복지 게시판'),
  'GET /homepage/v2/cs-inquiries': listCall({
    access: 'member',
    summary: '1:1 문의 목록 (관리자는 회사 전체, 구성원은 자신의 문의)',
    list: csInquiryList,
    record: csInquiryRecord,
    handler: (c, list) => companyInquiries(c.ctx, c.session, list),
  }),
  'GET /homepage/v2/cs-inquiries/{id}': call({
    access: 'member',
    summary: '1:1 문의 하나와 답변',
    ids: { id: 'csInquiry' },
    response: csInquiryRecord,
    handler: (c) => companyInquiry(c.ctx, c.session, c.ids.id!),
  }),
  'POST /homepage/v2/cs-inquiries': call({
    access: 'member',
    summary: '1:1 문의 작성 { title, body }',
    body: csInquiryInput,
    response: csInquiryRecord,
    audit: { target: 'cs-inquiry' },
    handler: (c) => createInquiry(c.ctx, c.session, c.body),
  }),
  'DELETE /homepage/v2/cs-inquiries/{id}': call({
    access: 'member',
    summary: '답변 전인 1:1 문의 삭제 (답변된 문의는 409)',
    ids: { id: 'csInquiry' },
    response: csInquiryRecord,
    failures: [409],
    audit: { target: 'cs-inquiry' },
    handler: (c) => deleteInquiry(c.ctx, c.session, c.ids.id!),
  }),
});
