import { describe, expect, it } from 'vitest';
import { choseongOf, hangulReading, matchesSearch, searchTests, type SearchRow } from './koreanSearch';

const PEOPLE: Record<string, SearchRow> = {
  김지원: { names: ['김지원'], plain: ['jiwon@example.com'], digits: ['010-1234-5678'] },
  김진호: { names: ['김진호'], plain: ['jinho@example.com'], digits: ['01055512121'] },
  이지은: { names: ['이지은'], plain: ['jieun@example.com'], digits: ['01055513131'] },
  한빛솔루션: { names: ['주식회사 한빛솔루션'], plain: [], digits: ['2208100001'] },
};
/** Who a query finds among PEOPLE, on a list with phones. */
const found = (query: string) =>
  Object.keys(PEOPLE).filter((key) => matchesSearch(searchTests(query, { digits: true }), PEOPLE[key]!));

describe('choseongOf', () => {
  it('keeps the initial consonant of each syllable and everything else as it is', () => {
    expect(choseongOf('김지원')).toBe('ㄱㅈㅇ');
    expect(choseongOf('한빛솔루션')).toBe('ㅎㅂㅅㄹㅅ');
    expect(choseongOf('까치 A팀 3층 ㄱ')).toBe('ㄲㅊ Aㅌ 3ㅊ ㄱ');
    expect(choseongOf('가')).toBe('ㄱ');
    expect(choseongOf('힣')).toBe('ㅎ');
  });
});

describe('hangulReading', () => {
  it('reads Latin letters as the 2-set keyboard when that makes Hangul', () => {
    expect(hangulReading('rlawldnjs')).toBe('김지원');
    expect(hangulReading('gksqlcthffntus')).toBe('한빛솔루션');
    expect(hangulReading('rlaw')).toBe('김ㅈ');
    expect(hangulReading('dkssud gktpdy')).toBe('안녕 하세요');
  });

  it('refuses what is no Hangul: lone vowels, consonants only, other characters', () => {
    expect(hangulReading('lee')).toBeNull();
    expect(hangulReading('test')).toBeNull();
    expect(hangulReading('r')).toBeNull();
    expect(hangulReading('kim2')).toBeNull();
    expect(hangulReading('김')).toBeNull();
  });
});

describe('searchTests', () => {
  it('matches 초성 queries against 초성 only', () => {
    expect(searchTests('ㄱㅈㅇ')).toEqual([{ kind: 'choseong', value: 'ㄱㅈㅇ' }]);
    expect(found('ㄱㅈㅇ')).toEqual(['김지원']);
    expect(found('ㅎㅂㅅㄹㅅ')).toEqual(['한빛솔루션']);
    expect(found('ㄱㅈ')).toEqual(['김지원', '김진호']);
    // Two letters: the same test as character classes (no trigram to index them by).
    expect(searchTests('ㄱㅈ')).toEqual([{ kind: 'pattern', value: '[ㄱ가-깋][ㅈ자-짛]' }]);
    expect(found('ㅈㅎ')).toEqual(['김진호']);
  });

  it('reads a Korean word typed on the English keyboard, and keeps the Latin text too', () => {
    expect(searchTests('rlawldnjs')).toEqual([
      { kind: 'contains', columns: 'all', value: 'rlawldnjs' },
      { kind: 'contains', columns: 'names', value: '김지원' },
    ]);
    expect(found('rlawldnjs')).toEqual(['김지원']);
    expect(found('JIWON@')).toEqual(['김지원']);
    expect(found('rlawl')).toEqual(['김지원', '김진호']);
  });

  it('builds a syllable range for a last character still being typed', () => {
    expect(searchTests('김ㅈ')).toEqual([{ kind: 'pattern', value: '김[ㅈ자-짛]' }]);
    expect(searchTests('김지')).toEqual([{ kind: 'pattern', value: '김[지-짛]' }]);
    // 0xAC00 + (cho * 21 + jung) * 28 + jong: ㅎ, the last initial, starts at 하 and ends at 힣.
    expect(searchTests('ㅎ')).toEqual([{ kind: 'pattern', value: '[ㅎ하-힣]' }]);
    expect(found('김ㅈ')).toEqual(['김지원', '김진호']);
    expect(found('김지')).toEqual(['김지원', '김진호']);
    expect(found('한비')).toEqual(['한빛솔루션']);
  });

  it('escapes the rest of the query in the pattern', () => {
    const [test] = searchTests('a.b(김ㅈ');
    expect(test).toEqual({ kind: 'pattern', value: 'a\\.b\\(김[ㅈ자-짛]' });
    expect(matchesSearch([test!], { names: ['a.b(김지'] })).toBe(true);
    expect(matchesSearch([test!], { names: ['axb(김지'] })).toBe(false);
    const special = '[]\\^$.|?*+(){}-';
    expect(matchesSearch(searchTests(`${special}김ㅈ`), { names: [`${special}김지`] })).toBe(true);
  });

  it('treats a syllable with a final consonant as complete: a plain substring', () => {
    expect(searchTests('지원')).toEqual([{ kind: 'contains', columns: 'all', value: '지원' }]);
    expect(found('지은')).toEqual(['이지은']);
    expect(found('김진')).toEqual(['김진호']);
  });

  it('matches a phone by its digits, typed in any format, where the list has phones', () => {
    expect(searchTests('010-1234-5678', { digits: true })).toEqual([
      { kind: 'digits', value: '01012345678' },
    ]);
    expect(found('5678')).toEqual(['김지원']);
    expect(found('01012345678')).toEqual(['김지원']);
    expect(found('010 1234')).toEqual(['김지원']);
    // Two digits are too few to mean a phone; a list without phones searches the text.
    expect(searchTests('12', { digits: true })).toEqual([{ kind: 'contains', columns: 'all', value: '12' }]);
    expect(searchTests('5678')).toEqual([{ kind: 'contains', columns: 'all', value: '5678' }]);
  });

  it('gives nothing for a blank query', () => {
    expect(searchTests('   ')).toEqual([]);
    expect(matchesSearch([], PEOPLE['김지원']!)).toBe(false);
  });
});
