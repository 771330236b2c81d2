import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkBase, useLocation } from 'react-admin';
import { loadOutsideLinks } from '../../../dataProviders/links';
import { setPageTitle } from '../../../lib/pageTitle';
import type { LegacyDestination } from './legacyTarget';
import { LEGACY_SITE_NAMES, legacyDestination } from './legacyTarget';
import type { LegacyTarget } from './legacyRoutes';
import { LEGACY_TEXT } from './strings';

type State = { kind: 'loading' } | { kind: 'failed' } | LegacyDestination;

/** A legacy admin screen: leaves for the outside site that now hosts it, or says where it went. */
export function LegacyRedirect({ target, name }: { target: LegacyTarget; name: string }) {
  const location = useLocation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const pathAndQuery = `${location.pathname}${location.search}`;

  useEffect(() => setPageTitle(name), [name]);
  useEffect(() => {
    let live = true;
    loadOutsideLinks()
      .then((links) => {
        if (!live) return;
        const destination = legacyDestination(target, links, pathAndQuery);
        setState(destination);
        // replace: the back button should return to the page before, not bounce here again.
        if (destination.kind === 'redirect') window.location.replace(destination.url);
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [target, pathAndQuery, attempt]);

  const site = LEGACY_SITE_NAMES[target];
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {state.kind === 'moved' ? LEGACY_TEXT.movedTitle : name}
      </Typography>
      {state.kind === 'loading' || state.kind === 'redirect' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{LEGACY_TEXT.moving(site)}</Typography>
        </Stack>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button
              onClick={() => {
                setState({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {LEGACY_TEXT.retry}
            </Button>
          }
        >
          {LEGACY_TEXT.linksFailed}
        </Alert>
      ) : null}
      {state.kind === 'moved' ? (
        <Stack spacing={2}>
          <Typography>
            {state.url ? LEGACY_TEXT.movedWithLink(name, site) : LEGACY_TEXT.movedNoLink(name, site)}
          </Typography>
          <Stack direction="row" spacing={1}>
            {state.url ? (
              <Button variant="contained" href={state.url}>
                {LEGACY_TEXT.openThere(site)}
              </Button>
            ) : null}
            <Button variant="outlined" component={LinkBase} to="/pc/admin/home">
              {LEGACY_TEXT.home}
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Box>
  );
}
