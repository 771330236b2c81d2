import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteLength, escapeHtml, isEmpty, truncateBytes, unescapeHtml } from './text';

// Every code point, astral ones included, so surrogate pairs are exercised.
const anyText = fc.string({ unit: 'binary', maxLength: 60 });

describe('byteLength', () => {
  it('counts 1 byte up to 127, 2 up to 65535 and 4 beyond', () => {
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('가나')).toBe(4);
    expect(byteLength('é')).toBe(2);
    expect(byteLength('😀')).toBe(4);
    expect(byteLength('a가😀')).toBe(7);
    expect(byteLength('')).toBe(0);
  });

  it('adds up over concatenation', () => {
    fc.assert(fc.property(anyText, anyText, (a, b) => byteLength(a + b) === byteLength(a) + byteLength(b)));
  });
});

describe('truncateBytes', () => {
  it('never splits a character', () => {
    expect(truncateBytes('가나다', 5)).toBe('가나');
    expect(truncateBytes('a😀b', 4)).toBe('a');
    expect(truncateBytes('a😀b', 5)).toBe('a😀');
    expect(truncateBytes('abc', 0)).toBe('');
  });

  it('gives a prefix within the limit that no longer prefix would fit', () => {
    fc.assert(
      fc.property(anyText, fc.nat(200), (text, limit) => {
        const cut = truncateBytes(text, limit);
        expect(text.startsWith(cut)).toBe(true);
        expect(byteLength(cut)).toBeLessThanOrEqual(limit);
        const rest = [...text.slice(cut.length)];
        if (rest.length > 0) expect(byteLength(cut + rest[0])).toBeGreaterThan(limit);
        // a cut through a surrogate pair would leave a lone high surrogate at the end
        expect(/[\uD800-\uDBFF]$/.test(cut) && !/[\uD800-\uDBFF]$/.test(text)).toBe(false);
      }),
    );
  });

  it('leaves text within the limit untouched', () => {
    fc.assert(fc.property(anyText, (text) => truncateBytes(text, byteLength(text)) === text));
  });
});

describe('isEmpty', () => {
  it('is true for nothing, blank text, and containers without entries', () => {
    for (const value of [null, undefined, '', '  \n\t', [], new Map(), new Set(), {}, Object.create(null)]) {
      expect(isEmpty(value)).toBe(true);
    }
    expect(isEmpty(new File([], 'empty.txt'))).toBe(true);
  });

  it('is false for anything with content, and for numbers, booleans and dates', () => {
    const values = [
      'a',
      ' 가 ',
      [0],
      new Map([[1, 1]]),
      new Set([1]),
      { a: undefined },
      new File(['x'], 'x.txt'),
      0,
      false,
      new Date(),
    ];
    for (const value of values) expect(isEmpty(value)).toBe(false);
  });
});

describe('escapeHtml / unescapeHtml', () => {
  it('escapes &, < and > and nothing else', () => {
    expect(escapeHtml('<b>"A" & \'B\'</b>')).toBe('&lt;b&gt;"A" &amp; \'B\'&lt;/b&gt;');
    expect(unescapeHtml('&lt;p&gt; &amp;amp; &quot;')).toBe('<p> &amp; &quot;');
  });

  it('round-trips any text', () => {
    fc.assert(fc.property(anyText, (text) => unescapeHtml(escapeHtml(text)) === text));
  });

  it('leaves no raw < or > behind', () => {
    fc.assert(fc.property(anyText, (text) => !/[<>]/.test(escapeHtml(text))));
  });
});
