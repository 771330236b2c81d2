import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { plainTheme } from '../plainTheme';

/**
 * The admin's auth pages on their own, outside the react-admin console: a visitor who has not logged
 * in downloads the form and the session model, not the console (its catalogue, data provider and
 * icons load after the login, with /pc/admin/*). Their own routes in app/routes.tsx come before the
 * console's, each page its own chunk; other auth addresses (an unknown one shows the auth 404 page)
 * stay in the console's table.
 */
export const standalone = (Page: ComponentType) =>
  function AuthPage() {
    return (
      <ThemeProvider theme={plainTheme}>
        <CssBaseline />
        <Page />
      </ThemeProvider>
    );
  };
