import { office24 } from '../content/office24';
import { ServiceLanding } from '../landing/ServiceLanding';

/** office24: the office supplies landing page. */
export function Office24Page() {
  return <ServiceLanding content={office24} />;
}
