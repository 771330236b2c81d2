import { useEffect, useId, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import { useCanAccess, useNotify, useParams, useRefresh } from 'react-admin';
import { messageOf, useApiFetch, useApiQuery } from '../../dataProviders/useApi';
import { withParticle } from '../../lib/korean';
import { seoulDateTime } from '../../lib/seoulTime';
import { HISTORY_TEXT, type ChangeLineRecord, type RevertResult, type Revision } from '../../schemas/history';
import type { CompiledResource } from './compile';
import { QueryState } from './report/QueryState';

/** Revisions a page of the panel shows; one more is asked for, to know whether older ones exist. */
export const HISTORY_PAGE = 20;

export const RECORD_HISTORY_TEXT = {
  title: HISTORY_TEXT.title,
  empty: HISTORY_TEXT.empty,
  loadFailed: '변경 이력을 불러오지 못했습니다.',
  more: '이전 이력 더 보기',
  revert: '이 시점으로 되돌리기',
  revertedTo: (at: string) => `${at} 시점으로 되돌림`,
  others: (count: number) => `그 밖의 항목 ${count}개`,
  dialogTitle: '이 시점으로 되돌리기',
  intro: (label: string, revision: Revision) =>
    `${withParticle(label, '을/를')} ${seoulDateTime(revision.at)}, ${revision.actorName}님의 ${revision.callName || revision.actionLabel} 직후의 값으로 되돌립니다.`,
  checking: '바뀔 내용을 확인하는 중입니다…',
  willChange: '다음 항목이 바뀝니다.',
  nothing: '되돌릴 변경 내용이 없습니다.',
  kept: '되돌리지 않는 항목',
  cancel: '취소',
  confirm: '되돌리기',
  done: (label: string) => `${withParticle(label, '을/를')} 이 시점으로 되돌렸습니다.`,
} as const;

/**
 * The history calls of a resource: `{console}/history/{kind}` where the kind is the last segment of
 * its API path (`/homepage/v2/members` → `/homepage/v2/history/members`); the provider console's
 * resources (`/provider/…`) ask the provider's.
 */
export function historyPathOf(apiPath: string): string {
  const kind = apiPath.split('?')[0]!.split('/').filter(Boolean).pop() ?? '';
  const base = apiPath.startsWith('/provider/') ? '/provider/v1/history' : '/homepage/v2/history';
  return `${base}/${kind}`;
}

/** One changed field: "이름: 김철수 → 김영희", the old value muted. */
function ChangeItem({ line, created = false }: { line: ChangeLineRecord; created?: boolean }) {
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {line.label}:
      </Typography>{' '}
      {created ? null : (
        <>
          <Typography variant="body2" component="span" color="text.secondary">
            {line.before}
          </Typography>
          <Typography variant="body2" component="span" aria-hidden sx={{ mx: 0.5 }}>
            →
          </Typography>
        </>
      )}
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {line.after}
      </Typography>
    </Box>
  );
}

const LIST_SX = { listStyle: 'none', m: 0, p: 0 } as const;

function RevisionItem({
  revision,
  canRevert,
  onRevert,
}: {
  revision: Revision;
  canRevert: boolean;
  onRevert: (revision: Revision) => void;
}) {
  const at = seoulDateTime(revision.at);
  return (
    <Box
      component="li"
      data-testid="revision"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          label={revision.actionLabel}
          color={revision.action === 'revert' ? 'secondary' : 'default'}
          variant={revision.action === 'revert' ? 'filled' : 'outlined'}
        />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {revision.callName || revision.actionLabel}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <time dateTime={revision.at}>{at}</time> · {revision.actorName}
      </Typography>
      {revision.revertOfAt ? (
        <Typography variant="body2" color="text.secondary">
          {RECORD_HISTORY_TEXT.revertedTo(seoulDateTime(revision.revertOfAt))}
        </Typography>
      ) : null}
      {revision.fields.length > 0 || revision.otherFields > 0 ? (
        <Box component="ul" sx={{ ...LIST_SX, mt: 0.75, display: 'grid', gap: 0.25 }}>
          {revision.fields.map((line) => (
            // A registration has no "before": its values as they were first saved.
            <ChangeItem key={line.field} line={line} created={revision.action === 'create'} />
          ))}
          {revision.otherFields > 0 ? (
            <Box component="li">
              <Typography variant="body2" color="text.secondary">
                {RECORD_HISTORY_TEXT.others(revision.otherFields)}
              </Typography>
            </Box>
          ) : null}
        </Box>
      ) : null}
      {canRevert && revision.restorable ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<RestoreIcon />}
          onClick={() => onRevert(revision)}
          aria-label={`${RECORD_HISTORY_TEXT.revert} (${at})`}
          sx={{ mt: 1 }}
        >
          {RECORD_HISTORY_TEXT.revert}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * One page of revisions (newest first); the last page offers the older ones. Pages stay on screen
 * while the next loads, so "더 보기" never blanks what was read.
 */
function RevisionPage({
  path,
  offset,
  isLast,
  onMore,
  ...item
}: {
  path: string;
  offset: number;
  isLast: boolean;
  onMore: () => void;
  canRevert: boolean;
  onRevert: (revision: Revision) => void;
}) {
  const query = useApiQuery<Revision[]>(path, {
    sort: JSON.stringify(['at', 'DESC']),
    range: JSON.stringify([offset, offset + HISTORY_PAGE]),
  });
  return (
    <QueryState
      query={query}
      isEmpty={(rows) => rows.length === 0 && offset === 0}
      empty={RECORD_HISTORY_TEXT.empty}
      testIdPrefix="history"
    >
      {(rows) => (
        <>
          <Box component="ol" sx={LIST_SX}>
            {rows.slice(0, HISTORY_PAGE).map((revision) => (
              <RevisionItem key={revision.id} revision={revision} {...item} />
            ))}
          </Box>
          {isLast && rows.length > HISTORY_PAGE ? (
            <Button size="small" onClick={onMore} sx={{ mt: 1 }}>
              {RECORD_HISTORY_TEXT.more}
            </Button>
          ) : null}
        </>
      )}
    </QueryState>
  );
}

/** The fields a revert puts back, asked of the server first (dryRun), then done on confirmation. */
function RevertDialog({
  path,
  label,
  revision,
  onClose,
}: {
  path: string;
  label: string;
  revision: Revision;
  onClose: () => void;
}) {
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [preview, setPreview] = useState<RevertResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revert = (dryRun: boolean, signal?: AbortSignal) =>
    apiFetch<RevertResult>(`${path}/revert`, {
      method: 'POST',
      body: { revisionId: revision.id, dryRun },
      signal,
    });

  useEffect(() => {
    const controller = new AbortController();
    revert(true, controller.signal).then(
      (answer) => setPreview(answer),
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure, RECORD_HISTORY_TEXT.nothing));
      },
    );
    return () => controller.abort();
    // One preview per opened revision.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision.id]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await revert(false);
      notify(RECORD_HISTORY_TEXT.done(label), { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      setError(messageOf(failure, RECORD_HISTORY_TEXT.nothing));
    } finally {
      setBusy(false);
    }
  };

  const nothing = preview !== null && preview.fields.length === 0;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{RECORD_HISTORY_TEXT.dialogTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {RECORD_HISTORY_TEXT.intro(label, revision)}
        </Typography>
        {preview === null && error === null ? (
          <Stack direction="row" role="status" sx={{ alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{RECORD_HISTORY_TEXT.checking}</Typography>
          </Stack>
        ) : null}
        {preview && !nothing ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {RECORD_HISTORY_TEXT.willChange}
            </Typography>
            <Box component="ul" sx={{ ...LIST_SX, mt: 0.5 }} data-testid="revert-changes">
              {preview.fields.map((line) => (
                <ChangeItem key={line.field} line={line} />
              ))}
            </Box>
          </>
        ) : null}
        {nothing ? <Alert severity="info">{RECORD_HISTORY_TEXT.nothing}</Alert> : null}
        {preview && preview.skipped.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {RECORD_HISTORY_TEXT.kept}
            </Typography>
            <Box component="ul" sx={{ ...LIST_SX, mt: 0.5 }}>
              {preview.skipped.map((field) => (
                <Box component="li" key={field.field}>
                  <Typography variant="body2" color="text.secondary">
                    {field.label}: {field.reason}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {RECORD_HISTORY_TEXT.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={busy || preview === null || nothing}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <RestoreIcon />}
        >
          {RECORD_HISTORY_TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 변경 이력 of the record a show or edit page is about, drawn by the kit for every resource (a
 * definition opts out with `history: false`): its revisions newest first (who, when, which call,
 * each field before → after), read when the panel opens, and 이 시점으로 되돌리기 for whoever may
 * edit it, after a confirmation naming what will change. The server applies the record's own edit
 * rules to the revert.
 */
export function RecordHistory({ resource }: { resource: CompiledResource }) {
  const { id } = useParams<{ id: string }>();
  const { name, label, apiPath } = resource.definition;
  const [open, setOpen] = useState(false);
  // Read when first opened, then kept (closing animates, opening again shows what was read).
  const [opened, setOpened] = useState(false);
  const [pages, setPages] = useState(1);
  const [reverting, setReverting] = useState<Revision | null>(null);
  const { canAccess: mayEdit = false } = useCanAccess({ resource: name, action: 'edit' });
  const baseId = useId();
  if (!id) return null;
  const path = `${historyPathOf(apiPath)}/${encodeURIComponent(id)}`;
  const canRevert = resource.writable && mayEdit;
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => {
        setOpen(expanded);
        if (expanded) setOpened(true);
      }}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      // On a phone an edit page's toolbar is fixed to the bottom: the panel stays clear of it.
      sx={{ mt: 2, mb: { xs: 10, sm: 2 } }}
      data-testid="record-history"
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${baseId}-summary`}
        aria-controls={`${baseId}-content`}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <HistoryIcon fontSize="small" color="action" />
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {RECORD_HISTORY_TEXT.title}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${baseId}-content`} role="region" aria-labelledby={`${baseId}-summary`}>
        {Array.from({ length: opened ? pages : 0 }, (_, index) => (
          <RevisionPage
            key={index}
            path={path}
            offset={index * HISTORY_PAGE}
            isLast={index === pages - 1}
            onMore={() => setPages(pages + 1)}
            canRevert={canRevert}
            onRevert={setReverting}
          />
        ))}
      </AccordionDetails>
      {reverting ? (
        <RevertDialog path={path} label={label} revision={reverting} onClose={() => setReverting(null)} />
      ) : null}
    </Accordion>
  );
}
