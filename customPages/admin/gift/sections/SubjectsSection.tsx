import { useState } from 'react';
import type { ChangeEvent } from 'react';
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
import { downloadTemplate, mapHeaders, readSheet, sheetRowsOf } from '../../../../resources/_generated/sheet';
import { SUBJECT_IMPORT_COLUMNS } from '../../../../schemas/gift';
import { missingColumnsMessage } from '../../../../schemas/importColumns';
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

  /**
   * The server numbers rows from 1 at the first data row of the body (members picked from the list
   * come after them); a file's rows are named by the number Excel shows instead.
   */
  const add = useMutation({
    mutationFn: async ({ body, sheetRows = [] }: { body: SubjectsBody; sheetRows?: number[] }) => {
      const check = await giftFetch<Validation>(eventPath(eventId, '/subjects/validate'), {
        method: 'POST',
        body,
      });
      if (check.errors.length > 0) {
        setProblems(
          check.errors.map((error) =>
            GIFT_TEXT.rowError(sheetRows[error.row - 1] ?? error.row, error.message),
          ),
        );
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

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const [header = [], ...cells] = await readSheet(file.name, await file.arrayBuffer());
    const mapping = mapHeaders(header, SUBJECT_IMPORT_COLUMNS);
    if (mapping.missing.length > 0) {
      setProblems([missingColumnsMessage(mapping.missingHeaders)]);
      return;
    }
    const { rows, sheetRows } = sheetRowsOf(cells, mapping, SUBJECT_IMPORT_COLUMNS);
    add.mutate({ body: { memberIds: [], rows }, sheetRows });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => setPicking(true)}>
          {GIFT_TEXT.addMembers}
        </Button>
        <Button variant="outlined" component="label">
          {GIFT_TEXT.importFile}
          <input
            hidden
            type="file"
            accept=".xlsx,.csv"
            data-testid="subjects-file"
            onChange={(e) => void importFile(e)}
          />
        </Button>
        <Button
          variant="text"
          onClick={() =>
            void downloadTemplate(SUBJECT_IMPORT_COLUMNS, GIFT_TEXT.templateSheet, GIFT_TEXT.templateFile)
          }
        >
          {GIFT_TEXT.template}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {GIFT_TEXT.importHelp}
      </Typography>
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
