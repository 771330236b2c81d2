import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate, useAuthState, useLocation } from 'react-admin';
import { afterLoginPath } from '../../../authProvider/guard';
import { AUTH_TEXT } from './strings';

/** Re-runs react-admin's checkAuth; after a login this is what moves the page on. */
export type Recheck = () => Promise<unknown>;

/**
 * Spec 1 §4: a logged-in visitor on a no-auth page goes on, to `?origin=` when it is an admin page,
 * else to the admin home. It shares react-admin's checkAuth query, so a login here (followed by
 * `recheck`) lands in this one place that decides where to go. Only this component observes the
 * query: every new observer refetches it, and a refetch must not unmount the form it is showing.
 */
export function NoAuthOnly({ children }: { children: (recheck: Recheck) => ReactNode }) {
  const { isFetched, authenticated, refetch } = useAuthState();
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
