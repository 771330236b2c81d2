import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { EVENT_CATEGORIES, EVENT_REPEATS, eventInput } from '../../../../schemas/gift/events';
import type { EventInput, EventRecord } from '../../../../schemas/gift/events';
import { fieldErrorsOf } from '../../../../dataProviders/useApi';
import { GIFT_TEXT } from '../strings';

type Values = {
  name: string;
  category: string;
  repeat: 'ONCE' | 'YEARLY';
  sendDate: string;
  sendHour: string;
  budgetPerPerson: string;
  senderName: string;
};
const LABELS: Record<keyof Values, string> = {
  name: '이벤트 이름',
  category: '종류',
  repeat: '반복',
  sendDate: '발송일',
  sendHour: '발송 시각(시)',
  budgetPerPerson: '1인당 예산(원)',
  senderName: '보내는 사람',
};

const EMPTY: Values = {
  name: '',
  category: 'BIRTHDAY',
  repeat: 'ONCE',
  sendDate: '',
  sendHour: '9',
  budgetPerPerson: '30000',
  senderName: '',
};
const valuesOf = (event: EventRecord): Values => ({
  name: event.name,
  category: event.category,
  repeat: event.repeat,
  sendDate: event.sendDate ?? '',
  sendHour: String(event.sendHour),
  budgetPerPerson: String(event.budgetPerPerson),
  senderName: event.senderName,
});

/**
 * An event's settings, checked with the shared schema before the call (the server checks again):
 * empty for a new event, or an existing event's (`current`) to change, whose repeat stays as created.
 */
export function EventForm({
  busy,
  onSubmit,
  current,
  submitLabel = GIFT_TEXT.create,
}: {
  busy: boolean;
  onSubmit: (input: EventInput) => Promise<unknown>;
  current?: EventRecord;
  submitLabel?: string;
}) {
  const [values, setValues] = useState<Values>(() => (current ? valuesOf(current) : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const parsed = eventInput.safeParse({
      ...values,
      sendDate: values.sendDate || null,
      sendHour: Number(values.sendHour),
      budgetPerPerson: Number(values.budgetPerPerson),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  const text = (key: keyof Values, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`event-${key}`}
      label={LABELS[key]}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      fullWidth
      {...extra}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        {text('name', { required: true })}
        {text('category', {
          select: true,
          children: EVENT_CATEGORIES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          )),
        })}
        {text('repeat', {
          select: true,
          disabled: Boolean(current),
          children: EVENT_REPEATS.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          )),
        })}
        {values.repeat === 'ONCE' &&
          text('sendDate', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        {text('sendHour', { type: 'number', slotProps: { htmlInput: { min: 0, max: 23 } } })}
        {text('budgetPerPerson', { type: 'number', slotProps: { htmlInput: { min: 1000, step: 1000 } } })}
        {text('senderName', { required: true })}
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
