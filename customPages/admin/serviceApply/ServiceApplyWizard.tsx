import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Step,
  StepButton,
  Stepper,
  Typography,
} from '@mui/material';
import Form from '@rjsf/mui';
import { useNavigate } from 'react-router';
import type { ApplicationDefinition, ApplicationStep, ApplyService } from '../../../schemas/serviceApply';
import type { ApplicationAnswers } from '../../../schemas/serviceApply/define';
import { applicantPrefill } from '../../../schemas/serviceApply/fields';
import { messageOf } from '../../../dataProviders/useApi';
import { useClientMember, usePageTitle, useToast } from '../layout/shellHooks';
import { AddressPanel } from './AddressPanel';
import { PaymentPanel } from './PaymentPanel';
import { ResultView, Summary } from './Summary';
import { useStepFormProps } from './stepForm';
import { APPLY_TEXT } from './strings';
import { useApplication, useSaveDraft } from './useApplication';

export const RESULT = 'result';

export interface WizardProps {
  definition: ApplicationDefinition;
  service: ApplyService;
  /** The step shown: a step key or `result` (summary before submitting, state after). */
  step: string;
  /** The admin path of a step (snack24: a path segment; the others: `?step=`). */
  stepPath: (key: string) => string;
  /** The service's own page, after the application. */
  servicePath: string;
}

type Data = Record<string, unknown>;

/** Submitted or approved: the answers are with the provider, no longer a draft to edit. */
const isSent = (status: string) => status === 'SUBMITTED' || status === 'APPROVED';

const NO_CHOICE_DEFAULTS = { constAsDefaults: 'skipOneOf' } as const;

/** One step as a JSON-Schema form; the payment step adds the payment-method panel above it. */
function StepForm({
  step,
  data,
  onNext,
  onBack,
  busy,
  last,
}: {
  step: ApplicationStep;
  data: Data;
  onNext: (data: Data) => void;
  onBack: ((data: Data) => void) | null;
  busy: boolean;
  last: boolean;
}) {
  const { uiSchema, ...formProps } = useStepFormProps(step);
  const [formData, setFormData] = useState<Data>(data);
  const [tried, setTried] = useState(false);
  const payment = step.panel === 'payment';
  const ui = payment ? { ...uiSchema, paymentEncrypted: { 'ui:widget': 'hidden' } } : uiSchema;
  return (
    <Stack spacing={2}>
      {step.panel === 'address' && (
        <AddressPanel
          onChoose={(zoneCode, address1) => setFormData((current) => ({ ...current, zoneCode, address1 }))}
        />
      )}
      {payment && (
        <PaymentPanel
          selected={typeof formData.paymentEncrypted === 'string' ? formData.paymentEncrypted : ''}
          onSelect={(paymentEncrypted, paymentLabel) =>
            setFormData((current) => ({ ...current, paymentEncrypted, paymentLabel }))
          }
          showMissing={tried}
        />
      )}
      <Form
        {...formProps}
        uiSchema={ui}
        formData={formData}
        // A choice starts unselected (a paid wreath, a package): the applicant picks it, the schema asks.
        experimental_defaultFormStateBehavior={NO_CHOICE_DEFAULTS}
        onChange={(event) => setFormData((event.formData ?? {}) as Data)}
        onError={() => setTried(true)}
        onSubmit={(event) => onNext((event.formData ?? {}) as Data)}
      >
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mt: 3 }}>
          {onBack ? (
            <Button onClick={() => onBack(formData)} disabled={busy}>
              {APPLY_TEXT.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" disabled={busy} onClick={() => setTried(true)}>
            {last ? APPLY_TEXT.toSummary : APPLY_TEXT.next}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}

/**
 * The service-apply wizard: a stepper over the application's steps and a summary, the step in the
 * URL, answers kept going back and forth, and the draft saved on the server at every move so a
 * reload or another device continues at the same step.
 */
export function ServiceApplyWizard({ definition, service, step, stepPath, servicePath }: WizardProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { data: application, isPending, isError } = useApplication(service);
  const { member, isPending: memberPending } = useClientMember();
  const save = useSaveDraft(service);
  const [answers, setAnswers] = useState<ApplicationAnswers | null>(null);
  const title = definition.repeatable
    ? APPLY_TEXT.orderTitle(definition.label)
    : APPLY_TEXT.pageTitle(definition.label);
  usePageTitle(title, definition.label);

  useEffect(() => {
    if (isPending || memberPending || answers !== null) return;
    const saved = application && !isSent(application.status) ? application.answers : {};
    // A new application starts with what the portal knows of the applicant; it stays editable.
    const asksApplicant = definition.steps.some((entry) => entry.key === 'applicant');
    setAnswers(
      asksApplicant && saved.applicant === undefined && member
        ? { ...saved, applicant: applicantPrefill(member) }
        : saved,
    );
  }, [isPending, memberPending, member, application, answers, definition]);

  const steps = definition.steps;
  const index = steps.findIndex((candidate) => candidate.key === step);
  const go = (key: string) => navigate(stepPath(key), { state: { wizard: true } });
  const move = (key: string, next: ApplicationAnswers) => {
    setAnswers(next);
    save.mutate(
      { step: key, answers: next },
      {
        onSuccess: () => go(key),
        onError: (error) => toast(messageOf(error, APPLY_TEXT.saveFailed), 'error'),
      },
    );
  };

  if (isError) return <Alert severity="error">{APPLY_TEXT.loadFailed}</Alert>;
  if (isPending || answers === null) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 3 }}>
        <CircularProgress size={20} /> {APPLY_TEXT.loading}
      </Box>
    );
  }
  // Orders: an earlier order shows only on the result page; every other step starts the next one.
  const submitted = application && isSent(application.status) && (!definition.repeatable || step === RESULT);
  const current = steps[index];
  const resumable =
    !submitted && index === 0 && application?.status === 'DRAFT' && application.step !== steps[0]!.key
      ? application.step
      : null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Stepper nonLinear activeStep={index < 0 ? steps.length : index} alternativeLabel>
        {[...steps, { key: RESULT, title: APPLY_TEXT.summaryStep }].map((entry, position) => (
          <Step key={entry.key} completed={submitted ? true : position < index}>
            <StepButton
              disabled={Boolean(submitted) || (position > index && !(index < 0))}
              onClick={() => go(entry.key)}
            >
              {entry.title}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {application?.status === 'REJECTED' && !submitted && (
        <Alert severity="warning">{APPLY_TEXT.rejectReason(application.rejectReason ?? '')}</Alert>
      )}
      {resumable && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => go(resumable)}>
              {APPLY_TEXT.continueButton}
            </Button>
          }
        >
          {APPLY_TEXT.continueDraft(steps.find((s) => s.key === resumable)?.title ?? APPLY_TEXT.summaryStep)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {submitted ? (
          <ResultView
            definition={definition}
            application={application}
            servicePath={servicePath}
            onNew={
              definition.repeatable
                ? () => {
                    setAnswers({});
                    go(steps[0]!.key);
                  }
                : undefined
            }
          />
        ) : current ? (
          <>
            <Typography variant="h6" component="h2">
              {current.title}
            </Typography>
            {current.description && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {current.description}
              </Typography>
            )}
            <StepForm
              key={current.key}
              step={current}
              data={(answers[current.key] as Data | undefined) ?? {}}
              busy={save.isPending}
              last={index === steps.length - 1}
              onNext={(data) => move(steps[index + 1]?.key ?? RESULT, { ...answers, [current.key]: data })}
              onBack={
                index > 0 ? (data) => move(steps[index - 1]!.key, { ...answers, [current.key]: data }) : null
              }
            />
          </>
        ) : (
          <Summary definition={definition} service={service} answers={answers} onEdit={go} />
        )}
      </Paper>
    </Stack>
  );
}
