import { useEffect } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { APPLICATIONS, type ApplyService } from '../../../schemas/serviceApply';
import { useAdminPath } from '../layout/shellHooks';
import { RESULT, ServiceApplyWizard } from './ServiceApplyWizard';

/** snack24's steps that may be opened by address; the others only from the wizard itself. */
const SNACK_DIRECT = new Set(['applicant', RESULT]);

/** The site's 404 page, outside the admin shell (a full load: the shell's router does not own /404). */
function NotFound() {
  useEffect(() => window.location.replace('/404'), []);
  return null;
}

/**
 * snack24/serviceApply/{step}: applicant and result open directly; deliveryVisit, deliveryPackage
 * and payment go back to applicant unless reached inside the wizard (its history entry, which a
 * reload keeps); an unknown step is the 404 page.
 */
export function Snack24ApplyPage() {
  const { step = '' } = useParams();
  const location = useLocation();
  const adminPath = useAdminPath();
  const definition = APPLICATIONS.snack24;
  const known = step === RESULT || definition.steps.some((entry) => entry.key === step);
  if (!known) return <NotFound />;
  const fromWizard = (location.state as { wizard?: boolean } | null)?.wizard === true;
  if (!SNACK_DIRECT.has(step) && !fromWizard) {
    return <Navigate to={adminPath('snack24/serviceApply/applicant')} replace />;
  }
  return (
    <ServiceApplyWizard
      definition={definition}
      service="snack24"
      step={step}
      stepPath={(key) => adminPath(`snack24/serviceApply/${key}`)}
      servicePath={adminPath('snack24')}
    />
  );
}

/**
 * The application of one of the other services at `path`, the step in `?step=` (the first by
 * default). The summary before submitting and the state after are at `resultPath` when the service
 * has that route (breakfast24, clean24, quick24, meal24: `result` says the page is it), else at
 * `?step=result` (flower24/service and recommend/list, where the application sits inside the spec's
 * route).
 */
export function ServiceApplyPage({
  service,
  path,
  resultPath,
  result = false,
  servicePath,
}: {
  service: Exclude<ApplyService, 'snack24'>;
  /** The admin path the wizard lives at. */
  path: string;
  resultPath?: string;
  result?: boolean;
  /** Where "서비스 화면으로" goes. */
  servicePath: string;
}) {
  const [search] = useSearchParams();
  const adminPath = useAdminPath();
  const definition = APPLICATIONS[service];
  const asked = search.get('step');
  const known = (!resultPath && asked === RESULT) || definition.steps.some((entry) => entry.key === asked);
  return (
    <ServiceApplyWizard
      definition={definition}
      service={service}
      step={result ? RESULT : known ? asked! : definition.steps[0]!.key}
      stepPath={(key) => adminPath(key === RESULT && resultPath ? resultPath : `${path}?step=${key}`)}
      servicePath={adminPath(servicePath)}
    />
  );
}
