import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { KOREAN_COMPONENTS, KOREAN_TYPOGRAPHY, LIGHT_STATUS_PALETTE } from '../components/koreanThemeBase';

/** MUI in Korean for the trees without react-admin (public site, warehouse app). */
export const plainTheme = createTheme(
  {
    palette: { ...LIGHT_STATUS_PALETTE },
    typography: KOREAN_TYPOGRAPHY,
    components: KOREAN_COMPONENTS,
  },
  koKR,
);
