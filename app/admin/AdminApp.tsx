import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { ReactNode } from 'react';
import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { Route } from 'react-router';
import { loginRedirectUrl } from '../../authProvider/guard';
import { AdminLayout } from '../../customPages/admin/layout/AdminLayout';
import { LoginPage } from '../../customPages/admin/auth/LoginPage';
// Zod's own messages in Korean; set per tree so the entry chunk stays free of zod.
import '../../schemas/locale';
import { createI18nProvider, setupDayjsKorean } from '../i18n';
import { withResourceAccess } from '../../resources/_generated';
import { LoginGate } from '../LoginGate';
import { ADMIN_ROUTES, AdminCatchAll } from './adminRoutes';
import { authProvider, dataProvider } from './providers';
import { ADMIN_RESOURCES } from './resources';
import { adminDarkTheme, adminTheme, pickersLocaleText } from './theme';
import { AccessDeniedContext } from '../../resources/_generated/report';
import { AdminAccessDeniedPage } from '../../customPages/admin/notFound/AdminAccessDeniedPage';

setupDayjsKorean();

// Each resource's write rule joins the page gates, so react-admin's own buttons and pages follow it.
const adminAuthProvider = withResourceAccess(
  authProvider,
  ADMIN_RESOURCES.map((resource) => resource.access),
);
// The catalogue names every registered resource ("구성원 김민준 삭제", "부서가 없습니다").
const i18nProvider = createI18nProvider(ADMIN_RESOURCES);
const bare = ADMIN_ROUTES.filter((route) => !route.layout);
const framed = ADMIN_ROUTES.filter((route) => route.layout);

/**
 * The shell, shown only with a session: every framed page, resource page and the 404 page sit in it,
 * so this one gate sends a visitor to the login page (keeping `origin`) whatever admin path they asked for.
 */
const GatedLayout = ({ children }: { children: ReactNode }) => (
  <LoginGate loginUrl={loginRedirectUrl}>
    <AdminLayout>{children}</AdminLayout>
  </LoginGate>
);

/** Messages at the top: at the bottom a phone's toast would cover the save bar and the pager for seconds. */
const TopNotification = () => <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;

/** The admin console under /pc/admin: react-admin inside the app's router. */
export function AdminApp() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ko" localeText={pickersLocaleText}>
      <AccessDeniedContext.Provider value={AdminAccessDeniedPage}>
        <Admin
          basename="/pc/admin"
          title="포털"
          authProvider={adminAuthProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          layout={GatedLayout}
          loginPage={LoginPage}
          notification={TopNotification}
          catchAll={AdminCatchAll}
          accessDenied={AdminAccessDeniedPage}
          // Light and dark, the choice kept in react-admin's store (localStorage) across reloads.
          lightTheme={adminTheme}
          darkTheme={adminDarkTheme}
          disableTelemetry
        >
          {ADMIN_RESOURCES.map((resource) => (
            <Resource key={resource.name} {...resource.resourceProps} />
          ))}
          <CustomRoutes noLayout>
            {bare.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </CustomRoutes>
          <CustomRoutes>
            {framed.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </CustomRoutes>
        </Admin>
      </AccessDeniedContext.Provider>
    </LocalizationProvider>
  );
}
