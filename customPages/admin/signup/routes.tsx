import type { ReactElement } from 'react';
import { SignUpCompletePage } from './SignUpCompletePage';
import { SignUpPage } from './SignUpPage';
import { SignupComboPage } from './SignupComboPage';

/** A bare, no-auth page below /pc/admin (the shape of the admin's route table). */
interface SignupRoute {
  path: string;
  element: ReactElement;
  layout: false;
  flags: { noAuth: true };
}
const page = (path: string, element: ReactElement): SignupRoute => ({
  path,
  element,
  layout: false,
  flags: { noAuth: true },
});

/** Sign-up pages of routes.tsv; they go before the admin table's `auth/*` catch-all. */
export const SIGNUP_ROUTES: readonly SignupRoute[] = [
  page('auth/signUp', <SignUpPage />),
  page('auth/signUp/complete', <SignUpCompletePage />),
  page('auth/signupCombo/:branchEncrypted', <SignupComboPage />),
];
