import { quick24 } from '../content/quick24';
import { ServiceLanding } from '../landing/ServiceLanding';

/** quick24 (shown when no outside quick site is configured): the quick delivery landing page. */
export function Quick24Page() {
  return <ServiceLanding content={quick24} />;
}
