import polyglotI18nProvider from 'ra-i18n-polyglot';
import { koKR as muiKoKR } from '@mui/material/locale';
import { koKR as pickersKoKR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import ko from './ko';

/**
 * react-admin's i18nProvider: Korean only. With `allowMissing: false` a key missing from the catalogue
 * (and given no `_` default) is rendered as the key itself and polyglot warns about it in development.
 */
export const i18nProvider = polyglotI18nProvider(() => ko, 'ko', [{ locale: 'ko', name: '한국어' }], {
  allowMissing: false,
});

/** Korean texts for MUI components (pass to `createTheme(theme, muiKoKR)`). */
export { muiKoKR };

/**
 * Korean texts for MUI X date pickers: a theme fragment (`createTheme(theme, pickersKoKR, muiKoKR)`), or
 * `pickersKoKR.components.MuiLocalizationProvider.defaultProps.localeText` for `<LocalizationProvider localeText>`.
 */
export { pickersKoKR };

/** Makes Korean the global dayjs locale (month and weekday names, 오전/오후, `L` as YYYY.MM.DD.). */
export function setupDayjsKorean(): void {
  dayjs.locale('ko');
}
