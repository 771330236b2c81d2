/** The Korean text of the dashboard's sale and display-sale lists (field labels come from the schema). */
export const SALES_TEXT = {
  saleList: '매출 목록',
  displayList: '진열 판매 목록',
  displayDetail: '진열 판매 상세',
  search: '내용 또는 분류 검색',
  displayNote: '진열 판매는 키오스크 매출 원장에서 읽습니다.',
  summary: (year: number, month: number) => `${year}년 ${month}월 합계`,
  count: '건수',
  total: '합계',
  lines: (count: number) => `${count.toLocaleString('ko-KR')}건`,
  summaryFailed: '이 달의 합계를 불러오지 못했습니다.',
  sameDay: '같은 날 같은 사업장의 판매',
  dayTotal: '그 날 합계',
  itemMonth: '이 품목의 월 합계',
  sale: '판매 내역',
  backToList: '목록으로',
} as const;
