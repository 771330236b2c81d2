import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from '../admin/resources';
import { createI18nProvider } from './index';

const HANGUL = /[\uac00-\ud7a3]/;

describe('Korean resource names in the catalogue', () => {
  const i18n = createI18nProvider(ADMIN_RESOURCES);

  it.each(ADMIN_RESOURCES.map((resource) => [resource.name]))(
    '%s has a Korean name for titles, confirmations and empty states',
    (name) => {
      const plain = i18n.translate(`resources.${name}.name`, { smart_count: 2 });
      const forced = i18n.translate(`resources.${name}.forcedCaseName`, { smart_count: 1 });
      expect(plain, `resources.${name}.name`).toMatch(HANGUL);
      expect(forced, `resources.${name}.forcedCaseName`).toMatch(HANGUL);
      expect(plain).not.toMatch(/[A-Za-z]/);
    },
  );

  it('names the resource in a delete confirmation with the right particle', () => {
    expect(
      i18n.translate('ra.message.delete_title', {
        name: i18n.translate('resources.members.forcedCaseName'),
        recordRepresentation: '김민준',
      }),
    ).toBe('구성원 김민준 삭제');
    expect(
      i18n.translate('ra.navigation.no_results', { name: i18n.translate('resources.groups.name') }),
    ).not.toMatch(/\(/);
  });
});
