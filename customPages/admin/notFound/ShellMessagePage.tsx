import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { LinkBase, Title } from 'react-admin';
import { ADMIN_HOME } from '../../../authProvider/guard';
import { usePageTitle } from '../layout/shellHooks';

/**
 * A page inside the shell that says why the screen asked for is not shown: one card with the page's
 * one h1, the reason, and a button home. `above` goes over the heading, `children` under the reason.
 */
export function ShellMessagePage({
  text,
  above,
  children,
}: {
  text: { pageName: string; body: string; home: string };
  above?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(text.pageName);
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, display: 'flex', justifyContent: 'center' }}>
      <Title title={text.pageName} />
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 560, mt: { xs: 2, md: 6 }, p: { xs: 3, md: 5 }, borderRadius: 3 }}
      >
        {above}
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: above ? 2 : undefined }}>
          {text.pageName}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {text.body}
        </Typography>
        {children}
        <Button
          variant="contained"
          size="large"
          component={LinkBase}
          to={ADMIN_HOME}
          startIcon={<HomeOutlined />}
          sx={{ mt: 3 }}
        >
          {text.home}
        </Button>
      </Paper>
    </Box>
  );
}
