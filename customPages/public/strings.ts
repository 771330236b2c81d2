/** Texts of the public pages of this release. */
export const PUBLIC_TEXT = {
  notFoundTitle: '페이지를 찾을 수 없습니다',
  notFoundBody: '요청하신 페이지가 없거나 주소가 바뀌었습니다. 주소를 다시 확인해주세요.',
  home: '홈으로',
  adminLogin: '관리자 로그인',
  moving: '이동하고 있습니다…',
  marketingMissing: '소개 사이트 주소를 불러오지 못했습니다.',
  marketingHint: '관리자 페이지는 아래 버튼으로 이용할 수 있습니다.',
  retry: '다시 시도',
} as const;
