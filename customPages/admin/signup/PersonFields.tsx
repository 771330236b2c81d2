import { signupPersonStep } from '../../../schemas/signup';
import {
  SignupField,
  fieldBinder,
  messagesOf,
  onCodeFields,
  type Errors,
  type FormProps,
  type SignupValues,
} from './form';
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
  const errors = onCodeFields(messagesOf(signupPersonStep, values));
  if (!errors.password && values.confirm !== values.password) errors.confirm = SIGNUP_TEXT.mismatch;
  return errors;
}

/** Name, e-mail and phone with their codes, password with its rule shown as it is typed. */
export function PersonFields(form: FormProps) {
  const bind = fieldBinder(form);
  return (
    <>
      <SignupField {...bind('name')} autoComplete="name" maxLength={30} />
      <VerifiedContact channel="EMAIL" {...form} />
      <VerifiedContact channel="SMS" {...form} />
      <SignupField {...bind('password')} type="password" autoComplete="new-password" maxLength={50} />
      <PasswordRules value={form.values.password} id="signup-password-rules" />
      <SignupField {...bind('confirm')} type="password" autoComplete="new-password" maxLength={50} />
    </>
  );
}
