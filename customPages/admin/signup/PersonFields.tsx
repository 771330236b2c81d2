import { z } from 'zod';
import { signupPersonStep } from '../../../schemas/signup';
import { SignupField, type Errors, type SignupValues } from './form';
import { PasswordRules } from './PasswordRules';
import { SIGNUP_TEXT } from './strings';
import { VerifiedContact } from './VerifiedContact';

export const PERSON_ORDER = [
  'name',
  'email',
  'emailCode',
  'cellPhone',
  'phoneCode',
  'password',
  'confirm',
] as const;

/** The person step's own check: the schema's messages, the verifications and the repeated password. */
export function checkPerson(values: SignupValues): Errors {
  const parsed = signupPersonStep.safeParse(values);
  const fields = parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
  const errors: Errors = {};
  for (const [name, messages] of Object.entries(fields)) errors[name] = messages?.[0];
  // A missing verification is shown beside the code field of its contact.
  if (errors.emailToken) errors.emailCode = errors.emailToken;
  if (errors.phoneToken) errors.phoneCode = errors.phoneToken;
  if (!errors.password && values.confirm !== values.password) errors.confirm = SIGNUP_TEXT.mismatch;
  return errors;
}

/** Name, e-mail and phone with their codes, password with its rule shown as it is typed. */
export function PersonFields({
  values,
  set,
  errors,
}: {
  values: SignupValues;
  set: (change: Partial<SignupValues>) => void;
  errors: Errors;
}) {
  return (
    <>
      <SignupField
        name="name"
        label={SIGNUP_TEXT.name}
        autoComplete="name"
        maxLength={30}
        value={values.name}
        onChange={(name) => set({ name })}
        error={errors.name}
      />
      <VerifiedContact
        channel="EMAIL"
        names={{ value: 'email', code: 'emailCode', token: 'emailToken' }}
        label={SIGNUP_TEXT.email}
        value={values.email}
        code={values.emailCode}
        token={values.emailToken}
        onChange={(c) =>
          set({
            ...(c.value !== undefined ? { email: c.value } : {}),
            ...(c.code !== undefined ? { emailCode: c.code } : {}),
            ...(c.token !== undefined ? { emailToken: c.token } : {}),
          })
        }
        errors={errors}
      />
      <VerifiedContact
        channel="SMS"
        names={{ value: 'cellPhone', code: 'phoneCode', token: 'phoneToken' }}
        label={SIGNUP_TEXT.cellPhone}
        value={values.cellPhone}
        code={values.phoneCode}
        token={values.phoneToken}
        onChange={(c) =>
          set({
            ...(c.value !== undefined ? { cellPhone: c.value } : {}),
            ...(c.code !== undefined ? { phoneCode: c.code } : {}),
            ...(c.token !== undefined ? { phoneToken: c.token } : {}),
          })
        }
        errors={errors}
      />
      <SignupField
        name="password"
        label={SIGNUP_TEXT.password}
        type="password"
        autoComplete="new-password"
        maxLength={50}
        value={values.password}
        onChange={(password) => set({ password })}
        error={errors.password}
      />
      <PasswordRules value={values.password} id="signup-password-rules" />
      <SignupField
        name="confirm"
        label={SIGNUP_TEXT.confirm}
        type="password"
        autoComplete="new-password"
        maxLength={50}
        value={values.confirm}
        onChange={(confirm) => set({ confirm })}
        error={errors.confirm}
      />
    </>
  );
}
