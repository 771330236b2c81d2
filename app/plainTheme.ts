import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { blue } from '@mui/material/colors';
import { KOREAN_COMPONENTS, KOREAN_TYPOGRAPHY, LIGHT_STATUS_PALETTE } from '../components/koreanThemeBase';

/** MUI in Korean for the trees without react-admin (auth pages, warehouse app). */
export const plainTheme = createTheme(
  {
    // MUI's #1976d2 reads at 4.22:1 on the warehouse app's grey screens; blue[800] passes AA there.
    palette: { ...LIGHT_STATUS_PALETTE, primary: { main: blue[800] } },
    typography: KOREAN_TYPOGRAPHY,
    components: KOREAN_COMPONENTS,
  },
  koKR,
);
