import { partner } from '../content/partner';
import { ServiceLanding } from '../landing/ServiceLanding';

/** snack24/partner: the product partnership page, its inquiry form right under the hero. */
export function Snack24PartnerPage() {
  return <ServiceLanding content={partner} formFirst />;
}
