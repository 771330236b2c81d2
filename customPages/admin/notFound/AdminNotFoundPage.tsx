import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-admin';
import { ShellMessagePage } from './ShellMessagePage';
import { NOT_FOUND_TEXT } from './strings';

/**
 * An unknown path under /pc/admin (spec 1 §8), inside the shell: the menus stay, the address stays
 * as asked (so a member can tell what was wrong with it), and one button leads home.
 */
export function AdminNotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ShellMessagePage
      text={NOT_FOUND_TEXT}
      above={
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 56, md: 72 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
        >
          404
        </Typography>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        {NOT_FOUND_TEXT.askedFor}:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace', color: 'text.primary' }}>
          {pathname}
        </Box>
      </Typography>
    </ShellMessagePage>
  );
}
