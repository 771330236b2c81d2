import { useState } from 'react';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  Button,
  DeleteWithConfirmButton,
  Form,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { errorMessageOf, fieldErrorsOf } from '../../dataProviders/apiErrors';
import { managerInviteBody } from '../../schemas/managers';
import type { ManagerRecord } from '../../schemas/managers';
import { authorityInput } from '../../schemas/members';
import { FieldInput, fieldsOf, schemaValidator, toInputBody } from '../_generated';
import { MANAGER_TEXT } from './strings';

const inviteKeys = new Set(Object.keys(managerInviteBody.shape));
// The invite body's flags carry no labels of their own: they are the authority flags of a member.
const INVITE_FIELDS = [
  ...fieldsOf(managerInviteBody),
  ...fieldsOf(authorityInput).filter((field) => field.input === 'boolean' && inviteKeys.has(field.source)),
];
const validate = schemaValidator(managerInviteBody);

/** "관리자 초대": e-mail, phone and extra authority; POST .../managers sends the sign-up link by message. */
export function InviteButton() {
  const { canAccess } = useCanAccess({ resource: 'managers', action: 'create' });
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;

  const send = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.create('managers', { data: toInputBody(managerInviteBody, values) });
      notify(MANAGER_TEXT.invited, { type: 'success' });
      setOpen(false);
      refresh();
      return undefined;
    } catch (error) {
      const byField = fieldErrorsOf(error);
      if (Object.keys(byField).length > 0) return byField;
      notify(errorMessageOf(error, MANAGER_TEXT.inviteFailed), { type: 'error' });
      return undefined;
    }
  };

  return (
    <>
      <Button label={MANAGER_TEXT.invite} onClick={() => setOpen(true)}>
        <PersonAddAlt1Outlined />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="invite-title"
        maxWidth="xs"
        fullWidth
      >
        <Form onSubmit={send} validate={validate}>
          <DialogTitle id="invite-title">{MANAGER_TEXT.inviteTitle}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {MANAGER_TEXT.inviteLead}
            </Typography>
            {INVITE_FIELDS.map((field) => (
              <FieldInput key={field.source} field={field} />
            ))}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{MANAGER_TEXT.cancel}</MuiButton>
            <SaveButton label={MANAGER_TEXT.send} icon={<PersonAddAlt1Outlined />} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** Revoke an administrator or cancel a pending invitation (DELETE .../managers/{id}), after a confirmation. */
export function RevokeButton() {
  const record = useRecordContext<ManagerRecord>();
  const { canAccess } = useCanAccess({ resource: 'managers', action: 'delete', record });
  if (!record || !canAccess) return null;
  const invited = record.status === 'INVITED';
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      label={invited ? MANAGER_TEXT.cancelInvite : MANAGER_TEXT.revoke}
      confirmTitle={
        invited ? MANAGER_TEXT.cancelInviteTitle(record.email) : MANAGER_TEXT.revokeTitle(record.name)
      }
      confirmContent={invited ? MANAGER_TEXT.cancelInviteContent : MANAGER_TEXT.revokeContent}
      successMessage={invited ? MANAGER_TEXT.inviteCancelled : MANAGER_TEXT.revoked}
    />
  );
}
