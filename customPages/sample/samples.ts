/** Every showcase page of routes.tsv, in the order the index lists them. */
export interface SampleEntry {
  path: string;
  title: string;
  description: string;
}

export const SAMPLE_BASE = '/sample';

export const SAMPLES: readonly SampleEntry[] = [
  { path: 'icon', title: '아이콘', description: '자주 쓰는 아이콘과 이름, 눌러서 이름 복사' },
  { path: 'toast', title: '토스트', description: '인라인·측면·스택·단순 메시지 토스트' },
  { path: 'banner', title: '배너', description: '자동으로 넘어가는 배너 슬라이더와 썸네일 목록' },
  { path: 'select', title: '선택 상자', description: '단일·다중 선택과 검색 선택' },
  { path: 'input', title: '입력', description: '전화번호·숫자·글자 수 제한 입력' },
  { path: 'confirm', title: '확인 대화상자', description: '확인 창, 닫기 전 확인, 겹쳐 여는 대화상자' },
  { path: 'button', title: '버튼', description: '모양·크기·색·상태별 버튼' },
  { path: 'radio', title: '라디오 버튼 그룹', description: '두 칸 배치, 비활성, 읽기 전용' },
  { path: 'table', title: '표', description: '정렬되는 주문 표' },
  { path: 'pagination', title: '페이지 이동', description: '쪽 번호와 바로 가기 입력' },
  { path: 'form', title: '폼 검증', description: '입력 규칙, 첫 오류 항목으로 이동, 초기화' },
  { path: 'accordion', title: '아코디언', description: '하나만 열기, 여러 개 열기, 모두 닫고 시작' },
  { path: 'datepicker', title: '날짜 선택', description: '날짜 입력과 기간 바로 가기' },
  {
    path: 'alert-dialog-slide-up',
    title: '알림창 (아래에서 올라오기)',
    description: '아래에서 올라오는 알림창',
  },
  { path: 'skeleton-loading', title: '스켈레톤 로딩', description: '내용 모양의 자리 표시' },
  { path: 'drag-file', title: '파일 끌어 놓기', description: '파일을 끌어 놓아 이름과 크기 확인' },
  { path: 'excel', title: '엑셀 내보내기', description: '표를 만들어 CSV 파일로 내려받기' },
  { path: 'payment-test', title: '결제 테스트', description: '테스트 카드로 결제 요청 보내기' },
  { path: 'payment-result', title: '결제 결과', description: '결제 요청의 승인·거절 결과' },
  { path: 'drag-drop-tree', title: '끌어 놓는 트리', description: '분류를 끌어 옮기거나 버튼으로 옮기기' },
  { path: 'map', title: '지도', description: '배송 권역 선택 지도' },
  { path: 'scroll', title: '스크롤', description: '부드러운 이동과 읽은 위치 표시' },
  { path: 'web-socket', title: '실시간 메시지', description: '탭 사이 실시간 메시지 주고받기' },
];
