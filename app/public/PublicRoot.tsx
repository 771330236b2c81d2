import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet } from 'react-router';
// Zod's own messages in Korean; set per tree so the entry chunk stays free of zod.
import '../../schemas/locale';
import { plainTheme } from '../plainTheme';

/** The public tree's frame: MUI in Korean, no react-admin. The public header/footer come with the public pages. */
export function PublicRoot() {
  return (
    <ThemeProvider theme={plainTheme}>
      <CssBaseline />
      <Outlet />
    </ThemeProvider>
  );
}
