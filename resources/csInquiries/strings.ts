/** Korean texts of 1:1 문의 (field labels and statuses come from schemas/legacyScreens). */
export const CS_TEXT = {
  label: '1:1 문의',
  intro: '서비스 이용 중 궁금한 점을 남겨주시면 담당자가 답변드립니다.',
  search: '제목, 내용 검색',
  answer: '답변',
  noAnswer: '아직 답변이 등록되지 않았습니다. 답변이 등록되면 이곳에서 확인할 수 있습니다.',
  answeredOn: (date: string) => `답변일 ${date}`,
  backToList: '목록으로',
} as const;
