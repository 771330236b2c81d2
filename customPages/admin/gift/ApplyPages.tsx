import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link as MuiLink,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { consultFields, subscriptionBody } from '../../../schemas/gift/services';
import { won } from '../../../lib/won';
import { fieldErrorsOf, messageOf } from '../../../dataProviders/useApi';
import { useAdminPath, usePageTitle, useToast } from '../layout/shellHooks';
import { GIFT_API, useGiftFetch } from './giftApi';
import { GIFT_TEXT } from './strings';

const issuesOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title, GIFT_TEXT.service);
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 720 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** sending24/serviceApply: the consultation request, with an attachment (multipart). */
export function ConsultPage() {
  const giftFetch = useGiftFetch();
  const [values, setValues] = useState({ name: '', cellPhone: '', contents: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const send = useMutation({
    mutationFn: () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.append(key, value);
      if (file) form.append('attachment', file);
      return giftFetch(`${GIFT_API}/services/consult`, { method: 'POST', body: form });
    },
    onSuccess: () => setDone(true),
    onError: (error) => setErrors({ ...fieldErrorsOf(error), form: messageOf(error, GIFT_TEXT.loadFailed) }),
  });
  const submit = () => {
    const parsed = consultFields.safeParse(values);
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    send.mutate();
  };
  const field = (key: keyof typeof values, label: string, extra: object = {}) => (
    <TextField
      id={`consult-${key}`}
      label={label}
      value={values[key]}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={(e) =>
        setValues((v) => ({
          ...v,
          [key]: key === 'cellPhone' ? e.target.value.replace(/\D/g, '').slice(0, 11) : e.target.value,
        }))
      }
      {...extra}
    />
  );
  return (
    <Page title={GIFT_TEXT.consultPage}>
      {done ? (
        <Alert severity="success" role="status">
          {GIFT_TEXT.consultDone}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack
            spacing={2}
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Typography color="text.secondary">{GIFT_TEXT.consultLead}</Typography>
            {errors.form && <Alert severity="warning">{errors.form}</Alert>}
            {field('name', GIFT_TEXT.consultName)}
            {field('cellPhone', GIFT_TEXT.consultPhone, { slotProps: { htmlInput: { inputMode: 'tel' } } })}
            {field('contents', GIFT_TEXT.consultContents, { multiline: true, minRows: 4 })}
            <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
              {GIFT_TEXT.attachment}
              {file ? `: ${file.name}` : ''}
              <input hidden type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={send.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {GIFT_TEXT.submit}
            </Button>
          </Stack>
        </Paper>
      )}
    </Page>
  );
}

type Answers = {
  applicantName: string;
  applicantPhone: string;
  expectedPersons: string;
  budgetPerPerson: string;
};
const AGREEMENTS = [
  ['birth24_service_policy', GIFT_TEXT.agreeService],
  ['birth24_privacy_policy', GIFT_TEXT.agreePrivacy],
  ['birth24_custom_policy', GIFT_TEXT.agreePromotion],
] as const;

/** The applicant step: who applies, how many and the budget, the gift terms; then the result step. */
function ApplicantStep() {
  const giftFetch = useGiftFetch();
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const toast = useToast();
  const [values, setValues] = useState<Answers>({
    applicantName: '',
    applicantPhone: '',
    expectedPersons: '',
    budgetPerPerson: '30000',
  });
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apply = useMutation({
    mutationFn: (body: unknown) =>
      giftFetch<{ status: string; deposit: number }>(`${GIFT_API}/services/subscription`, {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) =>
      navigate(adminPath('birth24/serviceApply/result'), { state: { deposit: answer.deposit } }),
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      toast(messageOf(error, GIFT_TEXT.loadFailed), 'warning');
    },
  });
  const submit = () => {
    const parsed = subscriptionBody.safeParse({
      ...values,
      expectedPersons: Number(values.expectedPersons),
      budgetPerPerson: Number(values.budgetPerPerson),
      birth24_service_policy: agreed.birth24_service_policy === true,
      birth24_privacy_policy: agreed.birth24_privacy_policy === true,
      birth24_custom_policy: agreed.birth24_custom_policy === true,
    });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    apply.mutate(parsed.data);
  };
  const field = (key: keyof Answers, label: string, type = 'text') => (
    <TextField
      id={`apply-${key}`}
      label={label}
      type={type}
      value={values[key]}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={(e) =>
        setValues((v) => ({
          ...v,
          [key]: key === 'applicantPhone' ? e.target.value.replace(/\D/g, '').slice(0, 11) : e.target.value,
        }))
      }
    />
  );
  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {field('applicantName', GIFT_TEXT.applicantName)}
      {field('applicantPhone', GIFT_TEXT.applicantPhone)}
      {field('expectedPersons', GIFT_TEXT.expectedPersons, 'number')}
      {field('budgetPerPerson', GIFT_TEXT.budgetPerPerson, 'number')}
      {AGREEMENTS.map(([key, label]) => (
        <Box key={key}>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreed[key] === true}
                onChange={(e) => setAgreed((a) => ({ ...a, [key]: e.target.checked }))}
              />
            }
            label={label}
          />
          <MuiLink href={`/pc/sending24/terms/${key}`} target="_blank" rel="noopener">
            {GIFT_TEXT.terms}
          </MuiLink>
          {errors[key] && (
            <Typography color="error" variant="body2" role="alert">
              {errors[key]}
            </Typography>
          )}
        </Box>
      ))}
      <Button type="submit" variant="contained" disabled={apply.isPending} sx={{ alignSelf: 'flex-start' }}>
        {GIFT_TEXT.submit}
      </Button>
    </Stack>
  );
}

/** birth24/serviceApply/{step}: applicant, result; `event` (and a result without an application) go back to applicant. */
export function Birth24ApplyPage() {
  const { step } = useParams();
  const location = useLocation();
  const adminPath = useAdminPath();
  const deposit = (location.state as { deposit?: number } | null)?.deposit;
  if (step !== 'applicant' && step !== 'result' && step !== 'event') return <Navigate to="/404" replace />;
  if (step === 'event' || (step === 'result' && deposit === undefined))
    return <Navigate to={adminPath('birth24/serviceApply/applicant')} replace />;
  return (
    <Page title={GIFT_TEXT.applyPage}>
      <Stepper activeStep={step === 'result' ? 1 : 0} sx={{ mb: 3 }}>
        {GIFT_TEXT.applySteps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {step === 'applicant' ? (
          <ApplicantStep />
        ) : (
          <Stack spacing={1} role="status">
            <Typography variant="h6" component="h2">
              {GIFT_TEXT.resultTitle}
            </Typography>
            <Typography>{GIFT_TEXT.resultDeposit(won(deposit ?? 0))}</Typography>
          </Stack>
        )}
      </Paper>
    </Page>
  );
}
