/** Texts of the admin's 404 pages (Korean only, one place). */
export const NOT_FOUND_TEXT = {
  pageName: '페이지를 찾을 수 없습니다',
  body: '주소가 바뀌었거나 아직 준비 중인 화면입니다. 메뉴에서 원하는 화면을 찾거나 홈으로 이동해주세요.',
  askedFor: '요청한 주소',
  home: '홈으로',
  authBody: '주소가 바뀌었거나 아직 준비 중인 화면입니다. 로그인한 뒤 메뉴에서 원하는 화면을 찾아주세요.',
  login: '로그인 페이지로',
} as const;
