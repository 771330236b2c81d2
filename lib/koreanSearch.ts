import { convertQwertyToHangul } from 'es-hangul';

/**
 * Search as Korean administrators type it, one analysis for the browser and the server
 * (server/services/koreanSearch.ts turns it into SQL; `matchesSearch` is the same rule in JavaScript).
 * The query decides what it is matched against:
 *
 * - 초성 only, 2+ letters (ㄱㅈㅇ): the names' 초성 contain it (김지원); two letters are read as the
 *   same test in character classes ([ㄱ가-깋][ㅈ자-짛]), which needs no 초성 per name.
 * - Latin letters that a 2-set keyboard turns into Hangul (rlawldnjs → 김지원): that Hangul too,
 *   beside the Latin text as typed (e-mails).
 * - a last character still being typed (김ㅈ, 김지): that syllable with anything after it, as a
 *   character range (김[ㅈ자-짛], 김[지-짛]).
 * - digits and hyphens, 3+ digits (010-1234, 5678): the phones' digits, where the list has phones.
 * - anything else: a case-insensitive substring, as before.
 *
 * A list searches three kinds of column: `names` (people, companies, titles: every rule), `plain`
 * (e-mails, codes, barcodes: the text as typed) and `digits` (phones, business numbers).
 */

/** One way a row can match; a row matches a query when any of its tests passes. */
export type SearchTest =
  /** A case-insensitive substring of the names, or of every text column (`all`: names and plain). */
  | { kind: 'contains'; columns: 'names' | 'all'; value: string }
  /** The names' 초성 contain the value. */
  | { kind: 'choseong'; value: string }
  /** A case-insensitive regular expression over the names, read alike by JavaScript and PostgreSQL. */
  | { kind: 'pattern'; value: string }
  /** The digits of the digit columns contain the value. */
  | { kind: 'digits'; value: string };

const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
/** Initial consonants in Unicode order: a syllable is 0xAC00 + (cho * 21 + jung) * 28 + jong. */
const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const JUNG_COUNT = 21;
const JONG_COUNT = 28;
/** Syllables sharing one initial consonant (가..깋). */
const PER_CHOSEONG = JUNG_COUNT * JONG_COUNT;

const isSyllable = (code: number) => code >= FIRST_SYLLABLE && code <= LAST_SYLLABLE;

/** 김지원 → ㄱㅈㅇ; anything that is not a Hangul syllable stays as it is (the SQL search_choseong). */
export function choseongOf(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    result += isSyllable(code) ? CHOSEONG[Math.floor((code - FIRST_SYLLABLE) / PER_CHOSEONG)] : char;
  }
  return result;
}

/** The letter itself and every syllable it starts: ㅈ → [ㅈ자-짛]. */
function consonantClass(cho: number): string {
  const first = FIRST_SYLLABLE + cho * PER_CHOSEONG;
  const from = String.fromCharCode(first);
  return `[${CHOSEONG[cho]!}${from}-${String.fromCharCode(first + PER_CHOSEONG - 1)}]`;
}

/** Regular-expression characters escaped so that both JavaScript and PostgreSQL read them literally. */
const escapeRegex = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`);

/**
 * The character class of a last character that is still being typed, or null when it is complete:
 * a lone initial consonant ㅈ → [ㅈ자-짛] (every syllable it starts), a syllable without a final
 * consonant 지 → [지-짛] (it with any final). A syllable with a final consonant is complete.
 */
function incompleteClass(char: string): string | null {
  const code = char.codePointAt(0)!;
  const cho = CHOSEONG.indexOf(char);
  if (cho >= 0) return consonantClass(cho);
  if (!isSyllable(code) || (code - FIRST_SYLLABLE) % JONG_COUNT !== 0) return null;
  return `[${char}-${String.fromCharCode(code + JONG_COUNT - 1)}]`;
}

/** A consonant's class, or itself for a cluster that starts no syllable (ㄳ). */
const choseongClass = (char: string) => {
  const cho = CHOSEONG.indexOf(char);
  return cho >= 0 ? consonantClass(cho) : char;
};

/** The names' test of a Hangul text: a syllable prefix when its last character is unfinished, else a substring. */
function hangulTest(text: string): SearchTest {
  const chars = [...text];
  const last = incompleteClass(chars[chars.length - 1]!);
  if (last === null) return { kind: 'contains', columns: 'names', value: text };
  return { kind: 'pattern', value: escapeRegex(chars.slice(0, -1).join('')) + last };
}

/**
 * Latin letters read as the 2-set keyboard, when that makes Hangul: syllables (and spaces), the last
 * of which may be a lone initial consonant still being typed. rlawldnjs → 김지원, rlaw → 김ㅈ;
 * "lee" (ㅣㄷㄷ) and "test" (ㅅㄷㄴㅅ) are no Hangul. A 초성 reading is not taken: too many short
 * English words are made of consonant keys.
 */
export function hangulReading(query: string): string | null {
  if (!/^[A-Za-z ]*[A-Za-z][A-Za-z ]*$/.test(query)) return null;
  const chars = [...convertQwertyToHangul(query)];
  const complete = (char: string) => isSyllable(char.codePointAt(0)!);
  const body = CHOSEONG.includes(chars[chars.length - 1]!) ? chars.slice(0, -1) : chars;
  if (!body.some(complete) || !body.every((char) => char === ' ' || complete(char))) return null;
  return chars.join('');
}

/**
 * The tests of a query (empty for a blank one). `digits`: whether the list has digit columns; a
 * number typed into a list without phones is searched as text.
 */
export function searchTests(query: string, { digits = false } = {}): SearchTest[] {
  const text = query.trim();
  if (text === '') return [];
  if (/^[ㄱ-ㅎ]{3,}$/.test(text)) return [{ kind: 'choseong', value: text }];
  // Two letters make no trigram, so the index cannot help; the same test as character classes
  // ([ㄱ가-깋][ㅈ자-짛]) runs in the regular-expression engine, about 10x faster than 초성 per name.
  if (/^[ㄱ-ㅎ]{2}$/.test(text))
    return [{ kind: 'pattern', value: [...text].map((c) => choseongClass(c)).join('') }];
  const numbers = text.replace(/\D/g, '');
  if (digits && /^[\d\s-]+$/.test(text) && numbers.length >= 3) return [{ kind: 'digits', value: numbers }];
  const reading = hangulReading(text);
  if (reading !== null)
    return [{ kind: 'contains', columns: 'all', value: text }, hangulTest(reading.trim())];
  // A Hangul prefix (김ㅈ) is a name being typed: e-mails and codes hold no Hangul to match it.
  const named = hangulTest(text);
  return named.kind === 'pattern' ? [named] : [{ kind: 'contains', columns: 'all', value: text }];
}

/** The texts of one row, by kind of column (null: an empty column). */
export interface SearchRow {
  names: readonly (string | null | undefined)[];
  plain?: readonly (string | null | undefined)[];
  digits?: readonly (string | null | undefined)[];
}

/** Whether a row matches the tests: the SQL of server/services/koreanSearch.ts, in JavaScript. */
export function matchesSearch(tests: readonly SearchTest[], row: SearchRow): boolean {
  const names = row.names.filter((value): value is string => typeof value === 'string');
  const plain = (row.plain ?? []).filter((value): value is string => typeof value === 'string');
  const digits = (row.digits ?? []).filter((value): value is string => typeof value === 'string');
  return tests.some((test) => {
    switch (test.kind) {
      case 'contains': {
        const wanted = test.value.toLowerCase();
        const texts = test.columns === 'all' ? [...names, ...plain] : names;
        return texts.some((value) => value.toLowerCase().includes(wanted));
      }
      case 'choseong':
        return names.some((value) => choseongOf(value).includes(test.value));
      case 'pattern': {
        const pattern = new RegExp(test.value, 'i');
        return names.some((value) => pattern.test(value));
      }
      case 'digits':
        return digits.some((value) => value.replace(/\D/g, '').includes(test.value));
    }
  });
}
