import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TelInput } from '../../../components/inputs/TelInput';
import { TextareaWithCounter } from '../../../components/inputs/TextareaWithCounter';
import '../../../schemas/locale';
import {
  INQUIRY_LIMITS,
  INQUIRY_REGIONS,
  INQUIRY_REGION_LABELS,
  INQUIRY_SERVICE_LABELS,
  INQUIRY_SERVICE_TYPES,
  isInquiryServiceType,
} from '../../../schemas/inquiry';
import type { InquiryRegion } from '../../../schemas/inquiry';
import { InquiryAddress } from './InquiryAddress';
import { InquiryConsent } from './InquiryConsent';
import { INQUIRY_TEXT, SPACE_TEXT } from './strings';
import type { InquiryFormState, InquiryModel } from './useInquiryForm';

const required = (label: string) => `${label} ${INQUIRY_TEXT.required}`;

/** Props binding a text field of the model to a MUI TextField, with the field's message under it. */
function bind(form: InquiryFormState, field: keyof InquiryModel & string) {
  return {
    name: field,
    'data-field': field,
    error: Boolean(form.errors[field]),
    helperText: form.errors[field],
    fullWidth: true,
  };
}

/**
 * The inquiry form of spec 1 §3, for the page and the dialog alike. Which extra fields show depends on
 * the chosen service: region for snack, space and address for cleaning, clients for the sales agency.
 */
export function InquiryForm({ form, idPrefix }: { form: InquiryFormState; idPrefix: string }) {
  const { values, change } = form;
  const type = values.inquiryServiceType;
  const space = SPACE_TEXT[type];
  const text = (field: 'companyName' | 'contactName' | 'email', max: number, label: string) => (
    <TextField
      {...bind(form, field)}
      id={`${idPrefix}-${field}`}
      label={required(label)}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      slotProps={{ htmlInput: { maxLength: max, autoComplete: field === 'email' ? 'email' : 'on' } }}
      type={field === 'email' ? 'email' : 'text'}
    />
  );

  return (
    <Box
      component="form"
      ref={form.root}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <TextField
        {...bind(form, 'inquiryServiceType')}
        id={`${idPrefix}-inquiryServiceType`}
        select
        label={required(INQUIRY_TEXT.serviceType)}
        value={type}
        onChange={(event) => {
          if (isInquiryServiceType(event.target.value)) change('inquiryServiceType', event.target.value);
        }}
        slotProps={{ select: { native: true } }}
      >
        {INQUIRY_SERVICE_TYPES.map((value) => (
          <option key={value} value={value}>
            {INQUIRY_SERVICE_LABELS[value]}
          </option>
        ))}
      </TextField>
      {text('companyName', INQUIRY_LIMITS.companyName, INQUIRY_TEXT.companyName)}
      {text('contactName', INQUIRY_LIMITS.contactName, INQUIRY_TEXT.contactName)}
      <TelInput
        {...bind(form, 'cellphone')}
        id={`${idPrefix}-cellphone`}
        label={required(INQUIRY_TEXT.cellphone)}
        value={values.cellphone}
        onChange={(digits) => change('cellphone', digits)}
        maxLength={INQUIRY_LIMITS.cellphone}
        helperText={form.errors.cellphone ?? INQUIRY_TEXT.cellphoneHint}
      />
      {text('email', INQUIRY_LIMITS.email, INQUIRY_TEXT.email)}

      {type === 'SNACK' && (
        <FormControl data-field="inquiryRegion" error={Boolean(form.errors.inquiryRegion)}>
          <FormLabel id={`${idPrefix}-region-label`}>{required(INQUIRY_TEXT.region)}</FormLabel>
          <RadioGroup
            row
            name="inquiryRegion"
            aria-labelledby={`${idPrefix}-region-label`}
            value={values.inquiryRegion}
            onChange={(event) => change('inquiryRegion', event.target.value as InquiryRegion)}
          >
            {INQUIRY_REGIONS.map((region) => (
              <FormControlLabel
                key={region}
                value={region}
                control={<Radio />}
                label={INQUIRY_REGION_LABELS[region]}
              />
            ))}
          </RadioGroup>
          {form.errors.inquiryRegion && <FormHelperText>{form.errors.inquiryRegion}</FormHelperText>}
        </FormControl>
      )}

      {space && (
        <TextareaWithCounter
          {...bind(form, 'space')}
          id={`${idPrefix}-space`}
          label={required(space.label)}
          placeholder={space.placeholder}
          value={values.space}
          onChange={(value) => change('space', value)}
          maxLength={INQUIRY_LIMITS.space}
          minRows={3}
        />
      )}

      {type === 'CLEAN' && <InquiryAddress form={form} idPrefix={idPrefix} />}

      <TextareaWithCounter
        {...bind(form, 'inquiryContents')}
        id={`${idPrefix}-inquiryContents`}
        label={required(INQUIRY_TEXT.inquiryContents)}
        placeholder={INQUIRY_TEXT.inquiryContentsPlaceholder}
        value={values.inquiryContents}
        onChange={(value) => change('inquiryContents', value)}
        maxLength={INQUIRY_LIMITS.inquiryContents}
        minRows={5}
      />

      <InquiryConsent form={form} idPrefix={idPrefix} />

      <Button type="submit" variant="contained" size="large" disabled={form.sending} disableElevation>
        {form.sending ? INQUIRY_TEXT.submitting : INQUIRY_TEXT.submit}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {INQUIRY_TEXT.formLead}
      </Typography>
    </Box>
  );
}
