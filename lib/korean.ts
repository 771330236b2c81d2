import { josa } from 'es-hangul';

/**
 * Korean particles chosen by the word they follow (구성원이, 부서가, 구성원을, 그룹을), instead of
 * the hedges "이(가)", "을(를)", "은(는)" that read as a form letter.
 */
export type Particle = '이/가' | '을/를' | '은/는' | '와/과' | '으로/로' | '이에요/예요' | '이랑/랑';

/** "구성원" + "이/가" -> "구성원이"; a word ending in Latin letters or digits gets the reading es-hangul picks. */
export function withParticle(word: string, particle: Particle): string {
  if (word === '') return word;
  return josa(word, particle);
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
