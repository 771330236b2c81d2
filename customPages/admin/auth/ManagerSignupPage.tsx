import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as LinkBase, useLocation } from 'react-router';
import type { z } from 'zod';
import { LOGIN_PATH } from '../../../authProvider/guard';
import { DialogProvider } from '../../../components/dialogs/DialogProvider';
import { errorMessageOf, fieldErrorsOf } from '../../../dataProviders/apiErrors';
import { createHttpClient } from '../../../dataProviders/httpClient';
import { setPageTitle } from '../../../lib/pageTitle';
import { issuesByField } from '../../../schemas/issues';
import { managerInvitation, managerSignupBody } from '../../../schemas/managers';
import { TermsStep } from '../signup/TermsStep';
import { fieldId } from '../signup/form';
import { SIGNUP_TEXT } from '../signup/strings';
import { AuthLoading, AuthShell, FormError } from './AuthShell';
import { AuthTextField } from './AuthTextField';
import { NoAuthOnly } from './NoAuthOnly';

/** Texts of this page (Korean only); the fields are the company sign-up's (SIGNUP_TEXT). */
export const MANAGER_SIGNUP_TEXT = {
  title: '관리자 가입',
  lead: (company: string) =>
    `${company}의 관리자로 초대되었습니다. 이름, 휴대폰 번호와 비밀번호를 정하고 약관에 동의해주세요.`,
  submit: '가입하기',
  submitting: '가입하는 중…',
  loading: '초대 정보를 확인하고 있습니다.',
  noToken: '초대 링크가 올바르지 않습니다. 받은 메시지의 링크를 다시 열어주세요.',
  loadFailed: '초대 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  failed: '가입하지 못했습니다. 잠시 후 다시 시도해주세요.',
  done: '가입이 완료되었습니다',
  doneLead: '이제 이메일과 비밀번호로 로그인할 수 있습니다.',
} as const;

type Invitation = z.infer<typeof managerInvitation>;
type Field = 'name' | 'cellPhone' | 'password' | 'confirm' | Consent;
type Consent = 'agreeUseService' | 'agreePrivacy';
const CONSENTS: readonly Consent[] = ['agreeUseService', 'agreePrivacy'];
const FIELDS: readonly Field[] = ['name', 'cellPhone', 'password', 'confirm', ...CONSENTS];
/** The element a field's message points at: the terms share the company sign-up's checkboxes. */
const elementId = (field: Field) =>
  (CONSENTS as readonly string[]).includes(field) ? fieldId(field) : `manager-signup-${field}`;

// The invitee has no session yet: these calls go without auth headers.
const publicClient = createHttpClient({ getAuthHeaders: () => null });
const signupPath = (token: string) => `/homepage/v2/manager-signup/${encodeURIComponent(token)}`;

/** /pc/admin/auth/manager/signup?token=: an invited administrator sets name, phone and password. */
export function ManagerSignupPage() {
  // The terms dialog tells a reader who ticks before the end of the text why it cannot yet agree.
  return (
    <DialogProvider>
      <NoAuthOnly>{() => <ManagerSignup />}</NoAuthOnly>
    </DialogProvider>
  );
}

function ManagerSignup() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(token ? null : MANAGER_SIGNUP_TEXT.noToken);
  const [values, setValues] = useState<Record<Exclude<Field, Consent>, string>>({
    name: '',
    cellPhone: '',
    password: '',
    confirm: '',
  });
  const [consents, setConsents] = useState<Record<Consent, boolean>>({
    agreeUseService: false,
    agreePrivacy: false,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => setPageTitle(MANAGER_SIGNUP_TEXT.title), []);
  useEffect(() => {
    if (!token) return;
    let live = true;
    publicClient
      .apiFetch<unknown>(signupPath(token))
      .then((answer) => {
        if (!live) return;
        const parsed = managerInvitation.parse(answer);
        setInvitation(parsed);
        setValues((current) => ({ ...current, cellPhone: current.cellPhone || parsed.cellPhone }));
      })
      .catch((error: unknown) => live && setLoadError(errorMessageOf(error, MANAGER_SIGNUP_TEXT.loadFailed)));
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = managerSignupBody.safeParse({
      name: values.name,
      cellPhone: values.cellPhone,
      password: values.password,
      ...consents,
    });
    const next: Partial<Record<Field, string>> = parsed.success ? {} : issuesByField(parsed.error);
    if (!next.password && values.confirm !== values.password) next.confirm = SIGNUP_TEXT.mismatch;
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (!parsed.success || first) {
      if (first) document.getElementById(elementId(first))?.focus();
      return;
    }
    setFormError(null);
    setPending(true);
    try {
      await publicClient.apiFetch(signupPath(token), { method: 'POST', body: parsed.data });
      setDone(true);
    } catch (error) {
      const server = fieldErrorsOf(error);
      if (FIELDS.some((field) => server[field])) setErrors(server);
      else setFormError(errorMessageOf(error, MANAGER_SIGNUP_TEXT.failed));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <AuthShell title={MANAGER_SIGNUP_TEXT.done} lead={MANAGER_SIGNUP_TEXT.doneLead}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {MANAGER_SIGNUP_TEXT.done}
        </Alert>
        <Button component={LinkBase} to={LOGIN_PATH} variant="contained" size="large" fullWidth>
          {SIGNUP_TEXT.toLogin}
        </Button>
      </AuthShell>
    );
  }
  if (loadError) {
    return (
      <AuthShell title={MANAGER_SIGNUP_TEXT.title}>
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {loadError}
        </Alert>
        <Button component={LinkBase} to={LOGIN_PATH} variant="outlined" fullWidth>
          {SIGNUP_TEXT.toLogin}
        </Button>
      </AuthShell>
    );
  }
  if (!invitation)
    return <AuthLoading title={MANAGER_SIGNUP_TEXT.title} label={MANAGER_SIGNUP_TEXT.loading} />;

  const field = (
    name: Exclude<Field, Consent>,
    label: string,
    type: string,
    autoComplete: string,
    maxLength: number,
  ) => (
    <AuthTextField
      id={`manager-signup-${name}`}
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      required={name !== 'confirm'}
      value={values[name]}
      onChange={(event) => {
        const value =
          name === 'cellPhone' ? event.target.value.replace(/\D/g, '').slice(0, 11) : event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
      error={errors[name]}
      htmlInput={{ maxLength, ...(name === 'cellPhone' ? { inputMode: 'numeric' } : {}) }}
    />
  );

  return (
    <AuthShell title={MANAGER_SIGNUP_TEXT.title} lead={MANAGER_SIGNUP_TEXT.lead(invitation.companyName)}>
      <Box component="form" noValidate onSubmit={submit}>
        <FormError message={formError} sx={{ mb: 1 }} />
        <Typography variant="caption" color="text.secondary">
          {SIGNUP_TEXT.email}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{invitation.email}</Typography>
        {field('name', SIGNUP_TEXT.name, 'text', 'name', 30)}
        {field('cellPhone', SIGNUP_TEXT.cellPhone, 'tel', 'tel', 11)}
        {field('password', SIGNUP_TEXT.password, 'password', 'new-password', 50)}
        {field('confirm', SIGNUP_TEXT.confirm, 'password', 'new-password', 50)}
        <TermsStep
          values={consents}
          set={(change) => {
            setConsents((current) => ({ ...current, ...change }));
            setErrors((current) => ({
              ...current,
              ...Object.fromEntries(Object.keys(change).map((key) => [key, undefined])),
            }));
          }}
          errors={errors}
          only={CONSENTS}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mt: 2 }}>
          {pending ? MANAGER_SIGNUP_TEXT.submitting : MANAGER_SIGNUP_TEXT.submit}
        </Button>
      </Box>
    </AuthShell>
  );
}
