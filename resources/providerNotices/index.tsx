import {
  NOTICE_BOARD_CHOICES,
  noticeInput,
  providerNoticeRecord,
  type ProviderNoticeRecord,
} from '../../schemas/legacyScreens';
import { defineResource } from '../_generated';

const boardName = (record: ProviderNoticeRecord) =>
  NOTICE_BOARD_CHOICES.find((choice) => choice.id === record.board)?.name ?? record.board;

/**
 * Provider console: notices the companies read in 공지사항 (customer/notice) and 복지 게시판
 * (notice/welfare); write, edit and delete.
 */
export const providerNotices = defineResource<ProviderNoticeRecord>({
  name: 'providerNotices',
  apiPath: '/provider/v1/notices',
  label: '공지·복지 게시판',
  listPath: 'notice/list',
  record: providerNoticeRecord,
  input: noticeInput,
  search: '제목, 내용 검색',
  sort: { field: 'createdAt', order: 'DESC' },
  recordRepresentation: 'title',
  columns: {
    board: { render: boardName, text: boardName },
    companyName: {
      render: (record) => record.companyName ?? '모든 회사',
      text: (record) => record.companyName ?? '모든 회사',
    },
  },
});
