import { useEffect, useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { LinkBase, useBasename, useDataProvider, useRefresh, useRequireAccess } from 'react-admin';
import type { PortalDataProvider } from '../../../dataProviders/dataProvider';
import { setPageTitle } from '../../../lib/pageTitle';
import { importGuide } from '../../../schemas/importColumns';
import type { SheetAnswer, SheetRowError } from '../../../schemas/sheet';
import type { ResourceDefinition } from '../types';
import { ImportPreview, previewColumns } from './ImportPreview';
import { RowFixDialog } from './RowFixDialog';
import { errorsByRow, mergeErrors, type SheetRow } from './rows';
import { SHEET_TEXT as TEXT } from './strings';
import { downloadTemplate } from './template';
import { sheetTitle } from './paths';
import { readRows, type LoadedSheet, useRowCheck } from './useSheetRows';
import { sendSheet } from './sendSheet';

type Stage = 'reading' | 'server' | 'saving' | null;
const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

/**
 * The import page the kit draws for a resource's `sheetImport`: template, upload, a preview that
 * puts each bad cell's Korean message beside it (the row schema in the browser, then the server's
 * dry run), rows fixed in place, and one all-or-nothing save.
 */
export function SheetImportPage({ definition }: { definition: ResourceDefinition }) {
  const sheet = definition.sheetImport!;
  const { isPending } = useRequireAccess({ resource: definition.name, action: 'import' });
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const basename = useBasename();
  const title = sheetTitle(definition);
  const columns = useMemo(() => previewColumns(sheet.columns), [sheet.columns]);
  const [file, setFile] = useState<LoadedSheet | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>(null);
  const [serverErrors, setServerErrors] = useState<SheetRowError[]>([]);
  const [serverFailed, setServerFailed] = useState(false);
  const [fixing, setFixing] = useState<number | null>(null);
  const [result, setResult] = useState<SheetAnswer | null>(null);
  const check = useRowCheck(sheet.row, file?.rows);
  useEffect(() => setPageTitle(title), [title]);

  const errors = useMemo(() => mergeErrors(check.errors, serverErrors), [check.errors, serverErrors]);
  const byRow = useMemo(() => errorsByRow(errors), [errors]);
  // The file's own row numbers go along, so a message naming another row names it as shown here.
  const send = (loaded: LoadedSheet, dryRun: boolean) =>
    sendSheet(dataProvider, definition.name, sheet.call, {
      rows: loaded.rows,
      dryRun,
      rowNumbers: loaded.sheetRows,
    });

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
        refresh();
      }
    } catch (error) {
      setProblem(error instanceof Error && 'body' in error ? error.message : TEXT.commitFailed);
    } finally {
      setStage(null);
    }
  };

  if (isPending) return null;
  const badRows = [...byRow.keys()].filter((row) => row > 0);
  const shown = (row: number) => file?.sheetRows[row - 1] ?? row;
  const canCommit = Boolean(file) && check.done && errors.length === 0 && stage === null && !result;
  const fixingRow = fixing === null ? undefined : file?.rows[fixing - 1];
  const listLink = `${basename}/${definition.listPath ?? ''}`;
  const progress =
    stage === 'reading'
      ? TEXT.reading
      : stage === 'server'
        ? TEXT.checking
        : stage === 'saving'
          ? TEXT.saving
          : null;

  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button component={LinkBase} to={listLink}>
          {TEXT.back(definition.label)}
        </Button>
      </Stack>
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
            onClick={() =>
              void downloadTemplate(sheet.columns, definition.label, TEXT.templateFile(definition.label))
            }
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
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button component={LinkBase} to={listLink} color="inherit">
              {TEXT.back(definition.label)}
            </Button>
          }
        >
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
