import type { ReactElement } from 'react';
import { LegacyGate } from '../legacy/LegacyGate';
import { AutoPaymentPage, PaymentMethodsPage } from './PaymentPages';
import { PAYMENT_TEXT } from './strings';

/** One admin route (app/admin/adminRoutes' AdminRoute shape): inside the shell, behind the login. */
interface PaymentRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}

const route = (path: string, name: string, element: ReactElement): PaymentRoute => ({
  path,
  element: (
    <LegacyGate key={path} name={name}>
      {element}
    </LegacyGate>
  ),
  layout: true,
  flags: {},
});

/**
 * 자동 결제 관리 and 결제 수단 관리, legacy routes with their own screens here (spec 1 §2 "Legacy
 * paths"): shown when no legacy portal is configured; with one, each still forwards there (LegacyGate).
 */
export const PAYMENT_ROUTES: readonly PaymentRoute[] = [
  route('payment/subscription', PAYMENT_TEXT.autoPayment, <AutoPaymentPage />),
  route('payment/management', PAYMENT_TEXT.paymentMethods, <PaymentMethodsPage />),
];
