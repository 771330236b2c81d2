import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { setPageTitle } from '../../lib/pageTitle';
import { PUBLIC_TEXT } from './strings';

/** /404: unknown paths and bad steps land here (spec 1 §8). */
export function NotFoundPage() {
  useEffect(() => setPageTitle(PUBLIC_TEXT.notFoundTitle), []);
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 480 }}>
        <Typography aria-hidden sx={{ fontSize: 72, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
          404
        </Typography>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {PUBLIC_TEXT.notFoundTitle}
        </Typography>
        <Typography color="text.secondary">{PUBLIC_TEXT.notFoundBody}</Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" component={RouterLink} to="/">
            {PUBLIC_TEXT.home}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/pc/admin/auth/login">
            {PUBLIC_TEXT.adminLogin}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
