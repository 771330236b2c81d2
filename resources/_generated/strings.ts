/** Korean texts of the generated screens (labels of fields come from the schemas). */
export const LIST_TEXT = {
  search: '검색',
  waited: '대기 시간',
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
  selectRow: (name: string) => `${name} 선택`,
  retry: '다시 시도',
  loadFailed: '목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  loadOffline:
    '네트워크에 연결되어 있지 않아 목록을 불러오지 못했습니다. 연결을 확인한 뒤 다시 시도해주세요.',
  create: '등록',
  filters: '검색 조건',
  closeFilters: '검색 조건 닫기',
  columns: '표시할 열',
} as const;

export const NOT_FOUND_TEXT = {
  title: '찾을 수 없습니다',
  body: '삭제되었거나 주소가 잘못된 항목입니다.',
  back: '목록으로 돌아가기',
} as const;

/** A page the member's role or company may not open (the console's page says more, in place). */
export const ACCESS_DENIED_HEADING = '이 화면을 볼 권한이 없습니다';

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
    `${length.toLocaleString('ko-KR')} / ${max.toLocaleString('ko-KR')}자`,
  emptyChoice: '선택 안 함',
  cancel: '취소',
} as const;

export const PERIOD_TEXT = {
  group: '조회 기간',
  month: (year: number, month: number) => `${year}년 ${month}월`,
  year: (year: number) => `${year}년`,
  months: { previous: '이전 달', next: '다음 달' },
  years: { previous: '이전 해', next: '다음 해' },
} as const;

export const PRINT_TEXT = {
  printPdf: '인쇄 / PDF로 저장',
  printHint: '인쇄 창에서 대상을 "PDF로 저장"으로 고르면 PDF 파일로 받을 수 있습니다.',
} as const;

/** The generated layer's bulk call on checked rows (BulkCallButton). */
export const BULK_TEXT = {
  confirmTitle: (action: string, count: number) => `선택한 ${count.toLocaleString('ko-KR')}건 ${action}`,
  cancel: '닫기',
  done: (action: string, count: number) => `${count.toLocaleString('ko-KR')}건을 ${action}했습니다.`,
  failed: (count: number) => `${count.toLocaleString('ko-KR')}건은 처리하지 못했습니다`,
  unknownError: '알 수 없는 오류',
} as const;

/** The answer templates offered above an answer field. */
export const TEMPLATE_TEXT = {
  label: '답변 템플릿',
  hint: '고르면 답변에 내용이 더해집니다.',
  none: '등록된 템플릿이 없습니다. 답변 템플릿 메뉴에서 등록할 수 있습니다.',
  failed: '템플릿을 불러오지 못했습니다.',
};
