import { ACCESS_DENIED_HEADING } from '../../../resources/_generated/strings';

/** Texts of the admin's 404 pages (Korean only, one place). */
export const NOT_FOUND_TEXT = {
  pageName: '페이지를 찾을 수 없습니다',
  body: '주소가 바뀌었거나 아직 준비 중인 화면입니다. 메뉴에서 원하는 화면을 찾거나 홈으로 이동해주세요.',
  askedFor: '요청한 주소',
  home: '홈으로',
  authBody: '주소가 바뀌었거나 아직 준비 중인 화면입니다. 로그인한 뒤 메뉴에서 원하는 화면을 찾아주세요.',
  login: '로그인 페이지로',
} as const;

/** Texts of the page shown when a member opens a screen their role or company may not use. */
export const ACCESS_DENIED_TEXT = {
  pageName: ACCESS_DENIED_HEADING,
  body: '관리자 또는 해당 권한이나 서비스가 있는 구성원만 볼 수 있는 화면입니다. 필요하면 회사 관리자에게 권한을 요청해주세요.',
  home: '홈으로',
} as const;
