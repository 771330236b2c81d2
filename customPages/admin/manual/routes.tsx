import type { ReactElement } from 'react';
import { SnackAppManual } from './SnackAppManual';

interface ManualRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}

/** The manuals of routes.tsv (app/manual: the snack app's). */
export const MANUAL_ROUTES: readonly ManualRoute[] = [
  { path: 'app/manual', element: <SnackAppManual />, layout: true, flags: {} },
];
