import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';

/**
 * The console's own "no access" page, shown in place by a gated report page (the address stays).
 * The admin provides it; without a provider a gated page that is refused shows nothing.
 */
export const AccessDeniedContext = createContext<ComponentType>(() => null);

export const useAccessDeniedPage = () => useContext(AccessDeniedContext);
