import { useEffect } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet, useLocation, useMatches } from 'react-router';
import { PublicLayout } from '../../customPages/public/layout/PublicLayout';
import { isPhoneBrowser } from '../../lib/device';
import { captureTracking } from '../../lib/tracking';
import { flagsOf, pageOf } from '../routeFlags';
import { publicTheme } from './publicTheme';

/**
 * The public tree's frame (no react-admin): one layout for both devices, told by the route's flags
 * whether it is the mobile variant, and what footer, inquiry button and event strip it shows.
 */
export function PublicRoot() {
  const matches = useMatches();
  const flags = flagsOf(matches);
  const { inquiry, bare } = pageOf(matches);
  // Adaptive routes know their device from the path; the others (404, external pay, …) ask the browser.
  const device = (flags.adaptive ? flags.mobile : isPhoneBrowser()) ? 'mobile' : 'pc';
  const { pathname, search } = useLocation();

  useEffect(() => {
    captureTracking({
      search,
      pathname,
      referrer: document.referrer,
      origin: window.location.origin,
      device: device === 'mobile' ? 'MO' : 'PC',
    });
  }, [pathname, search, device]);

  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      {bare ? (
        <Outlet />
      ) : (
        <PublicLayout
          device={device}
          noFooter={flags.noFooter}
          noInquiryButton={flags.noInquiryButton}
          eventBanner={flags.eventBanner}
          inquiry={inquiry}
        >
          <Outlet />
        </PublicLayout>
      )}
    </ThemeProvider>
  );
}
