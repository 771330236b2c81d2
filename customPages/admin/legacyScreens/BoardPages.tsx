import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { LinkBase, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { fieldErrorsOf, messageOf, useApiFetch } from '../../../dataProviders/useApi';
import { QueryState, ReportFrame } from '../../../resources/_generated/report';
import { useInquiries, useInquiry, useNotice, useNotices } from './api';
import { LS_TEXT } from './strings';

const PAGE_SIZE = 20;
const dot = (iso: string) => iso.slice(0, 10).replaceAll('-', '.');

type Board = 'notice' | 'welfare';
const BOARD: Record<Board, { title: string; path: string }> = {
  notice: { title: LS_TEXT.notice, path: '/pc/admin/customer/notice' },
  welfare: { title: LS_TEXT.welfare, path: '/pc/admin/notice/welfare' },
};

function Pager({
  page,
  hasNext,
  onPage,
}: {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  if (page === 0 && !hasNext) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 2 }}>
      <Button variant="outlined" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {LS_TEXT.prevPage}
      </Button>
      <Typography>{page + 1}</Typography>
      <Button variant="outlined" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {LS_TEXT.nextPage}
      </Button>
    </Stack>
  );
}

/** customer/notice and notice/welfare: the provider's notices, with search; pinned ones first. */
export function NoticeListPage({ board }: { board: Board }) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const notices = useNotices(board, q, page, PAGE_SIZE);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setQ(draft.trim());
  };
  return (
    <ReportFrame title={BOARD[board].title}>
      <Box
        component="form"
        role="search"
        onSubmit={search}
        sx={{ display: 'flex', gap: 1, my: 1, maxWidth: 520 }}
      >
        <TextField
          size="small"
          fullWidth
          label={LS_TEXT.searchPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {LS_TEXT.search}
        </Button>
      </Box>
      <QueryState
        query={notices}
        empty={q ? LS_TEXT.noResults(q) : LS_TEXT.noNotices}
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <>
            <Paper variant="outlined">
              <List disablePadding aria-label={BOARD[board].title}>
                {rows.map((row) => (
                  <ListItem key={row.id} disablePadding divider>
                    <ListItemButton component={LinkBase} to={`${BOARD[board].path}/${row.id}`}>
                      <ListItemText
                        primary={
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            {row.pinned && <Chip size="small" color="primary" label={LS_TEXT.pinned} />}
                            <span>{row.title}</span>
                          </Stack>
                        }
                        secondary={`${LS_TEXT.writtenOn} ${dot(row.createdAt)}`}
                        slotProps={{ secondary: { color: 'text.secondary' } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
            <Pager page={page} hasNext={rows.length === PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryState>
    </ReportFrame>
  );
}

export function NoticeDetailPage({ board }: { board: Board }) {
  const { id = '' } = useParams();
  const notice = useNotice(board, id);
  return (
    <ReportFrame
      title={BOARD[board].title}
      actions={
        <Button variant="outlined" component={LinkBase} to={BOARD[board].path}>
          {LS_TEXT.backToList}
        </Button>
      }
    >
      <QueryState query={notice} empty="">
        {(data) => (
          <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {LS_TEXT.writtenOn} {dot(data.createdAt)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.body}</Typography>
          </Paper>
        )}
      </QueryState>
    </ReportFrame>
  );
}

const statusChip = (status: 'WAITING' | 'ANSWERED') =>
  status === 'ANSWERED' ? (
    <Chip size="small" color="success" label={LS_TEXT.answered} />
  ) : (
    <Chip size="small" variant="outlined" label={LS_TEXT.waiting} />
  );

/** customer/cs: the company's one-to-one inquiries (a member sees their own). */
export function CsListPage() {
  const [page, setPage] = useState(0);
  const inquiries = useInquiries(page, PAGE_SIZE);
  return (
    <ReportFrame
      title={LS_TEXT.cs}
      actions={
        <Button variant="contained" component={LinkBase} to="/pc/admin/customer/cs/write">
          {LS_TEXT.write}
        </Button>
      }
    >
      <Typography sx={{ mb: 1 }}>{LS_TEXT.csIntro}</Typography>
      <QueryState query={inquiries} empty={LS_TEXT.noInquiries} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <>
            <Paper variant="outlined">
              <List disablePadding aria-label={LS_TEXT.cs}>
                {rows.map((row) => (
                  <ListItem key={row.id} disablePadding divider>
                    <ListItemButton component={LinkBase} to={`/pc/admin/customer/cs/${row.id}`}>
                      <ListItemText
                        primary={
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            {statusChip(row.status)}
                            <span>{row.title}</span>
                          </Stack>
                        }
                        secondary={`${row.authorName ?? ''} · ${dot(row.createdAt)}`}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
            <Pager page={page} hasNext={rows.length === PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryState>
    </ReportFrame>
  );
}

export function CsWritePage() {
  const apiFetch = useApiFetch();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure('');
    try {
      const created = await apiFetch<{ id: string }>('/homepage/v2/cs-inquiries', {
        method: 'POST',
        body: { title, body },
      });
      await queryClient.invalidateQueries({ queryKey: ['legacyScreens'] });
      notify(LS_TEXT.submitted, { type: 'success' });
      navigate(`/pc/admin/customer/cs/${created.id}`);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(messageOf(error, LS_TEXT.submit));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReportFrame title={LS_TEXT.writeTitle}>
      <Paper variant="outlined" component="form" onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }} noValidate>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <TextField
            label={LS_TEXT.title}
            value={title}
            required
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title ?? `${title.length}/100`}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={LS_TEXT.body}
            value={body}
            required
            multiline
            minRows={6}
            onChange={(event) => setBody(event.target.value)}
            error={Boolean(errors.body)}
            helperText={errors.body ?? `${body.length}/3000`}
            slotProps={{ htmlInput: { maxLength: 3000 } }}
          />
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {LS_TEXT.submit}
            </Button>
            <Button component={LinkBase} to="/pc/admin/customer/cs">
              {LS_TEXT.cancel}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </ReportFrame>
  );
}

export function CsDetailPage() {
  const { id = '' } = useParams();
  const inquiry = useInquiry(id);
  return (
    <ReportFrame
      title={LS_TEXT.cs}
      actions={
        <Button variant="outlined" component={LinkBase} to="/pc/admin/customer/cs">
          {LS_TEXT.backToList}
        </Button>
      }
    >
      <QueryState query={inquiry} empty="">
        {(data) => (
          <Stack spacing={2}>
            <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 3 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {statusChip(data.status)}
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {data.title}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {data.authorName ?? ''} · {dot(data.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.body}</Typography>
            </Paper>
            <Paper
              variant="outlined"
              component="section"
              sx={{ p: { xs: 2, md: 3 } }}
              aria-label={LS_TEXT.answer}
            >
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {LS_TEXT.answer}
              </Typography>
              {data.answer ? (
                <>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {LS_TEXT.answeredOn(dot(data.answeredAt ?? data.createdAt))}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="cs-answer">
                    {data.answer}
                  </Typography>
                </>
              ) : (
                <Alert severity="info">{LS_TEXT.noAnswer}</Alert>
              )}
            </Paper>
          </Stack>
        )}
      </QueryState>
    </ReportFrame>
  );
}
