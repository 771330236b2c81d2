import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  BooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useInput,
} from 'react-admin';
import { DatePicker } from '../../components/inputs/DatePicker';
import { formatPhone } from '../../lib/phone';
import { useFormContext, useWatch } from 'react-hook-form';
import { fromIsoDate, singleDateShortcuts, toIsoDate } from './dates';
import { AnswerTemplatePicker, withTemplate } from './AnswerTemplatePicker';
import { KoreanSafeAutocompleteInput } from './imeInputs';
import type { FieldSpec } from './schemaFields';
import { DATE_TEXT, FORM_TEXT } from './strings';

/**
 * react-admin marks an input required when its validator says so. The schema validates the whole
 * form at once, so the inputs get a validator that only carries the mark (and never fails by itself:
 * the message must be the schema's Korean one).
 */
const REQUIRED_MARK = Object.assign(() => undefined, { isRequired: true });

const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value);
/** A phone reads as on every other screen (010-1234-5678) while the form keeps the digits. */
const phoneShown = (value: unknown) => (typeof value === 'string' ? formatPhone(value) : '');

/** The input of one schema field, chosen by its metadata. */
export function FieldInput({ field }: { field: FieldSpec }) {
  const { source, label, meta, maxLength } = field;
  const common = {
    source,
    label,
    helperText: meta.helperText,
    readOnly: meta.readOnly,
    validate: field.required && field.input !== 'boolean' ? REQUIRED_MARK : undefined,
  };
  const htmlLimit = maxLength === null ? {} : { maxLength };

  switch (field.input) {
    case 'email':
      return (
        <TextInput {...common} type="email" slotProps={{ htmlInput: { ...htmlLimit, inputMode: 'email' } }} />
      );
    case 'tel':
      return (
        <TextInput
          {...common}
          type="tel"
          parse={digitsOnly}
          format={phoneShown}
          // Room for the hyphens the display adds to the stored digits.
          slotProps={{
            htmlInput: { maxLength: (maxLength ?? 11) + 3, inputMode: 'numeric', autoComplete: 'tel' },
          }}
        />
      );
    case 'tel_password':
      return (
        <PasswordInput
          {...common}
          parse={digitsOnly}
          slotProps={{ htmlInput: { maxLength: maxLength ?? 11, inputMode: 'numeric' } }}
        />
      );
    case 'password':
      return <PasswordInput {...common} slotProps={{ htmlInput: htmlLimit }} />;
    case 'number':
    case 'money':
      return <NumberInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateFieldInput field={field} common={common} />;
    case 'select':
      return (
        <SelectInput {...common} choices={[...(field.choices ?? [])]} emptyText={FORM_TEXT.emptyChoice} />
      );
    case 'textarea':
      return <TextareaInput field={field} common={common} />;
    case 'reference':
      return (
        <ReferenceInput source={source} reference={meta.reference ?? ''} perPage={100}>
          <KoreanSafeAutocompleteInput
            label={label}
            optionText="name"
            helperText={meta.helperText}
            validate={common.validate}
            sx={{ minWidth: 240 }}
          />
        </ReferenceInput>
      );
    default:
      return <TextInput {...common} slotProps={{ htmlInput: htmlLimit }} />;
  }
}

type CommonProps = {
  source: string;
  label: string;
  helperText?: string;
  readOnly?: boolean;
  validate?: typeof REQUIRED_MARK;
};

/**
 * The project's Korean date picker (components/inputs/DatePicker: YYYY-MM-DD text with a calendar)
 * bound to the form, in the schema's storage, with 오늘 and 어제 shortcuts.
 */
function DateFieldInput({ field, common }: { field: FieldSpec; common: CommonProps }) {
  const { setValue } = useFormContext();
  const storage = field.dateStorage ?? 'iso';
  const {
    field: input,
    fieldState,
    isRequired,
  } = useInput({ source: field.source, validate: common.validate });
  return (
    <Box sx={{ mb: 2, maxWidth: 280 }}>
      <DatePicker
        label={common.label}
        name={field.source}
        value={toIsoDate(input.value)}
        onChange={(value) => input.onChange(fromIsoDate(value, storage))}
        readOnly={common.readOnly}
        required={isRequired}
        error={fieldState.invalid}
        helperText={fieldState.error?.message ?? common.helperText}
        size="small"
        fullWidth
      />
      {field.meta.dateShortcuts && !common.readOnly ? (
        <Box
          role="group"
          aria-label={`${field.label} ${DATE_TEXT.shortcuts}`}
          sx={{ display: 'flex', gap: 1, mt: 1 }}
        >
          {singleDateShortcuts().map((shortcut) => (
            <Chip
              key={shortcut.label}
              label={shortcut.label}
              size="small"
              variant="outlined"
              onClick={() =>
                setValue(field.source, fromIsoDate(shortcut.from, storage), {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** Spec 1 §5: a textarea limited to its maxlength, with a length/maxlength counter. */
function TextareaInput({ field, common }: { field: FieldSpec; common: CommonProps }) {
  const value: unknown = useWatch({ name: field.source });
  const length = typeof value === 'string' ? value.length : 0;
  const max = field.maxLength;
  const { setValue } = useFormContext();
  const templates = field.meta.templates;
  const input = (
    <TextInput
      {...common}
      multiline
      minRows={3}
      fullWidth
      helperText={max === null ? common.helperText : FORM_TEXT.counter(length, max)}
      slotProps={{ htmlInput: max === null ? {} : { maxLength: max } }}
    />
  );
  if (!templates) return input;
  return (
    <Box sx={{ width: '100%' }}>
      <AnswerTemplatePicker
        use={templates}
        onPick={(body) =>
          setValue(field.source, withTemplate(typeof value === 'string' ? value : '', body), {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
      />
      {input}
    </Box>
  );
}
