import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListButton, Show, TopToolbar, useRecordContext, useResourceDefinition } from 'react-admin';
import { fieldMeta } from '../../schemas/meta';
import { noticeRecord, type NoticeRecord } from '../../schemas/legacyScreens';
import { displayDate, PageHeading, RecordNotFound } from '../_generated';
import { BOARD_TEXT } from './strings';

/** 고정, before the title of a pinned notice (list rows, cards and the detail page). */
export const PinnedChip = () => <Chip size="small" color="primary" label={BOARD_TEXT.pinned} />;

function NoticeArticle() {
  const notice = useRecordContext<NoticeRecord>();
  if (!notice) return null;
  return (
    <Stack component="article" spacing={1} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {notice.pinned ? <PinnedChip /> : null}
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {notice.title}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {`${fieldMeta(noticeRecord.shape.createdAt)?.label ?? ''} ${displayDate(notice.createdAt)}`}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', pt: 1 }}>{notice.body}</Typography>
    </Stack>
  );
}

/** One notice at the board's own address (customer/notice/:id, notice/welfare/:id): title, date, body. */
export function NoticeDetail() {
  const { options } = useResourceDefinition<{ label?: string }>();
  return (
    <>
      <PageHeading>{options?.label ?? ''}</PageHeading>
      <Show
        redirectOnError={false}
        error={<RecordNotFound />}
        actions={
          <TopToolbar>
            <ListButton label={BOARD_TEXT.backToList} />
          </TopToolbar>
        }
      >
        <NoticeArticle />
      </Show>
    </>
  );
}
