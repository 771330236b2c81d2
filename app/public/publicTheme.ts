import { createTheme } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { KOREAN_COMPONENTS, KOREAN_TYPOGRAPHY, LIGHT_STATUS_PALETTE } from '../../components/koreanThemeBase';

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
      ...LIGHT_STATUS_PALETTE,
    },
    shape: { borderRadius: 10 },
    typography: { ...KOREAN_TYPOGRAPHY, button: { textTransform: 'none' } },
    components: KOREAN_COMPONENTS,
  },
  koKR,
);
