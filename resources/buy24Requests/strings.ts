/** Korean texts of the buy-request screens (field labels come from the schema). */
export const BUY_REQUEST_TEXT = {
  create: '구매 요청하기',
  edit: '구매 요청 수정',
  editButton: '수정',
  submit: '요청 등록',
  save: '저장',
  created: '구매 요청을 등록했습니다.',
  saved: '구매 요청을 수정했습니다.',
  notEditable: "'요청' 상태인 본인의 요청만 고칠 수 있습니다.",
  backToRequest: '요청으로 돌아가기',
  filesKept: (count: number) =>
    count > 0
      ? `첨부파일 ${count}개는 그대로 둡니다. 파일을 더 보내려면 요청 화면의 댓글에 첨부해주세요.`
      : '파일을 보내려면 요청 화면의 댓글에 첨부해주세요.',
} as const;
