import { Suspense, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { Skeleton } from '@mui/material';

/** A page of the admin shell below /pc/admin (the shape of the admin's route table). */
interface WmsAdminRoute {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}

// Loaded when first opened: not part of the console's first load.
function later(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function WmsAdminLazyPage() {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={320} sx={{ m: 3 }} aria-busy="true" />}>
        <Page />
      </Suspense>
    );
  };
}
const TransferListPage = later(() => import('./StockTransferPages').then((m) => m.TransferListPage));
const TransferDetailPage = later(() => import('./StockTransferPages').then((m) => m.TransferDetailPage));

/** The company's side of the warehouse app: stock transfers of its warehouses, for its administrator. */
export const WMS_ADMIN_ROUTES: readonly WmsAdminRoute[] = [
  { path: 'usage/stockTransfer', element: <TransferListPage />, layout: true, flags: {} },
  { path: 'usage/stockTransfer/:id', element: <TransferDetailPage />, layout: true, flags: {} },
];
