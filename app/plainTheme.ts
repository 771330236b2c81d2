import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { KOREAN_COMPONENTS, KOREAN_TYPOGRAPHY } from '../components/koreanThemeBase';

/** MUI in Korean for the trees without react-admin (public site, warehouse app). */
export const plainTheme = createTheme(
  {
    typography: KOREAN_TYPOGRAPHY,
    components: KOREAN_COMPONENTS,
  },
  koKR,
);
