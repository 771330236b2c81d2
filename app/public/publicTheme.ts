import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';

/**
 * The public site's look: the plain Korean MUI theme with the brand colours. Primary keeps at least
 * 4.5:1 against white so buttons and links pass WCAG AA (axe runs over every public page).
 */
export const publicTheme = createTheme(
  {
    palette: {
      primary: { main: '#1652d6', dark: '#0f3da3', contrastText: '#ffffff' },
      secondary: { main: '#b34700', contrastText: '#ffffff' },
      background: { default: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Pretendard", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif',
      button: { textTransform: 'none' },
    },
    // Korean lines break between words, not inside them.
    components: { MuiCssBaseline: { styleOverrides: { body: { wordBreak: 'keep-all' } } } },
  },
  koKR,
);
