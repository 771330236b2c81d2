import { useState } from 'react';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import MuiButton from '@mui/material/Button';
import {
  Button,
  Form,
  SaveButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { GateMember } from '../../authProvider/permissions';
import type { PortalDataProvider } from '../../dataProviders/dataProvider';
import { authorityInput } from '../../schemas/members';
import type { MemberRecord } from '../../schemas/members';
import { FieldInput, fieldsOf, schemaValidator, toInputBody, useCurrentMember } from '../_generated';
import { MEMBER_TEXT } from './strings';

const AUTHORITY_FIELDS = fieldsOf(authorityInput);
const validate = schemaValidator(authorityInput);

/** Issue 3: roles and authority flags change only by a member with master or admin authority. */
export function canChangeAuthority(
  member: Pick<GateMember, 'hasMasterAuthority' | 'hasAdminAuthority'>,
): boolean {
  return member.hasMasterAuthority || member.hasAdminAuthority;
}

function fieldErrors(error: unknown): Record<string, string> | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const errors = body.errors;
  return typeof errors === 'object' &&
    errors !== null &&
    !Array.isArray(errors) &&
    Object.keys(errors).length > 0
    ? (errors as Record<string, string>)
    : null;
}

/**
 * "권한 변경" on a member's page: role and flags in a small form of their own, sent to
 * PUT .../members/{id}/authority. Shown only to master/admin authority holders; the server refuses
 * everyone else, and refuses removing the last administrator with its own Korean message.
 */
export function AuthorityButton() {
  const record = useRecordContext<MemberRecord>();
  const member = useCurrentMember();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record || !member || !canChangeAuthority(member)) return null;

  const save = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.resourceFetch('members', `/${encodeURIComponent(String(record.id))}/authority`, {
        method: 'PUT',
        body: toInputBody(authorityInput, values),
      });
      notify(MEMBER_TEXT.authoritySaved, { type: 'success' });
      setOpen(false);
      refresh();
      return undefined;
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField) return byField;
      notify(error instanceof Error && 'body' in error ? error.message : MEMBER_TEXT.authorityFailed, {
        type: 'error',
      });
      return undefined;
    }
  };

  return (
    <>
      <Button label={MEMBER_TEXT.changeAuthority} onClick={() => setOpen(true)}>
        <AdminPanelSettingsOutlined />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="authority-title"
        maxWidth="xs"
        fullWidth
      >
        <Form record={record} onSubmit={save} validate={validate}>
          <DialogTitle id="authority-title">{MEMBER_TEXT.authorityTitle(record.name)}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {MEMBER_TEXT.authorityLead}
            </Typography>
            {AUTHORITY_FIELDS.map((field) => (
              <FieldInput key={field.source} field={field} />
            ))}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{MEMBER_TEXT.cancel}</MuiButton>
            <SaveButton label={MEMBER_TEXT.save} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
