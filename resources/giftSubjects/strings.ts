/** Korean texts of an event's subject list. */
export const SUBJECT_TEXT = {
  label: '대상자',
  search: '이름, 휴대폰 번호',
  total: (count: number) => `총 ${count}명`,
  actions: '관리',
  edit: '수정',
  editTitle: '대상자 수정',
  save: '저장',
  close: '닫기',
  saved: '대상자를 수정했습니다.',
  failed: '저장하지 못했습니다.',
} as const;
