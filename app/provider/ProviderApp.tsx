import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { createProviderAuthProvider, providerAuthHeaders } from '../../authProvider/providerAuthProvider';
import { ProviderLoginPage } from '../../customPages/provider/ProviderLoginPage';
import { createDataProvider } from '../../dataProviders/dataProvider';
import { createHttpClient } from '../../dataProviders/httpClient';
import { inquiries } from '../../resources/inquiries';
import { outbox } from '../../resources/outbox';
import '../../schemas/locale';
import { i18nProvider } from '../i18n';

const http = createHttpClient({ getAuthHeaders: providerAuthHeaders });
const authProvider = createProviderAuthProvider({ apiFetch: http.apiFetch });
const dataProvider = createDataProvider(http, {
  outbox: '/provider/v1/outbox',
  inquiries: '/provider/v1/inquiries',
});
const RESOURCES = [outbox, inquiries];

/** The provider console under /provider: the portal's operators read the outbox and the inquiries. */
export function ProviderApp() {
  return (
    <Admin
      basename="/provider"
      title="포털24 운영 콘솔"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={ProviderLoginPage}
      requireAuth
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
      </CustomRoutes>
    </Admin>
  );
}
