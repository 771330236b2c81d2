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
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, LinkBase, useNotify } from 'react-admin';
import { isAdministrator } from '../../../authProvider/memberRules';
import { won } from '../../../lib/won';
import type { AutoPaymentState, PaymentMethodSummary } from '../../../schemas/legacyScreens';
import { useCurrentMember } from '../../../resources/_generated';
import { fieldErrorsOf, messageOf, useApiFetch } from '../../../dataProviders/useApi';
import { ColumnTable, QueryState, ReportFrame } from '../../../resources/_generated/report';
import { useAutoPayment, usePaymentMethods } from './api';
import { LS_TEXT } from './strings';

const dot = (iso: string) => iso.slice(0, 10).replaceAll('-', '.');
const kindText = (kind: PaymentMethodSummary['kind']) =>
  kind === 'CARD' ? LS_TEXT.card : LS_TEXT.bankAccount;

function AutoPaymentForm({ state, canEdit }: { state: AutoPaymentState; canEdit: boolean }) {
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const queryClient = useQueryClient();
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
      await apiFetch('/homepage/v2/payment/subscription', {
        method: 'PUT',
        body: { enabled, paymentEncrypted: method || null },
      });
      await queryClient.invalidateQueries({ queryKey: ['legacyScreens'] });
      notify(LS_TEXT.saved, { type: 'success' });
    } catch (failure) {
      setError(fieldErrorsOf(failure).paymentEncrypted ?? messageOf(failure, LS_TEXT.saved));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography>{LS_TEXT.autoPaymentIntro(state.chargeTime)}</Typography>
        <Typography component="p" sx={{ fontWeight: 700 }} data-testid="auto-payment-status">
          {LS_TEXT.status}: {state.enabled ? LS_TEXT.on : LS_TEXT.off} · {LS_TEXT.method}:{' '}
          {state.paymentMethod ? state.paymentMethod.label : LS_TEXT.noMethod}
        </Typography>
        {!canEdit && <Alert severity="info">{LS_TEXT.adminOnly}</Alert>}
        {canEdit && (
          <>
            <FormControlLabel
              control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
              label={LS_TEXT.autoPaymentOn}
            />
            {state.methods.length === 0 ? (
              <Alert
                severity="warning"
                action={
                  state.isCreditCardPaymentAvailable ? (
                    <Button component={LinkBase} to="/pc/admin/payment/management" color="inherit">
                      {LS_TEXT.manageMethods}
                    </Button>
                  ) : undefined
                }
              >
                {LS_TEXT.noMethods}
              </Alert>
            ) : (
              <FormControl sx={{ maxWidth: 420 }} error={Boolean(error)}>
                <InputLabel id="auto-payment-method">{LS_TEXT.chooseMethod}</InputLabel>
                <Select
                  labelId="auto-payment-method"
                  label={LS_TEXT.chooseMethod}
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
                {LS_TEXT.save}
              </Button>
              {state.isCreditCardPaymentAvailable && state.methods.length > 0 && (
                <Button component={LinkBase} to="/pc/admin/payment/management">
                  {LS_TEXT.manageMethods}
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
  const state = useAutoPayment();
  const canEdit = member ? isAdministrator(member) : false;
  return (
    <ReportFrame title={LS_TEXT.autoPayment}>
      <QueryState query={state} empty="">
        {(data) => (
          <Stack spacing={3}>
            <AutoPaymentForm state={data} canEdit={canEdit} />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {LS_TEXT.upcoming}
            </Typography>
            {data.upcoming.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography color="text.secondary">{LS_TEXT.noUpcoming}</Typography>
              </Paper>
            ) : (
              <ColumnTable
                caption={LS_TEXT.upcoming}
                dense
                rows={data.upcoming}
                rowKey={(row) => row.invoiceId}
                columns={[
                  { label: LS_TEXT.period, text: (row) => row.period.replace('-', '.') },
                  { label: LS_TEXT.service, text: (row) => row.serviceLabel },
                  { label: LS_TEXT.dueOn, text: (row) => row.dueOn.replaceAll('-', '.') },
                  { label: LS_TEXT.total, text: (row) => won(row.total), align: 'right' },
                  { label: LS_TEXT.unpaid, text: (row) => won(row.unpaid), align: 'right' },
                ]}
              />
            )}
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {LS_TEXT.charges}
            </Typography>
            {data.charges.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3 }}>
                <Typography color="text.secondary">{LS_TEXT.noCharges}</Typography>
              </Paper>
            ) : (
              <ColumnTable
                caption={LS_TEXT.charges}
                dense
                rows={data.charges}
                rowKey={(row) => row.invoiceId}
                columns={[
                  { label: LS_TEXT.chargedOn, text: (row) => row.chargedOn.replaceAll('-', '.') },
                  { label: LS_TEXT.period, text: (row) => row.period.replace('-', '.') },
                  { label: LS_TEXT.service, text: (row) => row.serviceLabel },
                  { label: LS_TEXT.method, text: (row) => row.methodLabel },
                  { label: LS_TEXT.amount, text: (row) => won(row.amount), align: 'right' },
                  {
                    label: LS_TEXT.result,
                    text: (row) =>
                      row.status === 'PAID' ? LS_TEXT.paid : `${LS_TEXT.failed}: ${row.failure ?? ''}`,
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
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setErrors({});
    setFailure('');
    try {
      await apiFetch('/homepage/v2/payment/methods', { method: 'POST', body: values });
      setValues(EMPTY_CARD);
      await queryClient.invalidateQueries({ queryKey: ['legacyScreens'] });
      notify(LS_TEXT.cardAdded, { type: 'success' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(messageOf(error, LS_TEXT.addCard));
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
        {LS_TEXT.addCard}
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
          {busy ? LS_TEXT.registering : LS_TEXT.addCard}
        </Button>
      </Stack>
    </Paper>
  );
}

/** payment/management: the company's payment methods (only with isCreditCardPaymentAvailable). */
export function PaymentMethodsPage() {
  const methods = usePaymentMethods();
  const apiFetch = useApiFetch();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<PaymentMethodSummary | null>(null);
  const remove = async () => {
    const target = removing;
    setRemoving(null);
    if (!target) return;
    try {
      await apiFetch(`/homepage/v2/payment/methods/${encodeURIComponent(target.paymentEncrypted)}`, {
        method: 'DELETE',
      });
      await queryClient.invalidateQueries({ queryKey: ['legacyScreens'] });
      notify(LS_TEXT.removed, { type: 'success' });
    } catch (error) {
      notify(messageOf(error, LS_TEXT.remove), { type: 'error' });
    }
  };
  return (
    <ReportFrame title={LS_TEXT.paymentMethods} gate="payment/management">
      <Stack spacing={3}>
        <Typography>{LS_TEXT.methodsIntro}</Typography>
        <QueryState
          query={methods}
          empty={LS_TEXT.noRegistered}
          isEmpty={(data) => data.methods.length === 0}
        >
          {(data) => (
            <ColumnTable
              caption={LS_TEXT.registeredMethods}
              rows={data.methods}
              rowKey={(row) => row.paymentEncrypted}
              columns={[
                { label: LS_TEXT.kind, text: (row) => kindText(row.kind) },
                { label: LS_TEXT.method, text: (row) => row.label },
                { label: LS_TEXT.holder, text: (row) => row.holder },
                { label: LS_TEXT.expiry, text: (row) => row.expiry ?? '-' },
                { label: LS_TEXT.registeredOn, text: (row) => dot(row.createdAt) },
                {
                  label: LS_TEXT.actions,
                  text: () => '',
                  render: (row) => (
                    <Button
                      color="error"
                      size="small"
                      onClick={() => setRemoving(row)}
                      aria-label={`${row.label} ${LS_TEXT.remove}`}
                    >
                      {LS_TEXT.remove}
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
        title={LS_TEXT.remove}
        content={removing ? LS_TEXT.removeConfirm(removing.label) : ''}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </ReportFrame>
  );
}
