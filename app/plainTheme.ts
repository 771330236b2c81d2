import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';

/** MUI in Korean for the trees without react-admin (public site, warehouse app). */
export const plainTheme = createTheme(
  {
    typography: {
      fontFamily: '"Pretendard", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif',
    },
    // Korean lines break between words, not inside them.
    components: { MuiCssBaseline: { styleOverrides: { body: { wordBreak: 'keep-all' } } } },
  },
  koKR,
);
