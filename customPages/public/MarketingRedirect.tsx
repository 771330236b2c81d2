import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { loadOutsideLinks } from '../../dataProviders/links';
import { setPageTitle } from '../../lib/pageTitle';
import { marketingTarget } from './marketingTarget';
import { PUBLIC_TEXT } from './strings';

/** `/`: the outside marketing site (links constant). Without one, an honest page with the admin login. */
export function MarketingRedirect() {
  const { search } = useLocation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => setPageTitle(null), []);
  useEffect(() => {
    let live = true;
    loadOutsideLinks()
      .then((links) => {
        const target = marketingTarget(links.marketingUrl, search);
        if (!live) return;
        if (target) window.location.replace(target);
        else setFailed(true);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [search, attempt]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      {failed ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography component="h1" variant="h6">
            {PUBLIC_TEXT.marketingMissing}
          </Typography>
          <Typography color="text.secondary">{PUBLIC_TEXT.marketingHint}</Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {PUBLIC_TEXT.retry}
            </Button>
            <Button variant="contained" component={RouterLink} to="/pc/admin/auth/login">
              {PUBLIC_TEXT.adminLogin}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{PUBLIC_TEXT.moving}</Typography>
        </Stack>
      )}
    </Box>
  );
}
