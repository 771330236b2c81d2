import { clean24 } from '../content/clean24';
import { ServiceLanding } from '../landing/ServiceLanding';

/** clean24: the office cleaning landing page. */
export function Clean24Page() {
  return <ServiceLanding content={clean24} />;
}
