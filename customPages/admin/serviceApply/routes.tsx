import { lazy } from 'react';
import type { ApplyService } from '../../../schemas/serviceApply';
import { shellPage as page, type ShellRoute } from '../services/shellPage';

// The wizard brings rjsf: its own chunk, loaded when an application page opens.
const Snack24ApplyPage = lazy(() => import('./ApplyPages').then((m) => ({ default: m.Snack24ApplyPage })));
const ServiceApplyPage = lazy(() => import('./ApplyPages').then((m) => ({ default: m.ServiceApplyPage })));

const OTHERS: Exclude<ApplyService, 'snack24'>[] = ['breakfast24', 'clean24', 'quick24', 'meal24'];

/** The application routes of routes.tsv, spread into the admin's route table. */
export const SERVICE_APPLY_ROUTES: readonly ShellRoute[] = [
  page('snack24/serviceApply/:step', <Snack24ApplyPage />),
  ...OTHERS.flatMap((service) => {
    const apply = {
      service,
      path: `${service}/serviceApply`,
      resultPath: `${service}/result`,
      servicePath: service,
    };
    return [
      page(apply.path, <ServiceApplyPage key={`${service}-apply`} {...apply} />),
      page(apply.resultPath, <ServiceApplyPage key={`${service}-result`} {...apply} result />),
    ];
  }),
];
