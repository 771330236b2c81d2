import { describe, expect, it } from 'vitest';
import { TERMS_FIGURES } from './figures';
import { getTerms, getTermsDocument, isTermsType, koreanDate, TERMS_TYPES } from './index';

/** Full terms and privacy policies carry articles; consent notices are the short forms. */
const MIN_LENGTH = { terms: 1500, privacy: 1500, consent: 500 } as const;

describe('terms registry', () => {
  it('lists the 15 type keys of spec 2 §2, each once', () => {
    expect(TERMS_TYPES).toHaveLength(15);
    expect(new Set(TERMS_TYPES).size).toBe(15);
  });

  it.each(TERMS_TYPES)('%s resolves to a title and a long enough content', (type) => {
    const text = getTerms(type);
    const document = getTermsDocument(type);
    expect(text?.title.trim()).toBeTruthy();
    expect(document).toBeDefined();
    expect(text?.content.length).toBeGreaterThanOrEqual(MIN_LENGTH[document?.kind ?? 'terms']);
  });

  it('returns nothing for an unknown key and tells keys from other strings', () => {
    expect(getTerms('no_such_policy')).toBeUndefined();
    expect(getTerms('toString')).toBeUndefined();
    expect(isTermsType('use_service')).toBe(true);
    expect(isTermsType('constructor')).toBe(false);
    expect(isTermsType(undefined)).toBe(false);
  });

  it('gives every document a distinct title', () => {
    const titles = TERMS_TYPES.map((type) => getTerms(type)?.title);
    expect(new Set(titles).size).toBe(TERMS_TYPES.length);
  });

  it('uses each of the three effective dates of spec 2 §9, and every document states its own', () => {
    const dates = new Set(TERMS_TYPES.map((type) => getTermsDocument(type)?.effectiveDate));
    expect([...dates].sort()).toEqual(['2021-06-28', '2021-08-02', '2021-08-23']);
    for (const type of TERMS_TYPES) {
      const document = getTermsDocument(type);
      expect(document?.content, type).toContain(koreanDate(document?.effectiveDate ?? ''));
    }
  });

  it('numbers the articles of each full document from 제1조 without gaps', () => {
    for (const type of TERMS_TYPES) {
      const document = getTermsDocument(type);
      if (document?.kind === 'consent') continue;
      // The addendum restarts at 제1조; only the articles before it count.
      const body = document?.content.split('\n부칙\n')[0] ?? '';
      const numbers = [...body.matchAll(/^제(\d+)조 \(/gm)].map((match) => Number(match[1]));
      expect(numbers.length, type).toBeGreaterThanOrEqual(8);
      expect(numbers, type).toEqual(numbers.map((_, index) => index + 1));
    }
  });

  it('leaves no unfilled placeholder in any text', () => {
    for (const type of TERMS_TYPES) {
      expect(getTerms(type)?.content, type).not.toMatch(/\$\{|undefined|\[object|은\(는\)|이\(가\)/);
    }
  });
});

describe('figures of spec 2 §9', () => {
  it('has a figure list for every document', () => {
    expect(Object.keys(TERMS_FIGURES).sort()).toEqual([...TERMS_TYPES].sort());
  });

  describe.each(TERMS_TYPES)('%s', (type) => {
    it.each(TERMS_FIGURES[type].map((figure) => [figure]))('contains "%s"', (figure) => {
      expect(getTerms(type)?.content).toContain(figure);
    });
  });

  it('puts the Seoul Central District Court in every set of terms', () => {
    for (const type of TERMS_TYPES) {
      if (getTermsDocument(type)?.kind !== 'terms') continue;
      expect(getTerms(type)?.content, type).toContain('서울중앙지방법원');
    }
  });
});
