import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../../authProvider/guard';
import { setPageTitle } from '../../../lib/pageTitle';
import { AuthShell } from '../auth/AuthShell';
import { SIGNUP_TEXT } from './strings';

/** /pc/admin/auth/signUp/complete: the sign-up was received and waits for the provider. */
export function SignUpCompletePage() {
  const state: unknown = useLocation().state;
  const companyName =
    typeof state === 'object' &&
    state !== null &&
    'companyName' in state &&
    typeof state.companyName === 'string'
      ? state.companyName
      : null;
  useEffect(() => setPageTitle(SIGNUP_TEXT.completeTitle), []);
  return (
    <AuthShell title={SIGNUP_TEXT.completeTitle}>
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {companyName ? SIGNUP_TEXT.completeLead(companyName) : SIGNUP_TEXT.completeGeneric}
      </Alert>
      <Box component="ol" sx={{ m: 0, mb: 3, pl: 3, display: 'grid', gap: 0.5 }}>
        {SIGNUP_TEXT.completeSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
      <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large" fullWidth>
        {SIGNUP_TEXT.toLogin}
      </Button>
    </AuthShell>
  );
}
