import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet } from 'react-router';
// Zod's own messages in Korean; set per tree so the entry chunk stays free of zod.
import '../../schemas/locale';
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
