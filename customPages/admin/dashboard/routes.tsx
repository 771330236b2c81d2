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
const SaleListPage = later(() => pages().then((m) => m.SaleListPage));
const OrderPage = later(() => pages().then((m) => m.OrderPage));
const DisplayListPage = later(() => pages().then((m) => m.DisplayListPage));
const DisplayDetailPage = later(() => pages().then((m) => m.DisplayDetailPage));

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

/** Every dashboard route of routes.tsv (spec 1 §2), spread into the admin's route table; any member. */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  page('dashboard', <DashboardPage />),
  page('dashboard/detail', <DetailPage key="month" />),
  page('dashboard/detail/:year/:month/:type', <DetailPage key="params" withParams />),
  page('dashboard/analysis', <AnalysisRedirect />),
  page('dashboard/analysis/:year/:month/:type', <AnalysisPage />),
  page('dashboard/sale/list', <SaleListPage />),
  page('dashboard/order', <OrderPage />),
  page('dashboard/display/list', <DisplayListPage />),
  page('dashboard/display/detail/:id', <DisplayDetailPage />),
  page('dashboard/*', <ToDetail />),
];
