import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';
import { PageHeading } from '../PageHeading';
import { ACCESS_DENIED_HEADING } from '../strings';

/** Without the console's page (a kit test), a refused page still says so in its one h1. */
const PlainAccessDenied = () => <PageHeading>{ACCESS_DENIED_HEADING}</PageHeading>;

/**
 * The console's own "no access" page, shown in place by a gated page (the address stays). The admin
 * provides it.
 */
export const AccessDeniedContext = createContext<ComponentType>(PlainAccessDenied);

export const useAccessDeniedPage = () => useContext(AccessDeniedContext);
