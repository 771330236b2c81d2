import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { koKR as muiKoKR } from '@mui/material/locale';
import { koKR as pickersKoKR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { resolveParticles } from '../../lib/korean';
import ko from './ko';

/** A registered resource as the catalogue needs it: its react-admin name and its Korean name. */
export interface NamedResource {
  name: string;
  label: string;
}

/** Messages whose one-record form is a sentence of its own ("수정되었습니다." instead of "1건이 수정되었습니다."). */
const ONE_RECORD: Record<string, string> = {
  'ra.notification.updated': 'portal.updated_one',
  'ra.notification.deleted': 'portal.deleted_one',
};

/**
 * The catalogue's `resources` section: each registered resource's Korean name, for page titles,
 * delete confirmations ("구성원 김민준 삭제") and empty states. It is read from the resource
 * definitions' `label`, so a resource cannot be registered without its name in the catalogue.
 */
export function resourceMessages(resources: readonly NamedResource[]) {
  return Object.fromEntries(
    resources.map(({ name, label }) => [name, { name: label, forcedCaseName: label }]),
  );
}

/**
 * react-admin's i18nProvider: Korean only. With `allowMissing: false` a key missing from the catalogue
 * (and given no `_` default) is rendered as the key itself and polyglot warns about it in development.
 * Every translated sentence has its particle hedges resolved by the word before them
 * ("%{name}이(가) 없습니다" with 부서 reads "부서가 없습니다").
 */
export function createI18nProvider(resources: readonly NamedResource[] = []): I18nProvider {
  const messages = { ...ko, resources: resourceMessages(resources) };
  const base = polyglotI18nProvider(() => messages, 'ko', [{ locale: 'ko', name: '한국어' }], {
    allowMissing: false,
  });
  return {
    ...base,
    translate: (key, options) => {
      const single = options?.smart_count === 1 ? ONE_RECORD[key] : undefined;
      return resolveParticles(base.translate(single ?? key, options));
    },
  };
}

/** The catalogue without resource names (tests and screens outside the admin console). */
export const i18nProvider = createI18nProvider();

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
