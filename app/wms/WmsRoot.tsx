import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { plainTheme } from '../plainTheme';

/** The warehouse app's frame (phone-sized screens, no react-admin). */
export function WmsRoot() {
  return (
    <ThemeProvider theme={plainTheme}>
      <CssBaseline />
      <Outlet />
    </ThemeProvider>
  );
}
