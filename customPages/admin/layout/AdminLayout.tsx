import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminSidebar } from './AdminSidebar';
import { AdminMenu } from './LeftMenu';
import { APP_BAR_HEIGHT } from './shellMetrics';

/**
 * The admin shell (`<Admin layout={AdminLayout}>`): react-admin's Layout, so its error boundary,
 * suspense fallback and skip link stay, with our app bar, collapsible sidebar and left menu.
 * Notifications are rendered by <Admin> itself, outside any layout.
 */
export const AdminLayout = ({ children }: { children: ReactNode }) => (
  <Layout
    appBar={AdminAppBar}
    appBarAlwaysOn
    sidebar={AdminSidebar}
    menu={AdminMenu}
    sx={{
      // react-admin's root is min-width: fit-content, so a wide table would widen the whole page.
      minWidth: 0,
      '& .RaLayout-appFrame': {
        marginTop: { xs: `${APP_BAR_HEIGHT.narrow}px`, md: `${APP_BAR_HEIGHT.wide}px` },
      },
      '& .RaLayout-content': { px: { xs: 1, md: 2 }, minWidth: 0 },
      // A table wider than the screen scrolls inside its own box; the list toolbar wraps.
      '& .RaList-main': { minWidth: 0 },
      '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
      '& .RaTopToolbar-root': { flexWrap: 'wrap' },
    }}
  >
    {children}
  </Layout>
);
