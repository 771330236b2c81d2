import type { PaymentGateway } from './gateway';
import { createTestGateway } from './testGateway';

export type { PaymentGateway } from './gateway';

let current: PaymentGateway = createTestGateway();

/** The gateway in use: the test gateway unless a deployment installs a real one at start. */
export const paymentGateway = (): PaymentGateway => current;

/** Installs another gateway (a real one in production, a failing one in a test). */
export function usePaymentGateway(gateway: PaymentGateway): void {
  current = gateway;
}
