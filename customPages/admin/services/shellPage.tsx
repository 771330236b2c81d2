import { Suspense, type ReactElement } from 'react';

/** A route of the admin's route table inside the shell, without flags. */
export interface ShellRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}

/** A lazily loaded page in the shell: nothing shows while its chunk loads. */
export const shellPage = (path: string, element: ReactElement): ShellRoute => ({
  path,
  element: <Suspense fallback={null}>{element}</Suspense>,
  layout: true,
  flags: {},
});
