/** Korean texts of anniversary/list (field labels come from schemas/anniversaries.ts). */
export const ANNIVERSARY_TEXT = {
  label: '기념일',
  menu: '기념일',
  search: '이름',
  group: '부서',
  year: '연도',
  month: '월',
  yearOption: (year: number) => `${year}년`,
  monthOption: (month: number) => `${month}월`,
  previous: '이전 달',
  next: '다음 달',
  years: (years: number) => `${years}주년`,
} as const;
