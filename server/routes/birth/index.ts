import type { RouteTable } from '../../api/types';
import { giftEventRoutes } from './events';
import { giftItemRoutes } from './gifts';
import { giftPublicRoutes } from './public';
import { giftServiceRoutes } from './services';
import { giftSubjectRoutes } from './subjects';
import { giftTrackingRoutes } from './trackings';

/** Every /birth/v3 table (선물24), registered with one line in server/routes/index.ts. */
export const BIRTH_TABLES: readonly RouteTable[] = [
  giftServiceRoutes,
  giftEventRoutes,
  giftSubjectRoutes,
  giftItemRoutes,
  giftTrackingRoutes,
  giftPublicRoutes,
];
