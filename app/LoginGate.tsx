import type { ReactNode } from 'react';
import { Navigate, useAuthState, useLocation } from 'react-admin';
import { BootFallback } from './RouteErrorPage';

export interface LoginGateProps {
  /** Where a visitor without a session goes, from the page they asked for (router location). */
  loginUrl: (location: { pathname: string; search: string }) => string;
  children: ReactNode;
}

/**
 * The login requirement of a react-admin shell (used as its layout's outer frame instead of
 * `<Admin requireAuth>`). react-admin's requireAuth answers a failed check with a logout that clears
 * the whole query cache; inside our data router the move to the login page is a transition that the
 * cleared cache's urgent re-render keeps interrupting, so the old location renders again, logs out
 * again, and the page never arrives. Here a failed check is one replace-navigation, worked out from
 * the router's own location, and nothing is cleared: nothing can start it twice.
 */
export function LoginGate({ loginUrl, children }: LoginGateProps) {
  const { isPending, authenticated } = useAuthState(undefined, false);
  const location = useLocation();
  if (isPending) return <BootFallback />;
  if (!authenticated) return <Navigate to={loginUrl(location)} replace />;
  return <>{children}</>;
}
