import { birth24 } from '../content/birth24';
import { ServiceLanding } from '../landing/ServiceLanding';

/** birth24: the birthday and anniversary gift landing page. */
export function Birth24Page() {
  return <ServiceLanding content={birth24} />;
}
