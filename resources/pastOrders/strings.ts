/** Korean texts of 지난 주문 내역 (column labels come from schemas/legacyScreens). */
export const PAST_TEXT = {
  label: '지난 주문 내역',
  search: '내역 검색',
  allServices: '전체',
  serviceTabs: '서비스',
  monthLabel: (year: number, month: number) => `${year}년 ${month}월`,
  totals: '이달 합계',
  count: '건수',
  countValue: (count: number) => `${count.toLocaleString('ko-KR')}건`,
  supplyAmount: '공급가액',
  vat: '부가세',
  total: '합계',
  service: '서비스',
  byService: '서비스별 합계',
} as const;
