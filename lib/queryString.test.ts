import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuery, queryToRecord, withQuery } from './queryString';

describe('buildQuery', () => {
  it('encodes keys and values, repeats arrays and leaves out null and undefined', () => {
    expect(
      buildQuery({ q: '가 나&다', page: 2, on: true, none: null, gone: undefined, tag: ['a', 'b'] }),
    ).toBe('q=%EA%B0%80%20%EB%82%98%26%EB%8B%A4&page=2&on=true&tag=a&tag=b');
    expect(buildQuery({})).toBe('');
  });

  it('reads back to the same values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (params) => {
        expect(queryToRecord(buildQuery(params))).toEqual({ ...params });
      }),
    );
  });
});

describe('withQuery', () => {
  it('adds ? or & as the path needs', () => {
    expect(withQuery('/pc/snack24', {})).toBe('/pc/snack24');
    expect(withQuery('/pc/snack24', { utm_source: 'naver' })).toBe('/pc/snack24?utm_source=naver');
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
  });
});
