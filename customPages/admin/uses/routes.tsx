import { Suspense, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Skeleton } from '@mui/material';

/** A page of the admin shell below /pc/admin (the shape of the admin's route table). */
interface UsesRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}
const page = (path: string, element: ReactElement): UsesRoute => ({ path, element, layout: true, flags: {} });

// Loaded when first opened: not part of the console's first load.
function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function UsesLazyPage(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ m: 3 }} aria-busy="true" />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
const InvoiceListPage = later(() => import('./InvoicePages').then((m) => m.InvoiceListPage));
const InvoiceDetailPage = later(() => import('./InvoiceDetailPage').then((m) => m.InvoiceDetailPage));
const UsagePage = later(() => import('./UsagePages').then((m) => m.UsagePage));
const OrdersPage = later(() => import('./UsagePages').then((m) => m.OrdersPage));
const KioskPage = later(() => import('./KioskPage').then((m) => m.KioskPage));
const PaymentPage = later(() => import('./UsagePages').then((m) => m.PaymentPage));
const ReportPage = later(() => import('./ReportPage').then((m) => m.ReportPage));
const CertificatePage = later(() => import('./CertificatePage').then((m) => m.CertificatePage));

/** The invoice, usage, kiosk, payment, report and certificate pages (routes.tsv uses/*, usage/service). */
export const USES_ROUTES: readonly UsesRoute[] = [
  page('uses/invoice', <InvoiceListPage key="invoice" variant="invoice" />),
  page('uses/invoice/:year/:month/:type', <InvoiceListPage key="invoice" variant="invoice" />),
  page('uses/invoice/:invoiceId', <InvoiceDetailPage />),
  page('uses/company/invoice', <InvoiceListPage key="company" variant="company" />),
  page('uses/company/invoice/:year/:month/:type', <InvoiceListPage key="company" variant="company" />),
  page('usage/service', <UsagePage />),
  page('uses/orders', <OrdersPage />),
  page('uses/kiosk', <KioskPage />),
  page('uses/payment', <PaymentPage />),
  page('uses/report/:year/:month', <ReportPage />),
  page('certificate', <CertificatePage />),
];
