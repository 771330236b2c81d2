import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { LinkBase, Title, useLocation } from 'react-admin';
import { ADMIN_HOME } from '../../../authProvider/guard';
import { usePageTitle } from '../layout/shellHooks';
import { NOT_FOUND_TEXT } from './strings';

/**
 * An unknown path under /pc/admin (spec 1 §8), inside the shell: the menus stay, the address stays
 * as asked (so a member can tell what was wrong with it), and one button leads home.
 */
export function AdminNotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle(NOT_FOUND_TEXT.pageName);
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', justifyContent: 'center' }}>
      <Title title={NOT_FOUND_TEXT.pageName} />
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 560, mt: { xs: 2, md: 6 }, p: { xs: 3, md: 5 }, borderRadius: 3 }}
      >
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 56, md: 72 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
        >
          404
        </Typography>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 2 }}>
          {NOT_FOUND_TEXT.pageName}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {NOT_FOUND_TEXT.body}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          {NOT_FOUND_TEXT.askedFor}:{' '}
          <Box component="code" sx={{ fontFamily: 'monospace', color: 'text.primary' }}>
            {pathname}
          </Box>
        </Typography>
        <Button
          variant="contained"
          size="large"
          component={LinkBase}
          to={ADMIN_HOME}
          startIcon={<HomeOutlined />}
          sx={{ mt: 3 }}
        >
          {NOT_FOUND_TEXT.home}
        </Button>
      </Paper>
    </Box>
  );
}
