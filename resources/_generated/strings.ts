/** Korean texts of the generated screens (labels of fields come from the schemas). */
export const LIST_TEXT = {
  search: '검색',
  searchPlaceholder: '이름, 이메일, 휴대폰 번호',
  exportXlsx: '엑셀 다운로드',
  exporting: '내려받는 중…',
  exportFailed: '엑셀 파일을 만들지 못했습니다. 잠시 후 다시 시도해주세요.',
  exportEmpty: '내려받을 데이터가 없습니다.',
  goToPage: '페이지 이동',
  pageOf: (max: number) => `/ ${max.toLocaleString('ko-KR')} 페이지`,
  go: '이동',
  rangeFrom: '부터',
  rangeTo: '까지',
  yes: '예',
  no: '아니요',
} as const;

export const DATE_TEXT = {
  today: '오늘',
  yesterday: '어제',
  last7Days: '지난 7일',
  last30Days: '지난 30일',
  thisMonth: '이번 달',
  lastMonth: '지난 달',
  shortcuts: '빠른 선택',
} as const;

export const FORM_TEXT = {
  counter: (length: number, max: number) =>
    `${length.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}`,
  emptyChoice: '선택 안 함',
} as const;
