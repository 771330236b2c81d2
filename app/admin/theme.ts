import { createTheme } from '@mui/material/styles';
import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import { muiKoKR, pickersKoKR } from '../i18n';

/** react-admin's theme with MUI and the date pickers in Korean (spec: the UI language is Korean). */
export const adminTheme: RaThemeOptions = createTheme(
  {
    ...defaultTheme,
    typography: {
      fontFamily: '"Pretendard", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif',
    },
    // Korean lines break between words, not inside them.
    components: {
      ...defaultTheme.components,
      MuiCssBaseline: { styleOverrides: { body: { wordBreak: 'keep-all' } } },
    },
  },
  muiKoKR,
  pickersKoKR,
);

/** For <LocalizationProvider>: it sits outside <Admin>'s ThemeProvider, so it cannot read the theme's defaults. */
export const pickersLocaleText = pickersKoKR.components.MuiLocalizationProvider.defaultProps.localeText;
