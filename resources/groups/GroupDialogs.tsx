import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNotify } from 'react-admin';
import { errorMessageOf, fieldErrorsOf } from '../../dataProviders/apiErrors';
import { groupInput } from '../../schemas/groups';
import type { GroupRecord } from '../../schemas/groups';
import { GROUP_TEXT } from './strings';
import type { GroupNode } from './tree';

const ROOT_VALUE = '__root__';

interface NameDialogProps {
  title: string;
  initialName: string;
  /** Resolves when saved; rejects with the server's error. */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/** Create or rename: the name, checked with the schema's Korean message, the server's beside it too. */
export function GroupNameDialog({ title, initialName, onSave, onClose }: NameDialogProps) {
  const notify = useNotify();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = groupInput.shape.name.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? GROUP_TEXT.failed);
    setSaving(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (failure) {
      const beside = fieldErrorsOf(failure).name;
      if (beside) setError(beside);
      else notify(errorMessageOf(failure, GROUP_TEXT.failed), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="group-name-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="group-name-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={GROUP_TEXT.name}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{GROUP_TEXT.cancel}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {GROUP_TEXT.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface MoveDialogProps {
  group: GroupRecord;
  /** Every department in chart order, with where this one may not go already left out. */
  targets: readonly GroupNode[];
  onMove: (parentId: string | null) => Promise<void>;
  onClose: () => void;
}

/** The keyboard way to move a department: pick its new parent from the chart. */
export function GroupMoveDialog({ group, targets, onMove, onClose }: MoveDialogProps) {
  const [parent, setParent] = useState(group.parentId ?? ROOT_VALUE);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await onMove(parent === ROOT_VALUE ? null : parent);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="group-move-title">
      <form onSubmit={submit}>
        <DialogTitle id="group-move-title">{GROUP_TEXT.moveTitle(group.name)}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={GROUP_TEXT.newParent}
            value={parent}
            onChange={(event) => setParent(event.target.value)}
          >
            <MenuItem value={ROOT_VALUE}>{GROUP_TEXT.root}</MenuItem>
            {targets.map((node) => (
              <MenuItem key={node.group.id} value={node.group.id} sx={{ pl: 2 + node.depth * 2 }}>
                {node.group.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{GROUP_TEXT.cancel}</Button>
          <Button type="submit" variant="contained">
            {GROUP_TEXT.move}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
