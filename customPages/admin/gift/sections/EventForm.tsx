import { MenuItem } from '@mui/material';
import type { TextFieldProps } from '@mui/material';
import { EVENT_CATEGORIES, EVENT_REPEATS, eventInput } from '../../../../schemas/gift/events';
import type { EventInput, EventRecord } from '../../../../schemas/gift/events';
import { fieldMeta } from '../../../../schemas/meta';
import { fieldErrorsOf } from '../../../../dataProviders/useApi';
import { SubmitForm, useTextFields } from '../giftForm';
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
const EMPTY: Values = {
  name: '',
  category: 'BIRTHDAY',
  repeat: 'ONCE',
  sendDate: '',
  sendHour: '9',
  budgetPerPerson: '30000',
  senderName: '',
};
/** The fields' labels are the shared schema's. */
const LABELS = Object.fromEntries(
  Object.keys(EMPTY).map((key) => [key, fieldMeta(eventInput.shape[key as keyof Values])?.label ?? key]),
) as Record<keyof Values, string>;
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
  const { values, setErrors, field, dateField, check } = useTextFields<Values>({
    idPrefix: 'event',
    labels: LABELS,
    initial: () => (current ? valuesOf(current) : EMPTY),
  });
  const text = (key: keyof Values, extra: Partial<TextFieldProps> = {}) =>
    field(key, { fullWidth: true, ...extra });

  const submit = async () => {
    const input = check(eventInput, {
      ...values,
      sendDate: values.sendDate || null,
      sendHour: Number(values.sendHour),
      budgetPerPerson: Number(values.budgetPerPerson),
    });
    if (!input) return;
    try {
      await onSubmit(input);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };

  return (
    <SubmitForm onSubmit={() => void submit()} busy={busy} label={submitLabel} maxWidth={560}>
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
      {values.repeat === 'ONCE' && dateField('sendDate')}
      {text('sendHour', { type: 'number', slotProps: { htmlInput: { min: 0, max: 23 } } })}
      {text('budgetPerPerson', { type: 'number', slotProps: { htmlInput: { min: 1000, step: 1000 } } })}
      {text('senderName', { required: true })}
    </SubmitForm>
  );
}
