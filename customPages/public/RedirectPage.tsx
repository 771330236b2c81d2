import { Navigate, useSearchParams } from 'react-router';
import { sameOriginPath } from '../../lib/query';

/** /redirect?url=/some/path: a same-origin hop (links in messages); anything else is a 404, never an open redirect. */
export function RedirectPage() {
  const [params] = useSearchParams();
  const target = sameOriginPath(params.get('url'), window.location.origin);
  return <Navigate to={target && !target.startsWith('/redirect') ? target : '/404'} replace />;
}
