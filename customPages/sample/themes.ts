import { createTheme } from '@mui/material/styles';
import type { PaletteOptions, Theme, ThemeOptions } from '@mui/material/styles';
import { koKR } from '@mui/material/locale';
import { KOREAN_COMPONENTS, KOREAN_TYPOGRAPHY } from '../../components/koreanThemeBase';

/** The three showcase themes of routes.tsv; the key is what `?theme=` carries. */
export const SAMPLE_THEME_NAMES = ['primary', 'yellow', 'dark'] as const;
export type SampleThemeName = (typeof SAMPLE_THEME_NAMES)[number];

export const SAMPLE_THEME_LABELS: Record<SampleThemeName, string> = {
  primary: '기본',
  yellow: '옐로',
  dark: '다크',
};

const typography = KOREAN_TYPOGRAPHY;
const components = KOREAN_COMPONENTS;

function build(palette: PaletteOptions, overrides: ThemeOptions['components'] = {}): Theme {
  return createTheme(
    { palette, typography, components: { ...components, ...overrides }, shape: { borderRadius: 8 } },
    koKR,
  );
}

// MUI's orange (#ed6c02) reaches only 3.1:1 as text on white; outlined warning buttons need 4.5:1.
const WARNING_TEXT = '#b45309';

// Yellow is a fill colour: as text on a light page it has about 1.5:1 contrast, so text and outlined
// buttons of the yellow theme write in a deep amber instead.
const DEEP_AMBER = '#6b5000';

export const SAMPLE_THEMES: Record<SampleThemeName, Theme> = {
  primary: build({
    mode: 'light',
    primary: { main: '#1f5bd8' },
    secondary: { main: '#5b6b82' },
    warning: { main: WARNING_TEXT },
  }),
  // Dark text on yellow: white on #ffc400 fails the 4.5:1 contrast that axe checks.
  yellow: build(
    {
      mode: 'light',
      primary: { main: '#ffc400', dark: '#c79a00', contrastText: '#1f1f1f' },
      secondary: { main: '#6d4c00' },
      warning: { main: WARNING_TEXT },
      background: { default: '#fffbea' },
    },
    {
      MuiButton: {
        styleOverrides: {
          root: {
            variants: [
              {
                props: { variant: 'outlined', color: 'primary' },
                style: { color: DEEP_AMBER, borderColor: DEEP_AMBER },
              },
              { props: { variant: 'text', color: 'primary' }, style: { color: DEEP_AMBER } },
            ],
          },
        },
      },
      MuiLink: { styleOverrides: { root: { color: DEEP_AMBER } } },
    },
  ),
  // Light red on dark: MUI's dark-mode #f44336 under white text is only 3.7:1.
  dark: build({
    mode: 'dark',
    primary: { main: '#8ab4ff' },
    secondary: { main: '#c7d0dd' },
    error: { main: '#ff8a80' },
  }),
};

/** The theme named by a `?theme=` value; anything else is the primary theme. */
export function sampleThemeName(value: string | null): SampleThemeName {
  return (SAMPLE_THEME_NAMES as readonly string[]).includes(value ?? '')
    ? (value as SampleThemeName)
    : 'primary';
}
