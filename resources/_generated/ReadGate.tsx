import type { ReactNode } from 'react';
import { useCanAccess, useResourceContext } from 'react-admin';
import { useAccessDeniedPage } from './report/accessDenied';
import { Loading } from './report/QueryState';

/**
 * A declared resource's page, drawn only for a member who may read it. A member who may not sees the
 * access-denied page at the address asked for (like the shell's own page gates), instead of
 * react-admin's redirect to /access-denied, which would take the address away from the browser's
 * history and bookmarks. The server refuses the data as well: this only keeps the screen honest.
 */
export function ReadGate({ children }: { children: ReactNode }) {
  const resource = useResourceContext();
  const Denied = useAccessDeniedPage();
  const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
  if (isPending) return <Loading />;
  if (!canAccess) return <Denied />;
  return <>{children}</>;
}
