import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LinkBase, useLocation } from 'react-admin';
import { LOGIN_PATH } from '../../../authProvider/guard';
import { pickUtm, toSearch } from '../../../lib/query';
import { AuthShell } from '../auth/AuthShell';
import { NoAuthOnly } from '../auth/NoAuthOnly';
import { usePageTitle } from '../layout/shellHooks';
import { NOT_FOUND_TEXT } from './strings';

/**
 * An unknown page among the no-auth pages (/pc/admin/auth/…): a visitor has no shell to show it in,
 * so it sits in the auth pages' frame and leads to the login page; a logged-in member goes home as on
 * every no-auth page.
 */
export function AuthNotFoundPage() {
  return <NoAuthOnly>{() => <AuthNotFound />}</NoAuthOnly>;
}

function AuthNotFound() {
  const { search } = useLocation();
  usePageTitle(NOT_FOUND_TEXT.pageName);
  return (
    <AuthShell title={NOT_FOUND_TEXT.pageName}>
      <Typography color="text.secondary">{NOT_FOUND_TEXT.authBody}</Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        component={LinkBase}
        to={`${LOGIN_PATH}${toSearch(pickUtm(new URLSearchParams(search)))}`}
        sx={{ mt: 3, py: 1.5 }}
      >
        {NOT_FOUND_TEXT.login}
      </Button>
    </AuthShell>
  );
}
