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
const UsagePage = later(() => import('./UsagePages').then((m) => m.UsagePage));
const KioskPage = later(() => import('./KioskPage').then((m) => m.KioskPage));
const PaymentPage = later(() => import('./UsagePages').then((m) => m.PaymentPage));
const ReportPage = later(() => import('./ReportPage').then((m) => m.ReportPage));
const CertificatePage = later(() => import('./CertificatePage').then((m) => m.CertificatePage));

/**
 * The usage, kiosk, payment, report and certificate pages (routes.tsv uses/*, usage/service); the
 * invoice lists, the invoice page and 주문 내역 are resources (resources/invoices, resources/orderLines).
 */
export const USES_ROUTES: readonly UsesRoute[] = [
  page('usage/service', <UsagePage />),
  page('uses/kiosk', <KioskPage />),
  page('uses/payment', <PaymentPage />),
  page('uses/report/:year/:month', <ReportPage />),
  page('certificate', <CertificatePage />),
];
