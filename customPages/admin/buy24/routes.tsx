import type { ReactElement } from 'react';
import { Buy24InvoicePage } from './InvoicePage';
import { Buy24Home, Buy24Result, Buy24ServiceApply, Buy24Settings, Buy24Status } from './Buy24Pages';
import { Office24Dashboard } from './Office24Dashboard';
import {
  Office24Category,
  Office24Home,
  Office24List,
  Office24Result,
  Office24ServiceApply,
  Office24WorkList,
  Office24Workspace,
  Office24WorkspaceApply,
} from './Office24Pages';

interface Buy24Route {
  path: string;
  element: ReactElement;
  layout: true;
  flags: Record<string, never>;
}
const page = (path: string, element: ReactElement): Buy24Route => ({
  path,
  element,
  layout: true,
  flags: {},
});

/**
 * The buy24 and office24 routes of routes.tsv (buy24/list is the generated request list and buy24/edit
 * its request form, registered by its resource).
 */
export const BUY24_ROUTES: readonly Buy24Route[] = [
  page('buy24', <Buy24Home />),
  page('buy24/serviceApply', <Buy24ServiceApply />),
  page('buy24/result', <Buy24Result />),
  page('buy24/status', <Buy24Status />),
  page('buy24/settings', <Buy24Settings />),
  page('buy24/invoices/:id', <Buy24InvoicePage />),
  page('office24', <Office24Home />),
  page('office24/dashboard', <Office24Dashboard />),
  page('office24/serviceApply', <Office24ServiceApply />),
  page('office24/result', <Office24Result />),
  page('office24/list', <Office24List />),
  page('office24/Workspace', <Office24Workspace />),
  page('office24/category/:id', <Office24Category />),
  page('office24/workList/:branchEncrypted', <Office24WorkList />),
  page('office24/WorkspaceApply/:branchId', <Office24WorkspaceApply />),
];
