import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useResourceDefinition } from 'react-admin';
import { loadOutsideLinks } from '../../../dataProviders/links';
import { legacyDestination } from './legacyTarget';
import { LegacyRedirect } from './LegacyRedirect';
import { LEGACY_SITE_NAMES } from './legacyTarget';
import { LEGACY_TEXT } from './strings';

type State = 'loading' | 'own' | 'forward';

/**
 * A legacy route that has its own screen here: with a legacy portal configured (`legacyPortalUrl`)
 * it still forwards there with its path and query, as the spec says; otherwise it shows our screen.
 * When the settings cannot be read, our screen is shown (it works without them).
 */
export function LegacyGate({ name, children }: { name: string; children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<State>('loading');
  const pathAndQuery = `${location.pathname}${location.search}`;
  useEffect(() => {
    let live = true;
    loadOutsideLinks()
      .then((links) => {
        if (!live) return;
        setState(legacyDestination('portal', links, pathAndQuery).kind === 'redirect' ? 'forward' : 'own');
      })
      .catch(() => live && setState('own'));
    return () => {
      live = false;
    };
  }, [pathAndQuery]);
  if (state === 'forward') return <LegacyRedirect target="portal" name={name} />;
  if (state === 'loading')
    return (
      <Box sx={{ py: 4 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{LEGACY_TEXT.checking(LEGACY_SITE_NAMES.portal)}</Typography>
        </Stack>
      </Box>
    );
  return <>{children}</>;
}

/**
 * LegacyGate as a resource's `frame` (app/admin/resources.ts hands it to the resources of legacy
 * routes): the page name is the resource's label.
 */
export function LegacyFrame({ children }: { children: ReactNode }) {
  const { options } = useResourceDefinition<{ label?: string }>();
  return <LegacyGate name={options?.label ?? ''}>{children}</LegacyGate>;
}
