import { createTheme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import { muiKoKR, pickersKoKR } from '../i18n';
import { KOREAN_COMPONENTS, KOREAN_TYPOGRAPHY, LIGHT_STATUS_PALETTE } from '../../components/koreanThemeBase';

/**
 * Colours measured against WCAG AA (4.5:1 for text): primary #1565c0 is 5.7:1 on white and on the
 * grey app bar, secondary text #5f6368 is 6.0:1; in the dark theme primary #90caf9 is 9.6:1 on #121212.
 */
const LIGHT = { primary: '#1565c0', secondaryText: '#5f6368', focus: '#0b57d0' };
const DARK = { primary: '#90caf9', secondaryText: '#bdc1c6', focus: '#a8c7fa' };

function shellTheme(base: RaThemeOptions, mode: 'light' | 'dark'): RaThemeOptions {
  const colours = mode === 'light' ? LIGHT : DARK;
  // A ring every keyboard user can see, on every focusable element (MUI's own is a faint ripple).
  const ring = { outline: `3px solid ${colours.focus}`, outlineOffset: 2 };
  return createTheme(
    {
      ...base,
      palette: {
        ...base.palette,
        mode,
        primary: { main: colours.primary },
        // MUI's info blue is 4.1:1 on white; this one is 5.9:1 (chips on the home page).
        ...(mode === 'light' ? { info: { main: '#0b62a4' }, ...LIGHT_STATUS_PALETTE } : {}),
        // Only in the light theme: an explicit `text: undefined` would wipe the dark palette's text colours.
        ...(mode === 'light'
          ? { text: { primary: 'rgba(0,0,0,0.87)', secondary: colours.secondaryText } }
          : {}),
      },
      typography: KOREAN_TYPOGRAPHY,
      components: {
        ...base.components,
        ...KOREAN_COMPONENTS,
        MuiCssBaseline: {
          styleOverrides: {
            ...KOREAN_COMPONENTS.MuiCssBaseline.styleOverrides,
            ':focus-visible': ring,
            // react-admin keeps the bulk-action bar in the page when nothing is checked, only folded
            // to no height: its buttons would be invisible stops in the tab order.
            '.RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
            // react-admin draws its empty, loading, access-denied, not-found and error pages in the
            // disabled grey or at half opacity (2.1 to 3.2:1, below AA). Its own styles sit one class
            // deeper than these global ones, hence !important.
            '.RaEmpty-message, .RaLoading-message': { color: `${colours.secondaryText} !important` },
            '.RaAccessDenied-message, .RaAuthenticationError-message, .RaNotFound-message, .RaError-root': {
              opacity: '1 !important',
            },
          },
        },
        MuiButtonBase: {
          defaultProps: { disableRipple: false },
          styleOverrides: { root: { '&.Mui-focusVisible': ring } },
        },
      },
    },
    muiKoKR,
    pickersKoKR,
  );
}

/** react-admin's themes with AA colours, a visible focus ring, and MUI and the date pickers in Korean. */
export const adminTheme: RaThemeOptions = shellTheme(defaultLightTheme, 'light');
export const adminDarkTheme: RaThemeOptions = shellTheme(defaultDarkTheme, 'dark');

/** For <LocalizationProvider>: it sits outside <Admin>'s ThemeProvider, so it cannot read the theme's defaults. */
export const pickersLocaleText = pickersKoKR.components.MuiLocalizationProvider.defaultProps.localeText;
