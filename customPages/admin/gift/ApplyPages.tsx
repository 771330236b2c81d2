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
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { consultFields, subscriptionBody } from '../../../schemas/gift/services';
import { won } from '../../../lib/won';
import { fieldErrorsOf, messageOf } from '../../../dataProviders/useApi';
import { useAdminPath, useToast } from '../layout/shellHooks';
import { GIFT_API, useGiftFetch } from './giftApi';
import { GiftPage } from './GiftPage';
import { SubmitForm, useTextFields } from './giftForm';
import { GIFT_TEXT } from './strings';

/** sending24/serviceApply: the consultation request, with an attachment (multipart). */
export function ConsultPage() {
  const giftFetch = useGiftFetch();
  const { values, errors, setErrors, field, check } = useTextFields({
    idPrefix: 'consult',
    labels: {
      name: GIFT_TEXT.consultName,
      cellPhone: GIFT_TEXT.consultPhone,
      contents: GIFT_TEXT.consultContents,
    },
    initial: { name: '', cellPhone: '', contents: '' },
    phone: 'cellPhone',
  });
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.append(key, value);
      if (file) form.append('attachment', file);
      return giftFetch(`${GIFT_API}/services/consult`, { method: 'POST', body: form });
    },
    onError: (error) => setErrors({ ...fieldErrorsOf(error), form: messageOf(error, GIFT_TEXT.loadFailed) }),
  });
  return (
    <GiftPage title={GIFT_TEXT.consultPage} maxWidth={720}>
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          {GIFT_TEXT.consultDone}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <SubmitForm
            onSubmit={() => {
              if (check(consultFields, values)) send.mutate();
            }}
            busy={send.isPending}
            label={GIFT_TEXT.submit}
          >
            <Typography color="text.secondary">{GIFT_TEXT.consultLead}</Typography>
            {errors.form && <Alert severity="warning">{errors.form}</Alert>}
            {field('name')}
            {field('cellPhone', { slotProps: { htmlInput: { inputMode: 'tel' } } })}
            {field('contents', { multiline: true, minRows: 4 })}
            <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
              {GIFT_TEXT.attachment}
              {file ? `: ${file.name}` : ''}
              <input hidden type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Button>
          </SubmitForm>
        </Paper>
      )}
    </GiftPage>
  );
}

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
  const { values, errors, setErrors, field, check } = useTextFields({
    idPrefix: 'apply',
    // The fields' labels are the texts of the same names.
    labels: GIFT_TEXT,
    initial: { applicantName: '', applicantPhone: '', expectedPersons: '', budgetPerPerson: '30000' },
    phone: 'applicantPhone',
  });
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
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
    const body = check(subscriptionBody, {
      ...values,
      expectedPersons: Number(values.expectedPersons),
      budgetPerPerson: Number(values.budgetPerPerson),
      ...Object.fromEntries(AGREEMENTS.map(([key]) => [key, agreed[key] === true])),
    });
    if (body) apply.mutate(body);
  };
  return (
    <SubmitForm onSubmit={submit} busy={apply.isPending} label={GIFT_TEXT.submit}>
      {field('applicantName')}
      {field('applicantPhone')}
      {field('expectedPersons', { type: 'number' })}
      {field('budgetPerPerson', { type: 'number' })}
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
    </SubmitForm>
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
    <GiftPage title={GIFT_TEXT.applyPage} maxWidth={720}>
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
    </GiftPage>
  );
}
