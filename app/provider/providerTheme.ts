import { createTheme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { adminTheme } from '../admin/theme';

/**
 * The console's light theme: the admin's, with a darker red for error text. react-admin draws the
 * edit form's 삭제 on a #e0e0e0 toolbar, where MUI's #d32f2f is 3.8:1; #b71c1c is 5.0:1 (AA).
 */
export const providerLightTheme: RaThemeOptions = createTheme(adminTheme, {
  palette: { error: { main: '#b71c1c' } },
});
