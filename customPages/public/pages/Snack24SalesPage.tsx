import { sales } from '../content/sales';
import { ServiceLanding } from '../landing/ServiceLanding';

/** snack24/sales: the sales agency page, its inquiry form right under the hero. */
export function Snack24SalesPage() {
  return <ServiceLanding content={sales} formFirst />;
}
