import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { LOGIN_PATH } from '../../../authProvider/guard';
import { DialogProvider } from '../../../components/dialogs/DialogProvider';
import { errorMessageOf, fieldErrorsOf } from '../../../dataProviders/apiErrors';
import { setPageTitle } from '../../../lib/pageTitle';
import { memberJoinBody, signupTermsStep } from '../../../schemas/signup';
import { AuthLoading, AuthShell, FormError } from '../auth/AuthShell';
import { signupApi } from './api';
import { messagesOf, onCodeFields, useSignupForm } from './form';
import { PERSON_ORDER, PersonFields, checkPerson } from './PersonFields';
import { SIGNUP_TEXT } from './strings';
import { TERMS_ORDER, TermsStep } from './TermsStep';

const ORDER = [...PERSON_ORDER, ...TERMS_ORDER];

/** /pc/admin/auth/signupCombo/{branchEncrypted}: a person joins an existing workspace of a company. */
export function SignupComboPage() {
  return (
    <DialogProvider>
      <SignupCombo />
    </DialogProvider>
  );
}

function SignupCombo() {
  const branch = useParams().branchEncrypted ?? '';
  const [workspace, setWorkspace] = useState<{ companyName: string; branchName: string } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const { values, set, errors, show } = useSignupForm();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => setPageTitle(SIGNUP_TEXT.comboTitle), []);
  useEffect(() => {
    let live = true;
    signupApi
      .workspace(branch)
      .then((answer) => live && setWorkspace(answer))
      .catch((error: unknown) => live && setLoadError(errorMessageOf(error, SIGNUP_TEXT.failed)));
    return () => {
      live = false;
    };
  }, [branch]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = { ...checkPerson(values), ...messagesOf(signupTermsStep, values) };
    if (Object.values(found).some(Boolean)) return show(found, ORDER);
    setPending(true);
    setFormError(null);
    try {
      // The fields of a member's join, as typed: no company, no codes, no repeated password.
      const joinKeys = Object.keys(memberJoinBody.shape) as (keyof typeof values)[];
      await signupApi.join(branch, Object.fromEntries(joinKeys.map((key) => [key, values[key]])));
      setDone(true);
    } catch (error) {
      show(onCodeFields(fieldErrorsOf(error)), ORDER);
      setFormError(errorMessageOf(error, SIGNUP_TEXT.failed));
    } finally {
      setPending(false);
    }
  };

  if (done || loadError) {
    return (
      <AuthShell
        title={done ? SIGNUP_TEXT.comboDone : SIGNUP_TEXT.comboTitle}
        lead={done ? SIGNUP_TEXT.comboDoneLead : undefined}
      >
        <Alert severity={done ? 'success' : 'error'} role={done ? 'status' : 'alert'} sx={{ mb: 3 }}>
          {done ? SIGNUP_TEXT.comboDone : loadError}
        </Alert>
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large" fullWidth>
          {SIGNUP_TEXT.toLogin}
        </Button>
      </AuthShell>
    );
  }
  if (!workspace) return <AuthLoading title={SIGNUP_TEXT.comboTitle} label={SIGNUP_TEXT.comboLoading} />;
  return (
    <AuthShell
      title={SIGNUP_TEXT.comboTitle}
      lead={SIGNUP_TEXT.comboLead(workspace.companyName, workspace.branchName)}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <FormError message={formError} sx={{ mb: 1 }} />
        <PersonFields values={values} set={set} errors={errors} />
        <TermsStep values={values} set={set} errors={errors} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mt: 2 }}>
          {pending ? SIGNUP_TEXT.submitting : SIGNUP_TEXT.comboSubmit}
        </Button>
      </Box>
    </AuthShell>
  );
}
