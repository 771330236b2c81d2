import type { RouteTable } from '../../api/types';
import { wmsCompanyRoutes } from './company';
import { itemStaticPriceRoutes } from './prices';
import { wmsReceiptRoutes } from './receipts';
import { wmsStockRoutes } from './stock';
import { wmsTransferRoutes } from './transfers';

/** The warehouse app's tables and the company's fixed prices, spread into ROUTE_TABLES. */
export const WMS_ROUTE_TABLES: readonly RouteTable[] = [
  wmsStockRoutes,
  wmsReceiptRoutes,
  wmsTransferRoutes,
  wmsCompanyRoutes,
  itemStaticPriceRoutes,
];
