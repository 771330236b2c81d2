import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { useInstallableApp } from '../../customPages/wms/installApp';
import { plainTheme } from '../plainTheme';

/** The warehouse app's frame (phone-sized screens, no react-admin), installable on the phone. */
export function WmsRoot() {
  useInstallableApp();
  return (
    <ThemeProvider theme={plainTheme}>
      <CssBaseline />
      <Outlet />
    </ThemeProvider>
  );
}
