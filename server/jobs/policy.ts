/** How long a failed attempt waits before the next: 30 s, 1 min, 2 min, … at most an hour. */
export function backoffMs(attempt: number, baseMs = 30_000, maxMs = 60 * 60 * 1000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

const MAX_ERROR_LENGTH = 500;
const EMAIL = /[^\s@<>()'"]+@[^\s@<>()'"]+\.[A-Za-z]{2,}/g;
// Phone numbers, resident numbers, card numbers: any run of 7 or more digits, dashes or spaces between.
const LONG_NUMBER = /\d(?:[\s-]?\d){6,}/g;
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/**
 * The text kept in `jobs.last_error`: the error's own message, without what could identify a
 * person (e-mail addresses and long numbers are masked; a database error keeps only its SQLSTATE
 * and constraint, never the offending values of its detail), on one line and at most 500 characters
 * cut between code points, so Korean text never ends in a broken character.
 */
export function safeErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, constraint } = error as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return `데이터베이스 오류 (SQLSTATE ${code}${typeof constraint === 'string' ? `, ${constraint}` : ''})`;
  }
  const raw = error instanceof Error ? `${error.message}` : String(error);
  const text = raw.replace(CONTROL, ' ').replace(EMAIL, '***@***').replace(LONG_NUMBER, '***').trim();
  const chars = Array.from(text || '알 수 없는 오류');
  return chars.length > MAX_ERROR_LENGTH
    ? `${chars.slice(0, MAX_ERROR_LENGTH - 1).join('')}…`
    : chars.join('');
}
