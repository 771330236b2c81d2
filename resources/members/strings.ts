/** Korean texts of member/list (field labels come from schemas/members.ts). */
export const MEMBER_TEXT = {
  label: '구성원',
  menu: '구성원 관리',
  search: '이름, 이메일, 휴대폰 번호',
  authorities: '권한',
  changeAuthority: '권한 변경',
  authorityTitle: (name: string) => `${name} 님의 권한`,
  authorityLead: '역할과 권한을 바꾸면 다음 로그인부터 메뉴가 달라집니다.',
  authoritySaved: '권한을 변경했습니다.',
  authorityFailed: '권한을 변경하지 못했습니다. 잠시 후 다시 시도해주세요.',
  save: '저장',
  cancel: '취소',
  import: '일괄 등록',
} as const;
