/**
 * What the provider console shows of a sent message: the text as sent, with its secrets masked.
 * A secret is a one-time code (a run of 4 to 8 digits standing on its own) or the secret part of a
 * link (query values, the fragment, and path segments that look like tokens). Phone numbers,
 * dates, times and amounts are not codes and stay readable.
 */

const MASK = '*';

/** Units after a number that make it a quantity, not a code: 12000원, 2025년, 30분. */
const UNIT = '(?:원|개|명|건|년|월|일|시|분|초|%)';

/**
 * 4 to 8 digits with no digit, separator-digit pair or unit around them: "[123456]" and "번호 1234"
 * are codes, "010-1234-5678", "2025-03-15", "12:30", "1,2000" and "15000원" are not.
 */
const CODE = new RegExp(`(?<!\\d)(?<!\\d[.,:/-])\\d{4,8}(?!\\d)(?![.,:/-]\\d)(?!\\s?${UNIT})`, 'gu');

/** A link, up to the first space or a character that cannot be part of one. */
const LINK = /https?:\/\/[^\s<>"'()[\]{}]+/giu;

/** A path segment that carries a secret: long and token-like (base64url), or digit-heavy. */
const TOKEN_SEGMENT = /^(?=[A-Za-z0-9_~.-]*\d)[A-Za-z0-9_~.-]{12,}$|^[A-Za-z0-9_-]{24,}$/u;

const masked = (text: string) => MASK.repeat(Math.min(text.length, 12));

/** Keeps the scheme, host and plain path words; masks query values, the fragment and token segments. */
export function maskLink(link: string): string {
  const match = /^(https?:\/\/[^/?#]+)([^?#]*)(\?[^#]*)?(#.*)?$/iu.exec(link);
  if (!match) return link;
  const [, origin = '', path = '', query, fragment] = match;
  const safePath = path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? masked(segment) : segment))
    .join('/');
  const safeQuery = query
    ? `?${query
        .slice(1)
        .split('&')
        .map((pair) => {
          const equals = pair.indexOf('=');
          return equals < 0 ? masked(pair) : `${pair.slice(0, equals + 1)}${masked(pair.slice(equals + 1))}`;
        })
        .join('&')}`
    : '';
  return `${origin}${safePath}${safeQuery}${fragment ? `#${masked(fragment.slice(1))}` : ''}`;
}

/** The message text with codes and the secret parts of links masked. */
export function maskMessage(text: string): string {
  // Links first: digits inside a link are the link's business, and masking them as codes would
  // break the link's shape.
  const parts: string[] = [];
  let last = 0;
  for (const found of text.matchAll(LINK)) {
    const start = found.index;
    parts.push(
      text.slice(last, start).replace(CODE, (code) => MASK.repeat(code.length)),
      maskLink(found[0]),
    );
    last = start + found[0].length;
  }
  parts.push(text.slice(last).replace(CODE, (code) => MASK.repeat(code.length)));
  return parts.join('');
}

/**
 * What a search of the console may match in a message, as PostgreSQL expressions: the text with
 * every link cut to its host and every run of 4 or more digits replaced. It masks more than
 * `maskMessage` does, so no search can find (and so confirm, digit by digit) a secret the list hides.
 */
export const SEARCHABLE_LINK = '(https?://[^/[:space:]?#]+)[^[:space:]]*';
export const SEARCHABLE_DIGITS = '[0-9]{4,}';
