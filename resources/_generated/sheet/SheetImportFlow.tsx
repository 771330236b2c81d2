import { useEffect, useMemo, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { importGuide } from '../../../schemas/importColumns';
import type { SheetAnswer, SheetRowError } from '../../../schemas/sheet';
import { ImportPreview, previewColumns } from './ImportPreview';
import { RowFixDialog } from './RowFixDialog';
import { errorsByRow, mergeErrors, type SheetRow } from './rows';
import { SHEET_TEXT as TEXT } from './strings';
import { downloadTemplate } from './template';
import { readRows, type LoadedSheet, useRowCheck } from './useSheetRows';
import type { SheetImport } from './types';

type Stage = 'reading' | 'server' | 'saving' | null;
const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

/** What the flow sends: the rows as read, whether only to check them, and their numbers in the file. */
export interface SheetSendBody {
  rows: readonly SheetRow[];
  dryRun: boolean;
  rowNumbers: readonly number[];
}

/**
 * The spreadsheet round trip on any screen: template, upload, a preview that puts each bad cell's
 * Korean message beside it (the row schema in the browser, then the server's dry run through
 * `send`), rows fixed in place, and one all-or-nothing save. The kit's import page draws it for a
 * resource's `sheetImport`; a section of a hand-built screen (an event's recipients) draws it too.
 */
export function SheetImportFlow({
  sheet,
  label,
  send: sendRows,
  onSaved,
  savedAction,
}: {
  sheet: Pick<SheetImport, 'columns' | 'row' | 'lead' | 'commit' | 'done'>;
  /** What the rows are (구성원, 선물 대상자): the template's sheet and file are named by it. */
  label: string;
  send: (body: SheetSendBody) => Promise<SheetAnswer>;
  onSaved?: (answer: SheetAnswer) => void;
  /** Beside the success message (back to the list). */
  savedAction?: ReactNode;
}) {
  const columns = useMemo(() => previewColumns(sheet.columns), [sheet.columns]);
  const [file, setFile] = useState<LoadedSheet | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>(null);
  const [serverErrors, setServerErrors] = useState<SheetRowError[]>([]);
  const [serverFailed, setServerFailed] = useState(false);
  const [fixing, setFixing] = useState<number | null>(null);
  const [result, setResult] = useState<SheetAnswer | null>(null);
  const check = useRowCheck(sheet.row, file?.rows);

  const errors = useMemo(() => mergeErrors(check.errors, serverErrors), [check.errors, serverErrors]);
  const byRow = useMemo(() => errorsByRow(errors), [errors]);
  // The file's own row numbers go along, so a message naming another row names it as shown here.
  const send = (loaded: LoadedSheet, dryRun: boolean) =>
    sendRows({ rows: loaded.rows, dryRun, rowNumbers: loaded.sheetRows });

  // The server's dry run once the browser has checked the rows: it knows the records, so every
  // problem of the file shows at once (a cell the browser refused keeps the browser's message).
  useEffect(() => {
    if (!file || !check.done) return;
    let current = true;
    setStage('server');
    send(file, true)
      .then((answer) => current && setServerErrors(answer.errors))
      .catch(() => current && setServerFailed(true))
      .finally(() => current && setStage(null));
    return () => {
      current = false;
    };
    // Asked again only for another file or a fixed row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, check.done]);

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(null);
    setProblem(null);
    setResult(null);
    setServerErrors([]);
    setServerFailed(false);
    setStage('reading');
    const loaded = await readRows(chosen, sheet.columns);
    setStage(null);
    if (typeof loaded === 'string') setProblem(loaded);
    else setFile(loaded);
  };

  const applyFix = (rowNumber: number, row: SheetRow) => {
    setFile(
      (current) =>
        current && {
          ...current,
          rows: current.rows.map((old, index) => (index === rowNumber - 1 ? row : old)),
        },
    );
    // The server's verdict was about the old values of this row.
    setServerErrors((current) => current.filter((error) => error.row !== rowNumber));
    setFixing(null);
  };

  const commit = async () => {
    if (!file) return;
    setStage('saving');
    setProblem(null);
    try {
      const answer = await send(file, false);
      if (answer.errors.length > 0) setServerErrors(answer.errors);
      else {
        setResult(answer);
        onSaved?.(answer);
      }
    } catch (error) {
      setProblem(error instanceof Error && 'body' in error ? error.message : TEXT.commitFailed);
    } finally {
      setStage(null);
    }
  };

  const badRows = [...byRow.keys()].filter((row) => row > 0);
  const shown = (row: number) => file?.sheetRows[row - 1] ?? row;
  const canCommit = Boolean(file) && check.done && errors.length === 0 && stage === null && !result;
  const fixingRow = fixing === null ? undefined : file?.rows[fixing - 1];
  const progress =
    stage === 'reading'
      ? TEXT.reading
      : stage === 'server'
        ? TEXT.checking
        : stage === 'saving'
          ? TEXT.saving
          : null;

  return (
    <Box sx={{ minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {sheet.lead ?? TEXT.lead}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {importGuide(sheet.columns)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={() => void downloadTemplate(sheet.columns, label, TEXT.templateFile(label))}
            sx={NO_WRAP}
          >
            {TEXT.template}
          </Button>
          <Button
            variant="contained"
            component="label"
            startIcon={<UploadFileOutlined />}
            disabled={stage !== null}
            sx={NO_WRAP}
          >
            {TEXT.choose}
            <input
              hidden
              type="file"
              accept=".xlsx,.csv"
              onChange={(e) => void load(e)}
              aria-label={TEXT.choose}
            />
          </Button>
          {file ? <Typography variant="body2">{TEXT.chosen(file.name, file.rows.length)}</Typography> : null}
        </Stack>
        {file && !check.done ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="caption">{TEXT.checkingRows(check.checked, file.rows.length)}</Typography>
            <LinearProgress
              variant="determinate"
              value={(check.checked / file.rows.length) * 100}
              aria-label={TEXT.checkingRows(check.checked, file.rows.length)}
            />
          </Box>
        ) : null}
        {progress ? (
          <Box sx={{ mt: 2 }} role="status">
            <Typography variant="caption">{progress}</Typography>
            <LinearProgress aria-label={progress} />
          </Box>
        ) : null}
      </Paper>

      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {file?.notices.map((notice) => (
        <Alert key={notice} severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ))}
      {result ? (
        <Alert severity="success" sx={{ mb: 2 }} action={savedAction}>
          {(sheet.done ?? TEXT.committed)(result.saved)}
        </Alert>
      ) : null}

      {file && check.done && !result ? (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Alert severity={badRows.length === 0 ? 'success' : 'warning'} sx={{ mb: 1 }} role="status">
            {TEXT.summary(file.rows.length, badRows.length)}
            {badRows.length > 0 ? (
              <Box component="span" sx={{ display: 'block' }}>
                {TEXT.badRows(badRows.map(shown))}
              </Box>
            ) : null}
          </Alert>
          {serverFailed ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {TEXT.serverCheckFailed}
            </Alert>
          ) : null}
          <ImportPreview
            key={`${file.name}:${badRows.length > 0}`}
            rows={file.rows}
            columns={columns}
            errors={byRow}
            onOpenRow={setFixing}
            label={TEXT.previewLabel}
            shownNumber={shown}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" size="large" disabled={!canCommit} onClick={() => void commit()}>
              {(sheet.commit ?? TEXT.commit)(file.rows.length)}
            </Button>
          </Box>
        </Paper>
      ) : null}

      {fixing !== null && fixingRow ? (
        <RowFixDialog
          shownNumber={shown(fixing)}
          row={fixingRow}
          schema={sheet.row}
          columns={sheet.columns}
          otherErrors={errors.filter((error) => error.row === fixing)}
          onApply={(row) => applyFix(fixing, row)}
          onClose={() => setFixing(null)}
        />
      ) : null}
    </Box>
  );
}
