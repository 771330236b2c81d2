import { snack24 } from '../content/snack24';
import { ServiceLanding } from '../landing/ServiceLanding';

/** /pc/snack24 and /mobile/snack24: the snack subscription landing page. */
export function Snack24Page() {
  return <ServiceLanding content={snack24} />;
}
