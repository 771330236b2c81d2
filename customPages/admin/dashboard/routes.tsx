import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate } from 'react-router';
import { Skeleton } from '@mui/material';
import { useAdminPath } from '../layout/shellHooks';

/** A page of the admin shell below /pc/admin (the shape of the admin's route table). */
interface DashboardRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}

// The dashboard's pages (and, inside them, the chart library) load when first opened.
function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function DashboardLazyPage(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ m: 3 }} aria-busy="true" />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
const pages = () => import('./pages');
const DashboardPage = later(() => pages().then((m) => m.DashboardPage));
const DetailPage = later(() => pages().then((m) => m.DetailPage));
const AnalysisRedirect = later(() => pages().then((m) => m.AnalysisRedirect));
const AnalysisPage = later(() => pages().then((m) => m.AnalysisPage));
const OrderPage = later(() => import('./OrderPage').then((m) => m.OrderPage));

/** dashboard/{segments}: any other address below the dashboard goes to dashboard/detail. */
function ToDetail() {
  const adminPath = useAdminPath();
  return <Navigate replace to={adminPath('dashboard/detail')} />;
}

const page = (path: string, element: ReactElement): DashboardRoute => ({
  path,
  element,
  layout: true,
  flags: {},
});

/**
 * The dashboard's report routes of routes.tsv (spec 1 §2), spread into the admin's route table; any
 * member. Its lists (sale/list, display/list, display/detail/:id) are resources (resources/dashboardSales).
 */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  page('dashboard', <DashboardPage />),
  page('dashboard/detail', <DetailPage key="month" />),
  page('dashboard/detail/:year/:month/:type', <DetailPage key="params" withParams />),
  page('dashboard/analysis', <AnalysisRedirect />),
  page('dashboard/analysis/:year/:month/:type', <AnalysisPage />),
  page('dashboard/order', <OrderPage />),
  page('dashboard/*', <ToDetail />),
];
