import type { ReactElement } from 'react';
import { PAST_ORDER_SERVICE_KEYS } from '../../../schemas/legacyScreens';
import { LegacyGate } from '../legacy/LegacyGate';
import { CsDetailPage, CsListPage, CsWritePage, NoticeDetailPage, NoticeListPage } from './BoardPages';
import { PastOrdersPage } from './PastOrdersPage';
import { AutoPaymentPage, PaymentMethodsPage } from './PaymentPages';
import { LS_TEXT } from './strings';

/** One admin route (app/admin/adminRoutes' AdminRoute shape): inside the shell, behind the login. */
interface LegacyScreenRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}

const route = (path: string, name: string, element: ReactElement): LegacyScreenRoute => ({
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
 * Our own screens of the legacy routes (spec 1 §2 "Legacy paths"): shown when no legacy portal is
 * configured; with one, each still forwards there (LegacyGate).
 */
export const LEGACY_SCREEN_ROUTES: readonly LegacyScreenRoute[] = [
  route('orders/past/:year/:month', LS_TEXT.pastOrders, <PastOrdersPage />),
  ...PAST_ORDER_SERVICE_KEYS.map((service) =>
    route(
      `orders/past/${service}/:year/:month`,
      LS_TEXT.pastOrders,
      <PastOrdersPage key={service} service={service} />,
    ),
  ),
  route('payment/subscription', LS_TEXT.autoPayment, <AutoPaymentPage />),
  route('payment/management', LS_TEXT.paymentMethods, <PaymentMethodsPage />),
  route('customer/notice', LS_TEXT.notice, <NoticeListPage key="notice" board="notice" />),
  route('customer/notice/:id', LS_TEXT.notice, <NoticeDetailPage key="notice" board="notice" />),
  route('notice/welfare', LS_TEXT.welfare, <NoticeListPage key="welfare" board="welfare" />),
  route('notice/welfare/:id', LS_TEXT.welfare, <NoticeDetailPage key="welfare" board="welfare" />),
  route('customer/cs', LS_TEXT.cs, <CsListPage />),
  route('customer/cs/write', LS_TEXT.cs, <CsWritePage />),
  route('customer/cs/:id', LS_TEXT.cs, <CsDetailPage />),
];
