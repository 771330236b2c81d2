import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink, useParams } from 'react-router';
import { LOGIN_PATH } from '../../../authProvider/guard';
import { DialogProvider } from '../../../components/dialogs/DialogProvider';
import { errorMessageOf, fieldErrorsOf } from '../../../dataProviders/apiErrors';
import { setPageTitle } from '../../../lib/pageTitle';
import { AuthShell } from '../auth/AuthShell';
import { signupApi } from './api';
import { EMPTY_VALUES, focusFirst, type Errors, type SignupValues } from './form';
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
  const [values, setValues] = useState<SignupValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Errors>({});
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

  const set = (change: Partial<SignupValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = checkPerson(values);
    if (!values.agreeUseService) found.agreeUseService = '서비스 이용약관에 동의해주세요.';
    if (!values.agreePrivacy) found.agreePrivacy = '개인정보 수집 및 이용에 동의해주세요.';
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return focusFirst(ORDER, found);
    }
    setPending(true);
    setFormError(null);
    try {
      const {
        confirm,
        emailCode,
        phoneCode,
        companyName,
        registNumber,
        representative,
        zoneCode,
        address1,
        address2,
        officePhone,
        ...body
      } = values;
      void [
        confirm,
        emailCode,
        phoneCode,
        companyName,
        registNumber,
        representative,
        zoneCode,
        address1,
        address2,
        officePhone,
      ];
      await signupApi.join(branch, body);
      setDone(true);
    } catch (error) {
      const server = fieldErrorsOf(error);
      if (server.emailToken) server.emailCode = server.emailToken;
      if (server.phoneToken) server.phoneCode = server.phoneToken;
      setErrors(server);
      focusFirst(ORDER, server);
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
  if (!workspace) {
    return (
      <AuthShell title={SIGNUP_TEXT.comboTitle}>
        <Box
          role="status"
          aria-label={SIGNUP_TEXT.comboLoading}
          sx={{ display: 'grid', placeItems: 'center', py: 4 }}
        >
          <CircularProgress />
        </Box>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={SIGNUP_TEXT.comboTitle}
      lead={SIGNUP_TEXT.comboLead(workspace.companyName, workspace.branchName)}
    >
      <Box component="form" noValidate onSubmit={submit}>
        {formError ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {formError}
          </Alert>
        ) : null}
        <PersonFields values={values} set={set} errors={errors} />
        <TermsStep values={values} set={set} errors={errors} />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mt: 2 }}>
          {pending ? SIGNUP_TEXT.submitting : SIGNUP_TEXT.comboSubmit}
        </Button>
      </Box>
    </AuthShell>
  );
}
