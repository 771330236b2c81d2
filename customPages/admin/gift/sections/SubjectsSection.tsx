import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { KoreanSafeTextField } from '../../../../components/ime/KoreanSafeTextField';
import { SheetImportFlow, type SheetSendBody } from '../../../../resources/_generated/sheet';
import { SUBJECT_IMPORT_COLUMNS, subjectImportRow } from '../../../../schemas/gift';
import type { SheetAnswer } from '../../../../schemas/sheet';
import { giftSubjects } from '../../../../resources/giftSubjects';
import { ResourceList } from '../../../../resources/_generated';
import { messageOf } from '../../../../dataProviders/useApi';
import { useToast } from '../../layout/shellHooks';
import { eventPath, useGiftFetch, useGiftRefresh } from '../giftApi';
import { GIFT_TEXT } from '../strings';
import { toggled } from './sectionParts';

interface MemberRow {
  id: string;
  name: string;
  cellPhone: string;
  groupName?: string | null;
}
interface Validation {
  total: number;
  valid: number;
  errors: { row: number; field: string; message: string }[];
  alreadyAdded: string[];
}
type SubjectsBody = { memberIds: string[]; rows: Record<string, string>[] };

/**
 * Members of the company to pick from (first 200 matching the search, asked as the name is typed:
 * whole syllables only).
 */
export function MemberPicker({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (ids: string[]) => void;
}) {
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const members = useGetList<MemberRow>(
    'members',
    {
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'name', order: 'ASC' },
      filter: q ? { q } : {},
    },
    { enabled: open },
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="member-picker-title">
      <DialogTitle id="member-picker-title">{GIFT_TEXT.selectMembers}</DialogTitle>
      <DialogContent>
        <KoreanSafeTextField
          label="이름, 이메일, 휴대폰 검색"
          value={q}
          onValueChange={setQ}
          fullWidth
          sx={{ my: 1 }}
        />
        {members.isPending ? <Typography role="status">불러오는 중…</Typography> : null}
        <List dense sx={{ maxHeight: 360, overflow: 'auto' }}>
          {(members.data ?? []).map((member) => (
            <ListItem key={member.id} disablePadding>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={picked.has(member.id)}
                    onChange={() => setPicked((current) => toggled(current, member.id))}
                  />
                }
                label={`${member.name} (${member.groupName ?? '소속 없음'})`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>닫기</Button>
        <Button variant="contained" disabled={picked.size === 0} onClick={() => onAdd([...picked])}>
          {GIFT_TEXT.add} ({picked.size})
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The event's recipients: added from members or from a spreadsheet (the member-import rules); listed,
 * corrected and removed in the declared list (giftSubjects).
 */
export function SubjectsSection({ eventId }: { eventId: string }) {
  const giftFetch = useGiftFetch();
  const toast = useToast();
  const refresh = useGiftRefresh();
  const [picking, setPicking] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);

  /** Members picked from the list: checked, then added (a refusal names each member's problem). */
  const add = useMutation({
    mutationFn: async ({ body }: { body: SubjectsBody }) => {
      const check = await giftFetch<Validation>(eventPath(eventId, '/subjects/validate'), {
        method: 'POST',
        body,
      });
      if (check.errors.length > 0) {
        setProblems(check.errors.map((error) => GIFT_TEXT.rowError(error.row, error.message)));
        return null;
      }
      return giftFetch<{ added: number }>(eventPath(eventId, '/subjects'), { method: 'POST', body });
    },
    onSuccess: (answer) => {
      if (!answer) return;
      setProblems([]);
      toast(GIFT_TEXT.added(answer.added), 'success');
      void refresh();
    },
    onError: (error) => toast(messageOf(error, GIFT_TEXT.loadFailed), 'warning'),
  });

  /**
   * The file's rows through the kit's round trip: checked by the server's validation (row numbers of
   * the body, shown as the file's), then added all at once.
   */
  const sendSheet = async ({ rows, dryRun }: SheetSendBody): Promise<SheetAnswer> => {
    const body = { memberIds: [], rows: rows as SubjectsBody['rows'] };
    const check = await giftFetch<Validation>(eventPath(eventId, '/subjects/validate'), {
      method: 'POST',
      body,
    });
    const answer = { dryRun, total: rows.length, saved: 0, errors: check.errors };
    if (dryRun || check.errors.length > 0) return answer;
    const added = await giftFetch<{ added: number }>(eventPath(eventId, '/subjects'), {
      method: 'POST',
      body,
    });
    return { ...answer, saved: added.added };
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => setPicking(true)}>
          {GIFT_TEXT.addMembers}
        </Button>
        <Button variant="outlined" aria-expanded={importing} onClick={() => setImporting(!importing)}>
          {GIFT_TEXT.importFile}
        </Button>
      </Stack>
      {importing ? (
        <SheetImportFlow
          sheet={{
            columns: SUBJECT_IMPORT_COLUMNS,
            row: subjectImportRow,
            lead: GIFT_TEXT.importLead,
            commit: GIFT_TEXT.importCommit,
            done: GIFT_TEXT.added,
          }}
          label={GIFT_TEXT.templateSheet}
          send={sendSheet}
          onSaved={() => void refresh()}
        />
      ) : null}
      {problems.length > 0 && (
        <Alert severity="warning" role="alert">
          {problems.slice(0, 10).map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      <ResourceList resource={giftSubjects} filter={{ eventId }} />
      <MemberPicker
        open={picking}
        onClose={() => setPicking(false)}
        onAdd={(ids) => {
          setPicking(false);
          add.mutate({ body: { memberIds: ids, rows: [] } });
        }}
      />
    </Stack>
  );
}
