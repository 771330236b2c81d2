import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import englishMessages from 'ra-language-english';
import ko, { type KoreanMessages } from './ko';
import { i18nProvider, muiKoKR, pickersKoKR, setupDayjsKorean } from './index';

/** `{ ra: { action: { save: 'Save' } } }` → `{ 'ra.action.save': 'Save' }`; non-string leaves are kept as they are. */
function flatten(messages: object, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value, path)) flat.set(k, v);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

/** The distinct `%{name}` placeholders of a message, across all its `||||` plural forms. */
function placeholders(message: string): Set<string> {
  return new Set(Array.from(message.matchAll(/%\{(\w+)\}/g), (m) => m[1] ?? ''));
}

/**
 * Placeholders that English uses in only one of its plural forms and that react-admin does not pass in
 * the other case, so a single Korean form must not contain them: BulkUpdateWithConfirmButton gives
 * `name` and `smart_count` but no `recordRepresentation`, which polyglot would then print literally.
 */
const DROPPED_PLACEHOLDERS: Record<string, string[]> = {
  'ra.message.bulk_update_content': ['recordRepresentation'],
  'ra.message.bulk_update_title': ['recordRepresentation'],
};

const english = flatten(englishMessages);
const korean = flatten(ko);
const englishKeys = [...english.keys()];

describe('Korean catalogue', () => {
  it('has every English key, with a non-empty string', () => {
    expect(english.get('ra.action.save')).toBe('Save');
    expect(englishKeys.length).toBeGreaterThan(150);
    const missing = englishKeys.filter((key) => typeof korean.get(key) !== 'string');
    expect(missing).toEqual([]);
    const empty = englishKeys.filter((key) => {
      const en = String(english.get(key));
      const value = String(korean.get(key));
      // ra.boolean.null is a deliberate ' ' in English; anything else must say something.
      return value.length === 0 || (en.trim() !== '' && value.trim() === '');
    });
    expect(empty).toEqual([]);
  });

  it('adds keys only under the portal namespace', () => {
    const extra = [...korean.keys()].filter((key) => !english.has(key));
    expect(extra.length).toBeGreaterThan(0);
    expect(extra.filter((key) => !key.startsWith('portal.'))).toEqual([]);
    expect(ko.portal.network_error).toBe('네트워크 오류가 발생했습니다.');
  });

  it('keeps every placeholder of the English message', () => {
    const lost: string[] = [];
    for (const key of englishKeys) {
      const mine = placeholders(String(korean.get(key)));
      const allowedToDrop = DROPPED_PLACEHOLDERS[key] ?? [];
      for (const name of placeholders(String(english.get(key)))) {
        if (!mine.has(name) && !allowedToDrop.includes(name)) lost.push(`${key}: %{${name}}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it('only drops placeholders English still has, and never in the plural-less sense of losing the count', () => {
    for (const [key, names] of Object.entries(DROPPED_PLACEHOLDERS)) {
      const en = placeholders(String(english.get(key)));
      const mine = placeholders(String(korean.get(key)));
      for (const name of names) {
        expect(en.has(name), `${key} still has %{${name}} in English`).toBe(true);
        expect(mine.has(name), `${key} has no %{${name}} in Korean`).toBe(false);
      }
      expect(mine.has('smart_count'), `${key} keeps %{smart_count}`).toBe(true);
    }
  });

  it('introduces no placeholder that react-admin does not fill in', () => {
    const invented: string[] = [];
    for (const key of englishKeys) {
      const en = placeholders(String(english.get(key)));
      for (const name of placeholders(String(korean.get(key)))) {
        if (!en.has(name)) invented.push(`${key}: %{${name}}`);
      }
    }
    expect(invented).toEqual([]);
  });

  it('uses a single plural form, since polyglot always picks the first one for ko', () => {
    const withForms = [...korean].filter(([, value]) => String(value).includes('||||')).map(([key]) => key);
    expect(withForms).toEqual([]);
  });

  it('translates every ra.action label (none left equal to the English one)', () => {
    const actionKeys = englishKeys.filter((key) => key.startsWith('ra.action.'));
    expect(actionKeys.length).toBeGreaterThan(30);
    const untranslated = actionKeys.filter((key) => korean.get(key) === english.get(key));
    expect(untranslated).toEqual([]);
  });

  it('is rejected by the type checker when a react-admin key is missing', () => {
    const { save: _save, ...actionWithoutSave } = ko.ra.action;
    // @ts-expect-error: ra.action.save is required by the catalogue type (this line fails tsc if it is not).
    const incomplete: KoreanMessages = { ...ko, ra: { ...ko.ra, action: actionWithoutSave } };
    expect(incomplete.ra.action).not.toHaveProperty('save');
  });
});

describe('i18nProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is Korean', () => {
    expect(i18nProvider.getLocale()).toBe('ko');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'ko', name: '한국어' }]);
  });

  it('translates react-admin keys', () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('저장');
    expect(i18nProvider.translate('ra.action.delete')).toBe('삭제');
    expect(i18nProvider.translate('portal.network_error')).toBe('네트워크 오류가 발생했습니다.');
  });

  it('interpolates placeholders and uses the one Korean form for any count', () => {
    expect(
      i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 }),
    ).toBe('1-10 / 총 42');
    expect(i18nProvider.translate('ra.page.empty', { name: '공지사항' })).toBe('아직 공지사항이 없습니다');
    expect(i18nProvider.translate('ra.navigation.no_results', { name: '부서' })).toBe('부서가 없습니다');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1개 선택됨');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3개 선택됨');
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 5 })).toBe(
      '5건이 삭제되었습니다.',
    );
    expect(i18nProvider.translate('ra.notification.updated', { smart_count: 1 })).toBe('수정되었습니다.');
    expect(i18nProvider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('삭제되었습니다.');
    expect(i18nProvider.translate('ra.message.bulk_update_title', { name: '회원', smart_count: 2 })).toBe(
      '회원 2건 변경',
    );
  });

  it('reports a missing key: polyglot warns through console.error and returns the key itself', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18nProvider.translate('portal.no_such_key')).toBe('portal.no_such_key');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Warning: Missing translation for key: "portal.no_such_key"');
  });

  it('does not warn when react-admin supplies a default with `_`', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18nProvider.translate('resources.members.name', { _: '회원', smart_count: 2 })).toBe('회원');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('MUI and dayjs locales', () => {
  afterEach(() => {
    dayjs.locale('en');
  });

  it('re-exports the Korean MUI and date picker texts', () => {
    expect(muiKoKR.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('페이지 당 행:');
    expect(pickersKoKR.components.MuiLocalizationProvider.defaultProps.localeText.cancelButtonLabel).toBe(
      '취소',
    );
  });

  it('setupDayjsKorean makes dayjs speak Korean', () => {
    setupDayjsKorean();
    expect(dayjs.locale()).toBe('ko');
    expect(dayjs('2026-03-02T15:00:00').format('YYYY년 MMMM D일 dddd A h:mm')).toBe(
      '2026년 3월 2일 월요일 오후 3:00',
    );
  });
});
