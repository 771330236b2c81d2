import { AppBar, TitlePortal, type AppBarProps } from 'react-admin';
import { ConsoleSearchBox } from './ConsoleSearch';

/**
 * The console's app bar in the theme's primary colour: react-admin's default (secondary, #2196f3)
 * puts white text at 3.1:1, below WCAG AA; primary #1565c0 is 5.7:1 (the dark theme's primary
 * takes dark text by its own contrast colour). Beside the title, the console's one search box.
 */
export const ProviderAppBar = (props: AppBarProps) => (
  <AppBar {...props} color="primary">
    <TitlePortal />
    <ConsoleSearchBox />
  </AppBar>
);
