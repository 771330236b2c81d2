import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Confirm, LinkBase, useNotify } from 'react-admin';
import { isAdministrator } from '../../../authProvider/memberRules';
import { seoulDotDate as dot } from '../../../lib/seoulTime';
import { won } from '../../../lib/won';
import type { AutoPaymentState, PaymentMethodSummary } from '../../../schemas/legacyScreens';
import { useCurrentMember } from '../../../resources/_generated';
import {
  fieldErrorsOf,
  messageOf,
  useApiFetch,
  useApiQuery,
  useApiRefresh,
} from '../../../dataProviders/useApi';
import { ColumnTable, QueryState, ReportFrame } from '../../../resources/_generated/report';
import { PAYMENT_TEXT } from './strings';

const SUBSCRIPTION = '/homepage/v2/payment/subscription';
const METHODS = '/homepage/v2/payment/methods';

const kindText = (kind: PaymentMethodSummary['kind']) =>
  kind === 'CARD' ? PAYMENT_TEXT.card : PAYMENT_TEXT.bankAccount;

function AutoPaymentForm({ state, canEdit }: { state: AutoPaymentState; canEdit: boolean }) {
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const refresh = useApiRefresh(); // both pages: the automatic payment offers the registered methods
  const [enabled, setEnabled] = useState(state.enabled);
  const [method, setMethod] = useState(
    state.paymentMethod?.paymentEncrypted ?? state.methods[0]?.paymentEncrypted ?? '',
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setEnabled(state.enabled);
    setMethod(state.paymentMethod?.paymentEncrypted ?? state.methods[0]?.paymentEncrypted ?? '');
  }, [state]);
  const save = async () => {
    setBusy(true);
    setError('');
    try {
      await apiFetch(SUBSCRIPTION, {
        method: 'PUT',
        body: { enabled, paymentEncrypted: method || null },
      });
      await refresh();
      notify(PAYMENT_TEXT.saved, { type: 'success' });
    } catch (failure) {
      setError(fieldErrorsOf(failure).paymentEncrypted ?? messageOf(failure, PAYMENT_TEXT.saved));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography>{PAYMENT_TEXT.autoPaymentIntro(state.chargeTime)}</Typography>
        <Typography component="p" sx={{ fontWeight: 700 }} data-testid="auto-payment-status">
          {PAYMENT_TEXT.status}: {state.enabled ? PAYMENT_TEXT.on : PAYMENT_TEXT.off} · {PAYMENT_TEXT.method}:{' '}
          {state.paymentMethod ? state.paymentMethod.label : PAYMENT_TEXT.noMethod}
        </Typography>
        {!canEdit && <Alert severity="info">{PAYMENT_TEXT.adminOnly}</Alert>}
        {canEdit && (
          <>
            <FormControlLabel
              control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
              label={PAYMENT_TEXT.autoPaymentOn}
            />
            {state.methods.length === 0 ? (
              <Alert
                severity="warning"
                action={
                  state.isCreditCardPaymentAvailable ? (
                    <Button component={LinkBase} to="/pc/admin/payment/management" color="inherit">
                      {PAYMENT_TEXT.manageMethods}
                    </Button>
                  ) : undefined
                }
              >
                {PAYMENT_TEXT.noMethods}
              </Alert>
            ) : (
              <FormControl sx={{ maxWidth: 420 }} error={Boolean(error)}>
                <InputLabel id="auto-payment-method">{PAYMENT_TEXT.chooseMethod}</InputLabel>
                <Select
                  labelId="auto-payment-method"
                  label={PAYMENT_TEXT.chooseMethod}
                  value={method}
                  onChange={(event) => setMethod(event.target.value)}
                >
                  {state.methods.map((row) => (
                    <MenuItem key={row.paymentEncrypted} value={row.paymentEncrypted}>
                      {kindText(row.kind)} · {row.label} ({row.holder})
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => void save()} disabled={busy}>
                {PAYMENT_TEXT.save}
              </Button>
              {state.isCreditCardPaymentAvailable && state.methods.length > 0 && (
                <Button component={LinkBase} to="/pc/admin/payment/management">
                  {PAYMENT_TEXT.manageMethods}
                </Button>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** payment/subscription: automatic payment of invoices on their due date. */
export function AutoPaymentPage() {
  const member = useCurrentMember();
  const state = useApiQuery<AutoPaymentState>(SUBSCRIPTION);
  const canEdit = member ? isAdministrator(member) : false;
  return (
    <ReportFrame title={PAYMENT_TEXT.autoPayment}>
      <QueryState query={state} empty="">
        {(data) => (
          <Stack spacing={3}>
            <AutoPaymentForm state={data} canEdit={canEdit} />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {PAYMENT_TEXT.upcoming}
            </Typography>
            {data.upcoming.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography color="text.secondary">{PAYMENT_TEXT.noUpcoming}</Typography>
              </Paper>
            ) : (
              <ColumnTable
                caption={PAYMENT_TEXT.upcoming}
                dense
                rows={data.upcoming}
                rowKey={(row) => row.invoiceId}
                columns={[
                  { label: PAYMENT_TEXT.period, text: (row) => row.period.replace('-', '.') },
                  { label: PAYMENT_TEXT.service, text: (row) => row.serviceLabel },
                  { label: PAYMENT_TEXT.dueOn, text: (row) => dot(row.dueOn) },
                  { label: PAYMENT_TEXT.total, text: (row) => won(row.total), align: 'right' },
                  { label: PAYMENT_TEXT.unpaid, text: (row) => won(row.unpaid), align: 'right' },
                ]}
              />
            )}
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {PAYMENT_TEXT.charges}
            </Typography>
            {data.charges.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography color="text.secondary">{PAYMENT_TEXT.noCharges}</Typography>
              </Paper>
            ) : (
              <ColumnTable
                caption={PAYMENT_TEXT.charges}
                dense
                rows={data.charges}
                rowKey={(row) => row.invoiceId}
                columns={[
                  { label: PAYMENT_TEXT.chargedOn, text: (row) => dot(row.chargedOn) },
                  { label: PAYMENT_TEXT.period, text: (row) => row.period.replace('-', '.') },
                  { label: PAYMENT_TEXT.service, text: (row) => row.serviceLabel },
                  { label: PAYMENT_TEXT.method, text: (row) => row.methodLabel },
                  { label: PAYMENT_TEXT.amount, text: (row) => won(row.amount), align: 'right' },
                  {
                    label: PAYMENT_TEXT.result,
                    text: (row) =>
                      row.status === 'PAID'
                        ? PAYMENT_TEXT.paid
                        : `${PAYMENT_TEXT.failed}: ${row.failure ?? ''}`,
                  },
                ]}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </ReportFrame>
  );
}

const EMPTY_CARD = { cardNumber: '', expiry: '', holder: '', birthOrBusinessNo: '' };
const CARD_FIELDS = [
  ['cardNumber', '카드 번호', 'cc-number'],
  ['expiry', '유효기간 (월/연)', 'cc-exp'],
  ['holder', '카드 소유자', 'cc-name'],
  ['birthOrBusinessNo', '생년월일 6자리 / 사업자번호 10자리', 'off'],
] as const;

function AddCardForm() {
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const refresh = useApiRefresh();
  const [values, setValues] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setErrors({});
    setFailure('');
    try {
      await apiFetch(METHODS, { method: 'POST', body: values });
      setValues(EMPTY_CARD);
      await refresh();
      notify(PAYMENT_TEXT.cardAdded, { type: 'success' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(messageOf(error, PAYMENT_TEXT.addCard));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      variant="outlined"
      component="form"
      sx={{ p: { xs: 2, md: 3 } }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {PAYMENT_TEXT.addCard}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {CARD_FIELDS.map(([name, label, autoComplete]) => (
          <TextField
            key={name}
            label={label}
            value={values[name]}
            autoComplete={autoComplete}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            error={Boolean(errors[name])}
            helperText={errors[name]}
            slotProps={{ htmlInput: { inputMode: name === 'holder' ? 'text' : 'numeric' } }}
          />
        ))}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {busy ? PAYMENT_TEXT.registering : PAYMENT_TEXT.addCard}
        </Button>
      </Stack>
    </Paper>
  );
}

/** payment/management: the company's payment methods (only with isCreditCardPaymentAvailable). */
export function PaymentMethodsPage() {
  const methods = useApiQuery<{ methods: PaymentMethodSummary[] }>(METHODS);
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const refresh = useApiRefresh();
  const [removing, setRemoving] = useState<PaymentMethodSummary | null>(null);
  const remove = async () => {
    const target = removing;
    setRemoving(null);
    if (!target) return;
    try {
      await apiFetch(`${METHODS}/${encodeURIComponent(target.paymentEncrypted)}`, {
        method: 'DELETE',
      });
      await refresh();
      notify(PAYMENT_TEXT.removed, { type: 'success' });
    } catch (error) {
      notify(messageOf(error, PAYMENT_TEXT.remove), { type: 'error' });
    }
  };
  return (
    <ReportFrame title={PAYMENT_TEXT.paymentMethods} gate="payment/management">
      <Stack spacing={3}>
        <Typography>{PAYMENT_TEXT.methodsIntro}</Typography>
        <QueryState
          query={methods}
          empty={PAYMENT_TEXT.noRegistered}
          isEmpty={(data) => data.methods.length === 0}
        >
          {(data) => (
            <ColumnTable
              caption={PAYMENT_TEXT.registeredMethods}
              rows={data.methods}
              rowKey={(row) => row.paymentEncrypted}
              columns={[
                { label: PAYMENT_TEXT.kind, text: (row) => kindText(row.kind) },
                { label: PAYMENT_TEXT.method, text: (row) => row.label },
                { label: PAYMENT_TEXT.holder, text: (row) => row.holder },
                { label: PAYMENT_TEXT.expiry, text: (row) => row.expiry ?? '-' },
                { label: PAYMENT_TEXT.registeredOn, text: (row) => dot(row.createdAt) },
                {
                  label: PAYMENT_TEXT.actions,
                  text: () => '',
                  render: (row) => (
                    <Button
                      color="error"
                      size="small"
                      onClick={() => setRemoving(row)}
                      aria-label={`${row.label} ${PAYMENT_TEXT.remove}`}
                    >
                      {PAYMENT_TEXT.remove}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
        <AddCardForm />
      </Stack>
      <Confirm
        isOpen={removing !== null}
        title={PAYMENT_TEXT.remove}
        content={removing ? PAYMENT_TEXT.removeConfirm(removing.label) : ''}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </ReportFrame>
  );
}
