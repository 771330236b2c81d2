/** Korean texts of the company's notice boards (field labels come from schemas/legacyScreens). */
export const BOARD_TEXT = {
  notice: '공지사항',
  welfare: '복지 게시판',
  search: '제목, 내용 검색',
  pinned: '고정',
  backToList: '목록으로',
} as const;
