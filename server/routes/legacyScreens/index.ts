import type { RouteTable } from '../../api/types';
import { legacyScreenRoutes } from './company';
import { providerLegacyScreenRoutes } from './provider';

/** The legacy routes' own screens: the company's calls and the provider console's. */
export const LEGACY_SCREEN_TABLES: readonly RouteTable[] = [legacyScreenRoutes, providerLegacyScreenRoutes];
