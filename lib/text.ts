/** Spec 2 §5 "Helper rules": byte length, truncation, emptiness, escaping. */

/** Bytes one code point counts for: 1 up to 127, 2 up to 65535, 4 beyond (the spec's rule, not UTF-8's). */
export function codePointBytes(codePoint: number): 1 | 2 | 4 {
  if (codePoint <= 127) return 1;
  if (codePoint <= 65_535) return 2;
  return 4;
}

/** The byte length of `text` by the spec's rule; an emoji counts once (4), not as two halves. */
export function byteLength(text: string): number {
  let total = 0;
  // for...of walks code points, so a surrogate pair is one character here.
  for (const char of text) total += codePointBytes(char.codePointAt(0) ?? 0);
  return total;
}

/** The longest prefix of `text` within `limit` bytes; never cuts a character (or a surrogate pair) in half. */
export function truncateBytes(text: string, limit: number): string {
  let total = 0;
  let end = 0;
  for (const char of text) {
    const size = codePointBytes(char.codePointAt(0) ?? 0);
    if (total + size > limit) break;
    total += size;
    end += char.length;
  }
  return text.slice(0, end);
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Whether `value` holds nothing. null and undefined; a string with nothing but whitespace (a form
 * field of spaces is not filled in, the same rule as the required check); an array, Map or Set without
 * entries; a file (any Blob) of 0 bytes; a plain object without own keys. Numbers, booleans, dates and
 * other objects are never empty: 0 and false are answers, not gaps.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value.size === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/** &, < and > as entities, and nothing else (quotes stay: the spec escapes text, not attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => ESCAPES[char] ?? char);
}

/** The inverse of escapeHtml; one pass, so "&amp;lt;" becomes "&lt;" and not "<". */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt);/g, (entity) => UNESCAPES[entity] ?? entity);
}
