import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import Form from '@rjsf/mui';
import type { ErrorSchema } from '@rjsf/utils';
import { useMutation } from '@tanstack/react-query';
import {
  bankAccountBody,
  creditCardBody,
  type PaymentListResponse,
  type PaymentMethodRecord,
} from '../../../schemas/snackPayment';
import {
  fieldErrorsOf,
  messageOf,
  useApiFetch,
  useApiQuery,
  useApiRefresh,
} from '../../../dataProviders/useApi';
import { useToast } from '../layout/shellHooks';
import { useStepFormProps, type FormStep } from './stepForm';
import { PAYMENT_TEXT } from './paymentStrings';

type Data = Record<string, unknown>;

// The card and account forms are generated from the same schemas the server validates with.
const METHOD_FORMS = {
  card: {
    form: { schema: creditCardBody },
    submitLabel: PAYMENT_TEXT.registerCard,
    path: '/homepage/v2/snack/certification/payment/credit-card',
  },
  bank: {
    form: { schema: bankAccountBody },
    submitLabel: PAYMENT_TEXT.sendDeposit,
    path: '/homepage/v2/snack/certification/payment/bank-account',
  },
};

function MethodForm({
  form,
  submitLabel,
  path,
  onDone,
}: {
  form: FormStep;
  submitLabel: string;
  path: string;
  onDone: (method: PaymentMethodRecord) => void;
}) {
  const apiFetch = useApiFetch();
  const formProps = useStepFormProps(form);
  const [formData, setFormData] = useState<Data>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const register = useMutation({
    mutationFn: (body: Data) => apiFetch<PaymentMethodRecord>(path, { method: 'POST', body }),
    onSuccess: (method) => {
      setFailure(null);
      setFormData({});
      onDone(method);
    },
    onError: (error) => {
      setFailure(messageOf(error, PAYMENT_TEXT.failed));
      setFieldErrors(fieldErrorsOf(error));
    },
  });
  const extraErrors = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [field, { __errors: [message] }]),
  ) as ErrorSchema;
  return (
    <Stack spacing={1}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Form
        {...formProps}
        formData={formData}
        extraErrors={extraErrors}
        onChange={(event) => {
          setFormData((event.formData ?? {}) as Data);
          setFieldErrors({});
        }}
        onSubmit={(event) => register.mutate((event.formData ?? {}) as Data)}
      >
        <Button type="submit" variant="outlined" disabled={register.isPending} sx={{ mt: 1 }}>
          {submitLabel}
        </Button>
      </Form>
    </Stack>
  );
}

/** The bank account's second half: the 4-digit code of the 1-won deposit. */
function CodeForm({
  method,
  onDone,
}: {
  method: PaymentMethodRecord;
  onDone: (method: PaymentMethodRecord) => void;
}) {
  const apiFetch = useApiFetch();
  const [code, setCode] = useState('');
  const confirm = useMutation({
    mutationFn: () =>
      apiFetch<PaymentMethodRecord>('/homepage/v2/snack/certification/payment-info', {
        method: 'POST',
        body: { paymentEncrypted: method.paymentEncrypted, code },
      }),
    onSuccess: onDone,
  });
  return (
    <Stack spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), confirm.mutate())}>
      <Typography>{PAYMENT_TEXT.codeHint(method.label)}</Typography>
      <TextField
        label={PAYMENT_TEXT.code}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
        error={confirm.isError}
        helperText={confirm.isError ? messageOf(confirm.error, PAYMENT_TEXT.failed) : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="outlined" disabled={code.length !== 4 || confirm.isPending}>
        {PAYMENT_TEXT.confirm}
      </Button>
    </Stack>
  );
}

/**
 * The payment step: the company's methods to choose from, a card registered through the gateway
 * (only with isCreditCardPaymentAvailable), a bank account certified with a 1-won deposit code.
 */
export function PaymentPanel({
  selected,
  onSelect,
  showMissing,
}: {
  selected: string;
  onSelect: (paymentEncrypted: string, label: string) => void;
  showMissing: boolean;
}) {
  const refresh = useApiRefresh();
  const toast = useToast();
  const { data } = useApiQuery<PaymentListResponse>('/homepage/v2/snack/payment');
  const [tab, setTab] = useState<'card' | 'bank'>('card');
  const [pending, setPending] = useState<PaymentMethodRecord | null>(null);
  const cardAllowed = data?.isCreditCardPaymentAvailable ?? false;
  const usable = (data?.paymentList ?? []).filter((method) => method.certified);
  const added = (method: PaymentMethodRecord) => {
    void refresh();
    if (method.certified) {
      setPending(null);
      onSelect(method.paymentEncrypted, method.label);
      toast(PAYMENT_TEXT.registered(method.label), 'success');
    } else setPending(method);
  };
  const shownTab = cardAllowed ? tab : 'bank';
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle1" component="h3" id="payment-methods" sx={{ fontWeight: 700 }}>
          {PAYMENT_TEXT.methods}
        </Typography>
        {usable.length === 0 ? (
          <Typography color="text.secondary">{PAYMENT_TEXT.none}</Typography>
        ) : (
          <RadioGroup
            aria-labelledby="payment-methods"
            value={selected}
            onChange={(event) => {
              const method = usable.find((entry) => entry.paymentEncrypted === event.target.value);
              if (method) onSelect(method.paymentEncrypted, method.label);
            }}
          >
            {usable.map((method) => (
              <FormControlLabel
                key={method.paymentEncrypted}
                value={method.paymentEncrypted}
                control={<Radio />}
                label={method.label}
              />
            ))}
          </RadioGroup>
        )}
        {showMissing && !selected && (
          <Typography color="error" role="alert">
            {PAYMENT_TEXT.missing}
          </Typography>
        )}
      </Box>
      <Box>
        <Tabs
          value={shownTab}
          onChange={(_, value: 'card' | 'bank') => setTab(value)}
          aria-label={PAYMENT_TEXT.add}
        >
          {cardAllowed && <Tab value="card" label={PAYMENT_TEXT.cardTab} />}
          <Tab value="bank" label={PAYMENT_TEXT.bankTab} />
        </Tabs>
        {!cardAllowed && <Alert severity="info">{PAYMENT_TEXT.cardUnavailable}</Alert>}
        <Box sx={{ pt: 2 }}>
          {shownTab === 'bank' && pending ? (
            <CodeForm method={pending} onDone={added} />
          ) : (
            <MethodForm {...METHOD_FORMS[shownTab]} onDone={added} />
          )}
        </Box>
      </Box>
    </Stack>
  );
}
