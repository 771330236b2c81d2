import type { Components, Theme } from '@mui/material/styles';

/**
 * What every theme of the product shares, written once: the Korean type stack, Korean line breaking,
 * and a name for every spinner. A CircularProgress or LinearProgress is a `progressbar` to screen
 * readers and needs a name (axe `aria-progressbar-name`); react-admin's app-bar LoadingIndicator
 * draws one without, so the name comes from the theme and holds for every spinner, ours and theirs.
 */
/**
 * Status colours of the light themes that white text passes AA on (4.5:1): MUI's warning orange
 * #ed6c02 is 3.1:1, under every refusal toast; this amber is 5.0:1.
 */
export const LIGHT_STATUS_PALETTE = {
  warning: { main: '#b45309', contrastText: '#ffffff' },
} as const;

/**
 * The warehouse app's screens are grey (MUI grey.100) under white cards: an outlined or text button
 * sits on this grey, so the app's primary colour is checked against it.
 */
export const WMS_BACKGROUND = '#f5f5f5';

export const KOREAN_TYPOGRAPHY = {
  fontFamily: '"Pretendard", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif',
};

export const LOADING_LABEL = '불러오는 중';

export const KOREAN_COMPONENTS = {
  // Korean lines break between words, not inside them.
  MuiCssBaseline: { styleOverrides: { body: { wordBreak: 'keep-all' as const } } },
  MuiCircularProgress: { defaultProps: { 'aria-label': LOADING_LABEL } },
  MuiLinearProgress: { defaultProps: { 'aria-label': LOADING_LABEL } },
} satisfies Components<Theme>;
