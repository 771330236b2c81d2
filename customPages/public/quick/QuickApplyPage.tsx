import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { focusField, useFormValidation } from '../../../components/form/useFormValidation';
import type { FormRules } from '../../../components/form/useFormValidation';
import { TelInput } from '../../../components/inputs/TelInput';
import { setPageTitle } from '../../../lib/pageTitle';
import { cellPhoneSchema } from '../../../schemas/common';
import { usePublicPage } from '../layout/publicPage';
import { DISTRICTS } from '../../../schemas/quick/districts';
import { QUICK_LIMITS } from '../../../schemas/quick/order';
import { estimateFare, isVehicle, VEHICLES } from './quickOrder';
import { won } from '../../../lib/won';
import type { QuickApplyForm } from './quickOrder';
import { loadApplyForm, renewRequestKey, saveApplyForm } from './quickSession';
import { QuickSteps } from './QuickSteps';
import { QUICK_TEXT } from './strings';

const phoneRule = (value: unknown) => {
  const result = cellPhoneSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};
const M = QUICK_TEXT.messages;
const RULES: FormRules<QuickApplyForm> = {
  senderName: { message: M.name, trigger: [] },
  senderPhone: { validator: phoneRule, trigger: [] },
  fromDistrict: { message: M.district, trigger: [] },
  fromAddress: { message: M.address, trigger: [] },
  receiverName: { message: M.name, trigger: [] },
  receiverPhone: { validator: phoneRule, trigger: [] },
  toDistrict: { message: M.district, trigger: [] },
  toAddress: { message: M.address, trigger: [] },
  item: { message: M.item, trigger: [] },
};

type Side = 'sender' | 'receiver';
const SIDE_FIELDS = {
  sender: { name: 'senderName', phone: 'senderPhone', district: 'fromDistrict', address: 'fromAddress' },
  receiver: { name: 'receiverName', phone: 'receiverPhone', district: 'toDistrict', address: 'toAddress' },
} as const;

/** quick24/order/serviceApply: step 1, kept in the session so going back from payment finds it filled. */
export function QuickApplyPage() {
  const { prefix } = usePublicPage();
  const navigate = useNavigate();
  const initial = useMemo(loadApplyForm, []);
  const form = useFormValidation<QuickApplyForm>({ model: initial, rules: RULES });
  const { values } = form;
  const root = useRef<HTMLFormElement | null>(null);
  useEffect(() => setPageTitle(QUICK_TEXT.applyTitle, '퀵24'), []);
  useEffect(() => saveApplyForm(values), [values]);
  const fare = estimateFare(values.fromDistrict, values.toDistrict, values.vehicle, values.urgent);

  const set = <K extends keyof QuickApplyForm>(field: K, value: QuickApplyForm[K]) => {
    form.setValues({ [field]: value } as Partial<QuickApplyForm>);
    form.clearValidate([field]);
  };
  const text = (field: keyof QuickApplyForm & string, label: string, hint?: string) => ({
    id: `quick-${field}`,
    name: field,
    'data-field': field,
    label,
    error: Boolean(form.errors[field]),
    helperText: form.errors[field] ?? hint,
    fullWidth: true,
  });

  const side = (which: Side) => {
    const f = SIDE_FIELDS[which];
    return (
      <Box
        component="fieldset"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: 2.5,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Typography component="legend" sx={{ fontWeight: 800, px: 1 }}>
          {which === 'sender' ? QUICK_TEXT.sender : QUICK_TEXT.receiver}
        </Typography>
        <TextField
          {...text(f.name, QUICK_TEXT.name)}
          value={values[f.name]}
          onChange={(e) => set(f.name, e.target.value.slice(0, QUICK_LIMITS.name))}
        />
        <TelInput
          {...text(f.phone, QUICK_TEXT.phone)}
          value={values[f.phone]}
          maxLength={11}
          onChange={(digits) => set(f.phone, digits)}
        />
        <TextField
          {...text(f.district, QUICK_TEXT.district)}
          select
          value={values[f.district]}
          onChange={(e) => set(f.district, e.target.value)}
          slotProps={{ select: { native: true } }}
        >
          <option value="">{QUICK_TEXT.districtPick}</option>
          {DISTRICTS.map(({ name }) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <TextField
          {...text(f.address, QUICK_TEXT.address, QUICK_TEXT.addressHint)}
          value={values[f.address]}
          onChange={(e) => set(f.address, e.target.value.slice(0, QUICK_LIMITS.address))}
        />
      </Box>
    );
  };

  const next = () => {
    const result = form.validate();
    if (!result.valid) {
      if (result.firstInvalidField) focusField(result.firstInvalidField, root.current ?? document);
      return;
    }
    // A new key for the order as it now stands: an edit after a failed payment is a new order.
    renewRequestKey();
    navigate(`${prefix}/quick24/order/payment`);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 3 }}>
      <QuickSteps current={1} />
      <Box>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
          {QUICK_TEXT.applyTitle}
        </Typography>
        <Typography color="text.secondary">{QUICK_TEXT.applyLead}</Typography>
      </Box>
      <Box
        component="form"
        ref={root}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
        sx={{ display: 'grid', gap: 3 }}
      >
        {side('sender')}
        {side('receiver')}
        <Box
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2.5, m: 0, display: 'grid', gap: 2 }}
        >
          <Typography component="legend" sx={{ fontWeight: 800, px: 1 }}>
            {QUICK_TEXT.cargo}
          </Typography>
          <TextField
            {...text('item', QUICK_TEXT.item, QUICK_TEXT.itemHint)}
            value={values.item}
            onChange={(e) => set('item', e.target.value.slice(0, QUICK_LIMITS.item))}
          />
          <TextField
            {...text('vehicle', QUICK_TEXT.vehicle, VEHICLES[values.vehicle].hint)}
            select
            value={values.vehicle}
            onChange={(e) => isVehicle(e.target.value) && set('vehicle', e.target.value)}
            slotProps={{ select: { native: true } }}
          >
            {Object.entries(VEHICLES).map(([key, { label }]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={values.urgent} onChange={(e) => set('urgent', e.target.checked)} />}
            label={QUICK_TEXT.urgent}
          />
          <TextField
            id="quick-memo"
            label={QUICK_TEXT.memo}
            value={values.memo}
            onChange={(e) => set('memo', e.target.value.slice(0, QUICK_LIMITS.memo))}
            multiline
            minRows={2}
            fullWidth
          />
        </Box>
        <Box aria-live="polite" sx={{ bgcolor: '#f3f7ff', borderRadius: 2, p: 2.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{QUICK_TEXT.estimate}</Typography>
          {fare ? (
            <>
              <Typography
                data-testid="quick-fare"
                sx={{ fontSize: 28, fontWeight: 800, color: 'primary.main' }}
              >
                {won(fare.amount)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {QUICK_TEXT.estimateDetail(fare.km)}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">{QUICK_TEXT.estimateEmpty}</Typography>
          )}
        </Box>
        <Button type="submit" variant="contained" size="large" disableElevation>
          {QUICK_TEXT.next}
        </Button>
      </Box>
    </Container>
  );
}
