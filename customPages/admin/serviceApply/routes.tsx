import { lazy, Suspense, type ReactElement } from 'react';
import type { ApplyService } from '../../../schemas/serviceApply';

// The wizard brings rjsf: its own chunk, loaded when an application page opens.
const Snack24ApplyPage = lazy(() => import('./ApplyPages').then((m) => ({ default: m.Snack24ApplyPage })));
const ServiceApplyPage = lazy(() => import('./ApplyPages').then((m) => ({ default: m.ServiceApplyPage })));

interface ShellRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}
const page = (path: string, element: ReactElement): ShellRoute => ({
  path,
  element: <Suspense fallback={null}>{element}</Suspense>,
  layout: true,
  flags: {},
});

const OTHERS: Exclude<ApplyService, 'snack24'>[] = ['breakfast24', 'clean24', 'quick24', 'meal24'];

/** The application routes of routes.tsv, spread into the admin's route table. */
export const SERVICE_APPLY_ROUTES: readonly ShellRoute[] = [
  page('snack24/serviceApply/:step', <Snack24ApplyPage />),
  ...OTHERS.flatMap((service) => [
    page(`${service}/serviceApply`, <ServiceApplyPage key={`${service}-apply`} service={service} />),
    page(`${service}/result`, <ServiceApplyPage key={`${service}-result`} service={service} result />),
  ]),
];
