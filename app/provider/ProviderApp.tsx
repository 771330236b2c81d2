import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Layout, Resource } from 'react-admin';
import { Route } from 'react-router';
import { createProviderAuthProvider, providerAuthHeaders } from '../../authProvider/providerAuthProvider';
import { ProviderAppBar } from '../../customPages/provider/ProviderAppBar';
import { CONSOLE_SEARCH_PATH, ConsoleSearchPage } from '../../customPages/provider/ConsoleSearch';
import { ProviderLoginPage } from '../../customPages/provider/ProviderLoginPage';
import { ProviderMenu } from '../../customPages/provider/ProviderMenu';
import {
  QUEUE_LIMITS_PATH,
  QueueLimitsPage,
  WaitingLimitsProvider,
} from '../../customPages/provider/queueLimits';
import { providerLightTheme } from './providerTheme';
import { createDataProvider } from '../../dataProviders/dataProvider';
import { createHttpClient } from '../../dataProviders/httpClient';
import { apiPathsOf } from '../../resources/_generated';
import { inquiries } from '../../resources/inquiries';
import { jobs } from '../../resources/jobs';
import { outbox } from '../../resources/outbox';
import { providerAuditLogs } from '../../resources/providerAuditLogs';
import { providerCompanies } from '../../resources/providerCompanies';
import { providerBuyOrders, providerBuyRequests } from '../../resources/providerBuy24';
import { providerGiftEvents, providerGiftOrders } from '../../resources/providerGift';
import { providerInvoices, unpaidInvoices } from '../../resources/providerInvoices';
import { providerCsInquiries } from '../../resources/providerCsInquiries';
import { providerNotices } from '../../resources/providerNotices';
import { providerAnswerTemplates } from '../../resources/providerAnswerTemplates';
import { quickOrders } from '../../resources/quickOrders';
import { serviceApplications } from '../../resources/serviceApplications';
import { signups } from '../../resources/signups';
import '../../schemas/locale';
import { adminDarkTheme } from '../admin/theme';
import { i18nProvider } from '../i18n';
import { LoginGate } from '../LoginGate';

/** The console's resources: each brings its API path, routes and pages from its definition. */
const RESOURCES = [
  outbox,
  inquiries,
  jobs,
  signups,
  serviceApplications,
  providerNotices,
  providerCsInquiries,
  providerAnswerTemplates,
  providerInvoices,
  unpaidInvoices,
  providerBuyRequests,
  providerBuyOrders,
  providerGiftEvents,
  providerGiftOrders,
  quickOrders,
  providerCompanies,
  providerAuditLogs,
];
const http = createHttpClient({ getAuthHeaders: providerAuthHeaders });
const authProvider = createProviderAuthProvider({ apiFetch: http.apiFetch });
const dataProvider = createDataProvider(http, apiPathsOf(RESOURCES));

const LOGIN_URL = '/provider/login';
/** react-admin's own shell behind the same login gate as the admin's (see LoginGate). */
const GatedLayout = ({ children }: { children: ReactNode }) => (
  <LoginGate loginUrl={() => LOGIN_URL}>
    <WaitingLimitsProvider>
      <Layout appBar={ProviderAppBar} menu={ProviderMenu}>
        {children}
      </Layout>
    </WaitingLimitsProvider>
  </LoginGate>
);

/**
 * The provider console under /provider: the portal's operators read the outbox and the inquiries,
 * and watch the job queue (retrying a failed job).
 */
export function ProviderApp() {
  return (
    <Admin
      basename="/provider"
      title="포털24 운영 콘솔"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={GatedLayout}
      lightTheme={providerLightTheme}
      darkTheme={adminDarkTheme}
      loginPage={ProviderLoginPage}
      disableTelemetry
    >
      {RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource.resourceProps} />
      ))}
      <CustomRoutes>
        {RESOURCES.flatMap((resource) =>
          resource.routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          )),
        )}
        <Route path={QUEUE_LIMITS_PATH} element={<QueueLimitsPage />} />
        <Route path={CONSOLE_SEARCH_PATH} element={<ConsoleSearchPage />} />
      </CustomRoutes>
    </Admin>
  );
}
