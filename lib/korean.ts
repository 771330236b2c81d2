import { josa } from 'es-hangul';

/**
 * Korean particles chosen by the word they follow (구성원이, 부서가, 구성원을, 그룹을), instead of
 * the hedges "이(가)", "을(를)", "은(는)" that read as a form letter.
 */
export type Particle = '이/가' | '을/를' | '은/는' | '와/과' | '으로/로' | '이에요/예요' | '이랑/랑';

/** How a digit is read at the end of a number (3 → 삼), and the unit a round number ends on (10 → 십). */
const DIGIT_READINGS = '영일이삼사오육칠팔구';
const ROUND_UNITS = ['', '십', '백', '천', '만'];
/** Letter names as Koreans say them (SMS → 에스엠에스): only L, M, N and R end in a consonant. */
const LETTER_ENDS: Record<string, string> = { l: '엘', m: '엠', n: '엔', r: '알' };

/**
 * The syllable a reader says last: brackets and quotes closing the word are not read
 * ('금액(원)' → 원), a number is read as Korean numerals (3 → 삼, 10 → 십, 2026-12-01 → 일), and a
 * Latin letter by its Korean name (SMS → 스, URL → 엘). Words in Latin letters are read letter by
 * letter, as the acronyms on these screens are.
 */
function lastReadSyllable(word: string): string {
  const trimmed = word.replace(/[\s)\]}'"’”」』.,!?]+$/u, '');
  const last = trimmed.at(-1) ?? '';
  if (/\d/.test(last)) {
    const digits = /\d+$/.exec(trimmed.replaceAll(',', ''))![0];
    const zeros = /0*$/.exec(digits)![0].length;
    if (zeros === digits.length) return '영';
    if (zeros > 0 && zeros < ROUND_UNITS.length) return ROUND_UNITS[zeros]!;
    if (zeros >= ROUND_UNITS.length) return '만';
    return DIGIT_READINGS[Number(last)]!;
  }
  if (/[a-z]/i.test(last)) return LETTER_ENDS[last.toLowerCase()] ?? '아';
  return last;
}

/**
 * "구성원" + "이/가" -> "구성원이"; the particle follows the syllable a reader says last, so
 * "3" + "으로/로" -> "3으로", "SMS" + "을/를" -> "SMS를", "금액(원)" + "은/는" -> "금액(원)은".
 */
export function withParticle(word: string, particle: Particle): string {
  if (word === '') return word;
  const spoken = lastReadSyllable(word);
  if (!spoken) return josa(word, particle);
  return word + josa(spoken, particle).slice(spoken.length);
}

const HEDGES: Record<string, Particle> = {
  '이(가)': '이/가',
  '을(를)': '을/를',
  '은(는)': '은/는',
  '과(와)': '와/과',
  '와(과)': '와/과',
  '(으)로': '으로/로',
};

const HEDGE_PATTERN = /(\S+?)(이\(가\)|을\(를\)|은\(는\)|과\(와\)|와\(과\)|\(으\)로)/g;

/**
 * Every hedge in a finished sentence replaced by the particle its word takes: "구성원이(가) 없습니다"
 * -> "구성원이 없습니다". Used on react-admin's catalogue, whose messages are written once for any
 * resource name.
 */
export function resolveParticles(sentence: string): string {
  return sentence.replace(HEDGE_PATTERN, (_, word: string, hedge: string) =>
    withParticle(word, HEDGES[hedge] ?? '이/가'),
  );
}
