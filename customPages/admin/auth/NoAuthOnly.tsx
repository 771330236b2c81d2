import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, useLocation } from 'react-router';
import { afterLoginPath } from '../../../authProvider/guard';
import { useSessionCheck } from './portalAuth';
import { AUTH_TEXT } from './strings';

/** Re-runs the session check; after a login this is what moves the page on. */
export type Recheck = () => Promise<unknown>;

/**
 * Spec 1 §4: a logged-in visitor on a no-auth page goes on, to `?origin=` when it is an admin page,
 * else to the admin home. A login here (followed by `recheck`) lands in this one place that decides
 * where to go. The check is the auth provider's checkAuth, without react-admin: the auth pages
 * load before the console.
 */
export function NoAuthOnly({ children }: { children: (recheck: Recheck) => ReactNode }) {
  const { isFetched, authenticated, refetch } = useSessionCheck();
  const origin = new URLSearchParams(useLocation().search).get('origin');
  if (authenticated) return <Navigate to={afterLoginPath(origin, window.location.origin)} replace />;
  if (!isFetched) {
    return (
      <Box
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
        role="status"
        aria-label={AUTH_TEXT.checking}
      >
        <CircularProgress />
      </Box>
    );
  }
  return children(refetch);
}
