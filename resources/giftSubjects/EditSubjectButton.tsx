import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useListContext, useNotify, useRefresh } from 'react-admin';
import { fillPath } from '../../dataProviders/pathTemplates';
import { messageOf, useApiFetch } from '../../dataProviders/useApi';
import type { SubjectRecord } from '../../schemas/gift/subjects';
import { SUBJECT_TEXT } from './strings';

/** The subjects' call for the list's event (its permanent filter carries the event). */
export function useSubjectPath(apiPath: string) {
  const { filter } = useListContext();
  return (rest: string) => `${fillPath(apiPath, { filter })}${rest}`;
}

/**
 * A row's 수정: the recipient's name, phone and budget corrected (POST …/subjects/{id}); the server
 * refuses once the gift was exchanged or shipped, and that message is shown in the dialog.
 */
export function EditSubjectButton({ subject, apiPath }: { subject: SubjectRecord; apiPath: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(subject.name);
  const [cellPhone, setCellPhone] = useState(subject.cellPhone);
  const [budget, setBudget] = useState(String(subject.budget));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const refresh = useRefresh();
  const pathOf = useSubjectPath(apiPath);
  const start = () => {
    setName(subject.name);
    setCellPhone(subject.cellPhone);
    setBudget(String(subject.budget));
    setProblem(null);
    setOpen(true);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch(pathOf(`/${encodeURIComponent(subject.id)}`), {
        method: 'POST',
        body: { name, cellPhone, ...(budget.trim() ? { budget: Number(budget) } : {}) },
      });
      notify(SUBJECT_TEXT.saved, { type: 'success', messageArgs: { _: SUBJECT_TEXT.saved } });
      setOpen(false);
      refresh();
    } catch (error) {
      setProblem(messageOf(error, SUBJECT_TEXT.failed));
    } finally {
      setBusy(false);
    }
  };
  const titleId = `subject-edit-${subject.id}`;
  return (
    <>
      <Button
        size="small"
        onClick={(click) => {
          click.stopPropagation();
          start();
        }}
        aria-label={`${subject.name} ${SUBJECT_TEXT.edit}`}
      >
        {SUBJECT_TEXT.edit}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(click) => click.stopPropagation()}
        fullWidth
        maxWidth="xs"
        aria-labelledby={titleId}
      >
        <form onSubmit={(event) => void save(event)}>
          <DialogTitle id={titleId}>{SUBJECT_TEXT.editTitle}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {problem ? (
              <Alert severity="warning" role="alert">
                {problem}
              </Alert>
            ) : null}
            <TextField label="이름" value={name} onChange={(e) => setName(e.target.value)} required />
            <TextField
              label="휴대폰 번호"
              value={cellPhone}
              onChange={(e) => setCellPhone(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              required
            />
            <TextField
              label="예산(원)"
              value={budget}
              onChange={(e) => setBudget(e.target.value.replace(/\D/g, ''))}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{SUBJECT_TEXT.close}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {SUBJECT_TEXT.save}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
