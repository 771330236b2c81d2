import { useEffect, useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  LinkBase,
  useBasename,
  useDataProvider,
  useGetList,
  useRefresh,
  useRequireAccess,
} from 'react-admin';
import type { PortalDataProvider } from '../../../dataProviders/dataProvider';
import { setPageTitle } from '../../../lib/pageTitle';
import { MEMBER_IMPORT_COLUMNS, MEMBER_IMPORT_HEADERS, memberImportRow } from '../../../schemas/members';
import type { ImportRowError } from '../../../schemas/members';
import {
  ImportPreview,
  RowFixDialog,
  downloadTemplate,
  mergeErrors,
  previewColumns,
  readSheet,
} from '../../_generated/sheet';
import { sendImport } from './importApi';
import type { ImportResult } from './importApi';
import { errorsByRow, mapHeaders, toImportRows, validateRows } from './importRows';
import type { ImportRow } from './importRows';
import { IMPORT_TEXT } from './strings';

interface LoadedFile {
  name: string;
  rows: ImportRow[];
  notice: string | null;
}

type ServerCheck = 'idle' | 'checking' | 'checked' | 'failed';

const NO_WRAP = { whiteSpace: 'nowrap', flexShrink: 0 };
const COLUMNS = previewColumns(MEMBER_IMPORT_COLUMNS);

/** member/list/import: template, upload, preview with every error beside its cell, commit when clean. */
export function MemberImportPage() {
  const { isPending: checkingAccess } = useRequireAccess({ resource: 'members', action: 'import' });
  const dataProvider = useDataProvider<PortalDataProvider>();
  const refresh = useRefresh();
  const basename = useBasename();
  const { data: groups = [] } = useGetList('groups', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [serverErrors, setServerErrors] = useState<ImportRowError[]>([]);
  const [serverCheck, setServerCheck] = useState<ServerCheck>('idle');
  const [groupId, setGroupId] = useState('');
  const [fixing, setFixing] = useState<number | null>(null);
  const [committing, setCommitting] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  useEffect(() => setPageTitle(IMPORT_TEXT.title), []);

  const clientErrors = useMemo(() => (file ? validateRows(file.rows) : []), [file]);
  const errors = useMemo(() => mergeErrors(clientErrors, serverErrors), [clientErrors, serverErrors]);
  const byRow = useMemo(() => errorsByRow(errors), [errors]);
  const fileLevel = byRow.get(0)?.get('');

  const check = async (rows: ImportRow[]) => {
    setServerCheck('checking');
    try {
      const answer = await sendImport(dataProvider, { rows, dryRun: true, groupId: groupId || null });
      setServerErrors(answer.errors);
      setServerCheck('checked');
    } catch {
      setServerCheck('failed');
    }
  };

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(null);
    setProblem(null);
    setResult(null);
    setServerErrors([]);
    setServerCheck('idle');
    if (!/\.(xlsx|csv)$/i.test(chosen.name)) return setProblem(IMPORT_TEXT.wrongType);
    setReading(true);
    try {
      const [header = [], ...body] = await readSheet(chosen.name, await chosen.arrayBuffer());
      const mapping = mapHeaders(header);
      if (mapping.missing.length > 0) {
        return setProblem(
          IMPORT_TEXT.missingHeaders(mapping.missing.map((field) => MEMBER_IMPORT_HEADERS[field])),
        );
      }
      const rows = toImportRows(body, mapping);
      if (rows.length === 0) return setProblem(IMPORT_TEXT.empty);
      setFile({
        name: chosen.name,
        rows,
        notice: mapping.unknown.length > 0 ? IMPORT_TEXT.unknownHeaders(mapping.unknown) : null,
      });
      if (!validateRows(rows).some((error) => error.row === 0)) void check(rows);
    } catch {
      setProblem(IMPORT_TEXT.readFailed);
    } finally {
      setReading(false);
    }
  };

  const applyFix = (rowNumber: number, row: ImportRow) => {
    setFile((current) =>
      current
        ? { ...current, rows: current.rows.map((old, index) => (index === rowNumber - 1 ? row : old)) }
        : current,
    );
    // The server's verdict was about the old values of this row.
    setServerErrors((current) => current.filter((error) => error.row !== rowNumber));
    setFixing(null);
  };

  const commit = async () => {
    if (!file) return;
    setCommitting(true);
    setProblem(null);
    try {
      const answer = await sendImport(dataProvider, {
        rows: file.rows,
        dryRun: false,
        groupId: groupId || null,
      });
      if (answer.errors.length > 0) setServerErrors(answer.errors);
      else {
        setResult(answer);
        refresh();
      }
    } catch (error) {
      setProblem(error instanceof Error && 'body' in error ? error.message : IMPORT_TEXT.commitFailed);
    } finally {
      setCommitting(false);
    }
  };

  if (checkingAccess) return null;
  const badRows = [...byRow.keys()].filter((row) => row > 0).length;
  const canCommit =
    Boolean(file) && errors.length === 0 && serverCheck !== 'checking' && !committing && !result;
  const fixingRow = fixing === null ? undefined : file?.rows[fixing - 1];

  return (
    <Box sx={{ py: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {IMPORT_TEXT.title}
        </Typography>
        <Button component={LinkBase} to={`${basename}/member/list`}>
          {IMPORT_TEXT.back}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 3, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {IMPORT_TEXT.lead}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={() =>
              void downloadTemplate(
                MEMBER_IMPORT_COLUMNS,
                IMPORT_TEXT.templateSheet,
                IMPORT_TEXT.templateFile,
              )
            }
            sx={NO_WRAP}
          >
            {IMPORT_TEXT.template}
          </Button>
          <TextField
            select
            size="small"
            label={IMPORT_TEXT.group}
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
            fullWidth={false}
            sx={{ width: 260 }}
          >
            <MenuItem value="">-</MenuItem>
            {groups.map((group) => (
              <MenuItem key={group.id} value={String(group.id)}>
                {String(group.name)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            component="label"
            startIcon={<UploadFileOutlined />}
            disabled={reading || committing}
            sx={NO_WRAP}
          >
            {IMPORT_TEXT.choose}
            <input hidden type="file" accept=".xlsx,.csv" onChange={load} aria-label={IMPORT_TEXT.choose} />
          </Button>
          {file ? (
            <Typography variant="body2">{IMPORT_TEXT.chosen(file.name, file.rows.length)}</Typography>
          ) : null}
        </Stack>
        {reading ? <LinearProgress sx={{ mt: 2 }} aria-label={IMPORT_TEXT.reading} /> : null}
      </Paper>

      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {file?.notice ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {file.notice}
        </Alert>
      ) : null}
      {fileLevel ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {fileLevel}
        </Alert>
      ) : null}
      {result ? (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          action={
            <Button component={LinkBase} to={`${basename}/member/list`} color="inherit">
              {IMPORT_TEXT.back}
            </Button>
          }
        >
          {IMPORT_TEXT.committed(result.added)}
        </Alert>
      ) : null}

      {file && !fileLevel && !result ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Alert severity={badRows === 0 ? 'success' : 'warning'} sx={{ mb: 1 }} role="status">
            {IMPORT_TEXT.summary(file.rows.length, badRows)}
          </Alert>
          {serverCheck === 'checking' ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {IMPORT_TEXT.checking}
            </Alert>
          ) : null}
          {serverCheck === 'failed' ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {IMPORT_TEXT.serverCheckFailed}
            </Alert>
          ) : null}
          <ImportPreview
            key={`${file.name}:${badRows > 0}`}
            rows={file.rows}
            columns={COLUMNS}
            errors={byRow}
            onOpenRow={setFixing}
            label={IMPORT_TEXT.previewLabel}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" size="large" disabled={!canCommit} onClick={() => void commit()}>
              {committing ? IMPORT_TEXT.committing : IMPORT_TEXT.commit(file.rows.length)}
            </Button>
          </Box>
        </Paper>
      ) : null}

      {fixing !== null && fixingRow ? (
        <RowFixDialog
          shownNumber={fixing}
          row={fixingRow}
          schema={memberImportRow}
          columns={MEMBER_IMPORT_COLUMNS}
          otherErrors={errors.filter((error) => error.row === fixing)}
          onApply={(row) => applyFix(fixing, row as ImportRow)}
          onClose={() => setFixing(null)}
        />
      ) : null}
    </Box>
  );
}
