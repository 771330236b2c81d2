import Stack from '@mui/material/Stack';
import { noticeRecord, type NoticeRecord } from '../../schemas/legacyScreens';
import { defineResource, type GeneratedResource, type ResourceDefinition } from '../_generated';
import { NoticeDetail, PinnedChip } from './NoticeDetail';
import { BOARD_TEXT } from './strings';

type Frame = ResourceDefinition['frame'];

/** A pinned notice leads with its 고정 chip (the server sorts pinned ones first). */
const titleCell = (notice: NoticeRecord) => (
  <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    {notice.pinned ? <PinnedChip /> : null}
    <span>{notice.title}</span>
  </Stack>
);

/** One read-only board of the provider's notices: the boards differ only in their address. */
function noticeBoard(
  board: 'notice' | 'welfare',
  { name, listPath, frame }: { name: string; listPath: string; frame: Frame },
): GeneratedResource {
  return defineResource<NoticeRecord>({
    name,
    apiPath: `/homepage/v2/boards/${board}`,
    label: BOARD_TEXT[board],
    listPath,
    showPath: `${listPath}/:id`,
    frame,
    record: noticeRecord,
    search: BOARD_TEXT.search,
    sort: { field: 'createdAt', order: 'DESC' },
    recordRepresentation: 'title',
    columns: { title: { render: titleCell, text: (notice) => notice.title } },
    card: { primary: 'title', secondary: ['createdAt'] },
    views: { show: NoticeDetail },
    // The provider writes notices; its console shows their history.
    history: false,
  });
}

/**
 * 공지사항 (customer/notice) and 복지 게시판 (notice/welfare), each with its notices at
 * `<list>/:id`; `frame` wraps their pages (the admin hands the legacy portal's gate).
 */
export const noticeBoards = (frame?: Frame): GeneratedResource[] => [
  noticeBoard('notice', { name: 'notices', listPath: 'customer/notice', frame }),
  noticeBoard('welfare', { name: 'welfareNotices', listPath: 'notice/welfare', frame }),
];
