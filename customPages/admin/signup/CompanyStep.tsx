import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AddressSearchDialog } from '../../../components/address/AddressSearchDialog';
import { errorMessageOf } from '../../../dataProviders/apiErrors';
import { loadOutsideLinks } from '../../../dataProviders/links';
import { bizNumberDigits } from '../../../lib/bizNumber';
import { registNumberSchema, signupCompanyStep } from '../../../schemas/signup';
import { signupApi } from './api';
import { SignupField, fieldBinder, messagesOf, type Errors, type FormProps, type SignupValues } from './form';
import { SIGNUP_TEXT } from './strings';

export const COMPANY_ORDER = [
  'companyName',
  'registNumber',
  'representative',
  'zoneCode',
  'address1',
  'address2',
  'officePhone',
] as const;

/** The company step's own check, with the schema's Korean messages. */
export function checkCompany(values: SignupValues, checkedNumber: string | null): Errors {
  const errors = messagesOf(signupCompanyStep, values);
  if (!errors.registNumber && checkedNumber !== bizNumberDigits(values.registNumber))
    errors.registNumber = SIGNUP_TEXT.registNeedsCheck;
  return errors;
}

/** Company name, registration number with its check, representative, address (postcode widget), office phone. */
export function CompanyStep({
  setErrors,
  checkedNumber,
  setCheckedNumber,
  ...form
}: FormProps & {
  setErrors: (change: Errors) => void;
  checkedNumber: string | null;
  setCheckedNumber: (digits: string | null) => void;
}) {
  const { values, set } = form;
  const bind = fieldBinder(form);
  const [searching, setSearching] = useState(false);
  const [checking, setChecking] = useState(false);
  const [registOk, setRegistOk] = useState<string | null>(null);
  const [scriptUrl, setScriptUrl] = useState('');
  const [manual, setManual] = useState(false);
  useEffect(() => {
    loadOutsideLinks()
      .then((links) => setScriptUrl(links.postcodeScriptUrl))
      .catch(() => setManual(true));
  }, []);

  const checkNumber = async () => {
    const parsed = registNumberSchema.safeParse(values.registNumber);
    if (!parsed.success) {
      setErrors({ registNumber: parsed.error.issues[0]?.message });
      return;
    }
    setChecking(true);
    try {
      const answer = await signupApi.checkRegistNumber(parsed.data);
      set({ registNumber: answer.registNumber });
      setCheckedNumber(bizNumberDigits(answer.registNumber));
      setRegistOk(answer.message);
      setErrors({ registNumber: undefined });
    } catch (error) {
      setCheckedNumber(null);
      setRegistOk(null);
      setErrors({ registNumber: errorMessageOf(error, SIGNUP_TEXT.failed) });
    } finally {
      setChecking(false);
    }
  };
  const checked = checkedNumber !== null && checkedNumber === bizNumberDigits(values.registNumber);

  return (
    <>
      <SignupField {...bind('companyName')} autoComplete="organization" maxLength={90} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <SignupField
          {...bind('registNumber')}
          maxLength={12}
          inputMode="numeric"
          onChange={(registNumber) => set({ registNumber: registNumber.replace(/[^\d-]/g, '') })}
          hint={checked && registOk ? registOk : SIGNUP_TEXT.registHint}
        />
        <Button
          variant="outlined"
          onClick={checkNumber}
          disabled={checking}
          sx={{ mt: 1.5, minWidth: 104, height: 56, flexShrink: 0 }}
        >
          {checking ? SIGNUP_TEXT.registChecking : SIGNUP_TEXT.registCheck}
        </Button>
      </Box>
      <SignupField {...bind('representative')} maxLength={30} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <SignupField {...bind('zoneCode')} autoComplete="postal-code" maxLength={5} />
        <Button
          variant="outlined"
          onClick={() => setSearching(true)}
          disabled={!scriptUrl}
          sx={{ mt: 1.5, minWidth: 104, height: 56, flexShrink: 0 }}
        >
          {SIGNUP_TEXT.addressSearch}
        </Button>
      </Box>
      {manual ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {SIGNUP_TEXT.addressManual}
        </Typography>
      ) : null}
      <SignupField {...bind('address1')} autoComplete="address-line1" maxLength={450} />
      <SignupField {...bind('address2')} autoComplete="address-line2" maxLength={450} />
      <SignupField
        {...bind('officePhone')}
        autoComplete="tel"
        maxLength={11}
        hint={SIGNUP_TEXT.officePhoneHint}
      />
      {scriptUrl ? (
        <AddressSearchDialog
          open={searching}
          onClose={() => setSearching(false)}
          scriptUrl={scriptUrl}
          onComplete={(address) => {
            set({ zoneCode: address.zonecode, address1: address.address });
            setSearching(false);
            window.setTimeout(() => document.getElementById('signup-address2')?.focus(), 0);
          }}
          onFailure={() => setManual(true)}
        />
      ) : null}
    </>
  );
}
