import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { clearStoredAuth, readAuthHeaders } from '../../../authProvider/authStorage';
import { errorMessageOf, fieldErrorsOf } from '../../../dataProviders/apiErrors';
import { setPageTitle } from '../../../lib/pageTitle';
import { issuesByField } from '../../../schemas/issues';
import { signupBody } from '../../../schemas/signup';
import { DialogProvider } from '../../../components/dialogs/DialogProvider';
import { AuthShell, FormError } from '../auth/AuthShell';
import { signupApi } from './api';
import { COMPANY_ORDER, CompanyStep, checkCompany } from './CompanyStep';
import { onCodeFields, useSignupForm, type Errors } from './form';
import { PERSON_ORDER, PersonFields, checkPerson } from './PersonFields';
import { SIGNUP_TEXT } from './strings';
import { TERMS_ORDER, TermsStep } from './TermsStep';

export const SIGNUP_COMPLETE_PATH = '/pc/admin/auth/signUp/complete';
const ORDERS = [COMPANY_ORDER, PERSON_ORDER, TERMS_ORDER] as const;
const stepOf = (field: string) => {
  const name = field === 'emailToken' ? 'emailCode' : field === 'phoneToken' ? 'phoneCode' : field;
  const index = ORDERS.findIndex((order) => (order as readonly string[]).includes(name));
  return index === -1 ? 0 : index;
};

/**
 * Spec 1 §2: sign-up resets the auth state first. A session left in this browser ends on the server
 * too, so whoever signs up here starts from nothing.
 */
function resetAuthState() {
  const headers = readAuthHeaders();
  if (headers)
    void fetch('/portal/auth/api/logout', { method: 'POST', headers: { ...headers } }).catch(() => undefined);
  clearStoredAuth();
}

/** /pc/admin/auth/signUp: company, administrator (codes), terms, then the pending sign-up. */
export function SignUpPage() {
  useState(resetAuthState);
  return (
    <DialogProvider>
      <SignUpForm />
    </DialogProvider>
  );
}

function SignUpForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const { values, set, errors, setErrors, show } = useSignupForm();
  const [checkedNumber, setCheckedNumber] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const firstRender = useRef(true);

  useEffect(() => setPageTitle(SIGNUP_TEXT.title), []);
  useEffect(() => {
    // A new step is announced and keyboard focus starts at its heading.
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);

  const addErrors = (change: Errors) => setErrors((current) => ({ ...current, ...change }));

  const goNext = () => {
    const found = step === 0 ? checkCompany(values, checkedNumber) : checkPerson(values);
    if (Object.values(found).some(Boolean)) return show(found, ORDERS[step]!);
    setErrors({});
    setStep(step + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step < 2) return goNext();
    if (pending) return;
    const parsed = signupBody.safeParse(values);
    if (!parsed.success) {
      const found = issuesByField(parsed.error);
      const first = Math.min(...Object.keys(found).map(stepOf));
      setStep(first);
      return show(found, ORDERS[first]!);
    }
    setFormError(null);
    setPending(true);
    try {
      const answer = await signupApi.signUp(parsed.data);
      navigate(SIGNUP_COMPLETE_PATH, { state: { companyName: answer.companyName, email: answer.email } });
    } catch (error) {
      // Everything typed stays; the step holding the refused field opens with its message.
      const found = onCodeFields(fieldErrorsOf(error));
      const names = Object.keys(found);
      if (names.length) {
        const first = Math.min(...names.map(stepOf));
        if (found.registNumber) setCheckedNumber(null);
        if (found.emailToken) set({ emailToken: '' });
        if (found.phoneToken) set({ phoneToken: '' });
        setStep(first);
        show(found, ORDERS[first]!);
      }
      setFormError(errorMessageOf(error, SIGNUP_TEXT.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthShell title={SIGNUP_TEXT.title} lead={SIGNUP_TEXT.lead}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 2 }} aria-label={SIGNUP_TEXT.title}>
        {SIGNUP_TEXT.steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="signup-step-heading">
        <Typography
          id="signup-step-heading"
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, outline: 'none' }}
        >
          {SIGNUP_TEXT.steps[step]}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({SIGNUP_TEXT.stepOf(step + 1, 3)})
          </Typography>
        </Typography>
        <FormError message={formError} sx={{ my: 1 }} />
        {step === 0 ? (
          <CompanyStep
            values={values}
            set={set}
            errors={errors}
            setErrors={addErrors}
            checkedNumber={checkedNumber}
            setCheckedNumber={setCheckedNumber}
          />
        ) : step === 1 ? (
          <PersonFields values={values} set={set} errors={errors} />
        ) : (
          <TermsStep values={values} set={set} errors={errors} />
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          {step > 0 ? (
            <Button variant="outlined" size="large" onClick={() => setStep(step - 1)} sx={{ flex: 1 }}>
              {SIGNUP_TEXT.back}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ flex: 2 }}>
            {step < 2 ? SIGNUP_TEXT.next : pending ? SIGNUP_TEXT.submitting : SIGNUP_TEXT.submit}
          </Button>
        </Box>
      </Box>
    </AuthShell>
  );
}
