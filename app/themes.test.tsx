import { render, screen } from '@testing-library/react';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { ThemeProvider, createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { adminDarkTheme, adminTheme } from './admin/theme';
import { plainTheme } from './plainTheme';
import { WMS_BACKGROUND } from '../components/koreanThemeBase';
import { publicTheme } from './public/publicTheme';
import { SAMPLE_THEMES } from '../customPages/sample/themes';

const THEMES = {
  admin: createTheme(adminTheme),
  adminDark: createTheme(adminDarkTheme),
  plain: plainTheme,
  public: publicTheme,
  ...SAMPLE_THEMES,
};

describe('every theme names its spinners (axe aria-progressbar-name)', () => {
  for (const [name, theme] of Object.entries(THEMES)) {
    it(`${name}: a bare spinner and a bar read 불러오는 중`, () => {
      render(
        <ThemeProvider theme={theme}>
          <CircularProgress />
          <LinearProgress />
        </ThemeProvider>,
      );
      expect(screen.getAllByRole('progressbar', { name: '불러오는 중' })).toHaveLength(2);
    });
  }

  it('a spinner given its own name keeps it', () => {
    render(
      <ThemeProvider theme={plainTheme}>
        <CircularProgress aria-label="저장하는 중" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('progressbar', { name: '저장하는 중' })).toBeTruthy();
  });
});

describe('status colours of every light theme pass AA under their own text', () => {
  for (const [name, theme] of Object.entries(THEMES)) {
    if (theme.palette.mode !== 'light') continue;
    it(`${name}: a warning toast (a refusal) is readable`, () => {
      const { main, contrastText } = theme.palette.warning;
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('the warehouse app', () => {
  it('an outlined button on its grey screen is readable (primary on grey.100 at least 4.5:1)', () => {
    expect(getContrastRatio(plainTheme.palette.primary.main, WMS_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });
});
