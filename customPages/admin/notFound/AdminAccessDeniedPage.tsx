import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { LinkBase, Title } from 'react-admin';
import { ADMIN_HOME } from '../../../authProvider/guard';
import { usePageTitle } from '../layout/shellHooks';
import { ACCESS_DENIED_TEXT } from './strings';

/**
 * A screen the member's role, authority or company's services do not open (react-admin's
 * `accessDenied`): said plainly, with the page's one h1 and a way home, instead of react-admin's faded
 * default without a heading.
 */
export function AdminAccessDeniedPage() {
  usePageTitle(ACCESS_DENIED_TEXT.pageName);
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', justifyContent: 'center' }}>
      <Title title={ACCESS_DENIED_TEXT.pageName} />
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 560, mt: { xs: 2, md: 6 }, p: { xs: 3, md: 5 }, borderRadius: 3 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {ACCESS_DENIED_TEXT.pageName}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {ACCESS_DENIED_TEXT.body}
        </Typography>
        <Button
          variant="contained"
          size="large"
          component={LinkBase}
          to={ADMIN_HOME}
          startIcon={<HomeOutlined />}
          sx={{ mt: 3 }}
        >
          {ACCESS_DENIED_TEXT.home}
        </Button>
      </Paper>
    </Box>
  );
}
