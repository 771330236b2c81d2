/** mulberry32: a tiny seeded PRNG so the demo data is the same on every first start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '류',
  '홍',
];
const GIVEN_FIRST = [
  '민',
  '서',
  '지',
  '하',
  '도',
  '예',
  '수',
  '현',
  '준',
  '유',
  '은',
  '재',
  '시',
  '다',
  '태',
  '소',
  '우',
  '채',
  '승',
  '나',
];
const GIVEN_SECOND = [
  '준',
  '연',
  '우',
  '윤',
  '현',
  '진',
  '아',
  '호',
  '빈',
  '은',
  '원',
  '희',
  '율',
  '린',
  '영',
  '혁',
  '경',
  '주',
  '민',
  '솔',
];
export const RANKS = ['사원', '주임', '대리', '과장', '차장', '부장', '이사'] as const;

export function koreanName(random: Random): string {
  return random.pick(SURNAMES) + random.pick(GIVEN_FIRST) + random.pick(GIVEN_SECOND);
}

/** YYYYMMDD between two years, always a real date. */
export function dateBetween(random: Random, fromYear: number, toYear: number): string {
  const year = random.int(fromYear, toYear);
  const month = random.int(1, 12);
  const day = random.int(1, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}
