import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRACKING_MAX_TAGS,
  TRACKING_MAX_VALUE,
  boundTags,
  captureTracking,
  mergeLanding,
  readTracking,
  sisterSiteUrl,
} from './tracking';

const origin = 'https://portal.example.com';
const landing = (search: string, referrer = '', pathname = '/pc/snack24') => ({
  search,
  referrer,
  pathname,
  origin,
  device: 'PC' as const,
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('session tracking tags', () => {
  it('keeps the first landing path, device and outside referrer, and takes the utm tags of the query', () => {
    const storage = memoryStorage();
    captureTracking(landing('?utm_source=naver&utm_medium=cpc&x=1', 'https://search.naver.com/'), storage);
    captureTracking(landing('', `${origin}/pc/snack24`, '/pc/clean24'), storage);
    expect(readTracking(storage)).toEqual({
      utm_source: 'naver',
      utm_medium: 'cpc',
      landingPath: '/pc/snack24',
      device: 'PC',
      referrer: 'https://search.naver.com/',
    });
  });

  it('lets a later campaign click replace the whole utm set', () => {
    const first = mergeLanding({}, landing('?utm_source=naver&utm_term=snack'));
    const second = mergeLanding(first, landing('?utm_source=google'));
    expect(second.utm_source).toBe('google');
    expect(second.utm_term).toBeUndefined();
  });

  it('ignores a referrer from our own site', () => {
    expect(mergeLanding({}, landing('', `${origin}/pc/home`)).referrer).toBeUndefined();
  });

  it('never keeps more tags, or longer values, than the server accepts', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string({ maxLength: 800 })), (raw) => {
        const tags = boundTags(raw);
        expect(Object.keys(tags).length).toBeLessThanOrEqual(TRACKING_MAX_TAGS);
        for (const [key, value] of Object.entries(tags)) {
          expect(key).toMatch(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
          expect(value.length).toBeLessThanOrEqual(TRACKING_MAX_VALUE);
        }
      }),
    );
  });

  it('reads garbage in storage as no tags', () => {
    const storage = memoryStorage();
    storage.setItem('portal.tracking', '{not json');
    expect(readTracking(storage)).toEqual({});
  });
});

describe('sister-site links', () => {
  it('carry source, medium, term and the PC or MO campaign', () => {
    const url = new URL(sisterSiteUrl('https://coffee.example.com/?ref=1', 'coffee24', 'MO')!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: '1',
      utm_source: 'portal24',
      utm_medium: 'referral',
      utm_term: 'coffee24',
      utm_campaign: 'MO',
    });
  });

  it('refuse an address that is not http(s)', () => {
    expect(sisterSiteUrl('javascript:alert(1)', 'x', 'PC')).toBeNull();
    expect(sisterSiteUrl('', 'x', 'PC')).toBeNull();
  });
});
