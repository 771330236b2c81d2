import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationDefinition,
  type ApplicationRecord,
  type ApplyService,
} from '../../../schemas/serviceApply';
import { answerErrors, stepLabels, type ApplicationAnswers } from '../../../schemas/serviceApply/define';
import { fieldErrorsOf, messageOf } from '../../../dataProviders/useApi';
import { useClientMember, useToast } from '../layout/shellHooks';
import { displayValue } from './stepForm';
import { APPLY_TEXT } from './strings';
import { useSubmitApplication } from './useApplication';

type Definition = ApplicationDefinition;

/** Every answer by step, with the schema's messages for what is missing, and the submit button. */
export function Summary({
  definition,
  service,
  answers,
  onEdit,
}: {
  definition: Definition;
  service: ApplyService;
  answers: ApplicationAnswers;
  onEdit: (step: string) => void;
}) {
  const submit = useSubmitApplication(service);
  const { refetch } = useClientMember();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...answerErrors(definition, answers), ...serverErrors };
  const incomplete = Object.keys(answerErrors(definition, answers)).length > 0;
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {APPLY_TEXT.summaryStep}
      </Typography>
      <Typography color="text.secondary">{APPLY_TEXT.summaryHint}</Typography>
      {definition.steps.map((step) => {
        const labels = stepLabels(step);
        const values = answers[step.key] ?? {};
        return (
          <Box key={step.key} component="section" aria-labelledby={`summary-${step.key}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography
                id={`summary-${step.key}`}
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 700 }}
              >
                {step.title}
              </Typography>
              <Button
                size="small"
                onClick={() => onEdit(step.key)}
                aria-label={`${step.title} ${APPLY_TEXT.edit}`}
              >
                {APPLY_TEXT.edit}
              </Button>
            </Stack>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 30%) 1fr', gap: 0.5, m: 0 }}
            >
              {Object.entries(labels).map(([field, label]) => {
                const error = errors[`${step.key}.${field}`];
                return (
                  <Box key={field} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }} color={error ? 'error' : undefined}>
                      {error ??
                        (field === 'paymentEncrypted' && values.paymentEncrypted
                          ? String(values.paymentLabel ?? '등록한 결제 수단')
                          : displayValue(step, field, values[field]))}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
      {incomplete && <Alert severity="warning">{APPLY_TEXT.missing}</Alert>}
      <Button
        variant="contained"
        size="large"
        disabled={incomplete || submit.isPending}
        sx={{ alignSelf: 'flex-end' }}
        onClick={() =>
          submit.mutate(undefined, {
            onSuccess: () => void refetch(),
            onError: (error) => {
              setServerErrors(fieldErrorsOf(error));
              toast(messageOf(error, APPLY_TEXT.submitFailed), 'error');
            },
          })
        }
      >
        {APPLY_TEXT.submit}
      </Button>
    </Stack>
  );
}

/** After submitting: the state the provider gave it. */
export function ResultView({
  definition,
  application,
  servicePath,
  onNew,
}: {
  definition: Definition;
  application: ApplicationRecord;
  servicePath: string;
  /** Orders: starts the next one. */
  onNew?: () => void;
}) {
  // Once approved the page says so: the application is no longer waiting for review.
  const approved = application.status === 'APPROVED';
  const [heading, note] = !approved
    ? [APPLY_TEXT.submitted, definition.submittedNote]
    : definition.repeatable
      ? [APPLY_TEXT.orderApproved, APPLY_TEXT.orderApprovedNote]
      : [APPLY_TEXT.approved, APPLY_TEXT.approvedNote(definition.label)];
  return (
    <Stack spacing={2} role="status">
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      <Box>
        <Chip
          color={application.status === 'APPROVED' ? 'success' : 'info'}
          label={APPLY_TEXT.statusLine(APPLICATION_STATUS_LABELS[application.status])}
        />
      </Box>
      <Typography>{note}</Typography>
      {application.startDate && <Typography>{APPLY_TEXT.startDate(application.startDate)}</Typography>}
      <Stack direction="row" spacing={1}>
        <Button component={LinkBase} to={servicePath} variant="outlined">
          {APPLY_TEXT.toService}
        </Button>
        {onNew && (
          <Button variant="contained" onClick={onNew}>
            {APPLY_TEXT.newOrder(definition.label)}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
