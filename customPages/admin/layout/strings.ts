import type { LeftMenuGroup } from '../../../authProvider/permissions';
import { COMPANY_INFO } from '../../../lib/companyInfo';

/** Every Korean text of the admin shell (left menu, top menu, banners, shell dialogs), in one place. */
export const BRAND_NAME = '포털24';
export const CUSTOMER_CENTER_PHONE = COMPANY_INFO.customerCenter;

/**
 * Left-menu labels of the shell's own pages, keyed by their names in authProvider/permissions.ts (a
 * resource's entry brings its label in its definition).
 */
export const LEFT_MENU_LABELS: Record<string, string> = {
  home: '홈',
  dashboard: '대시보드',
  'notice/welfare': '복지 게시판',
  'payment/subscription': '자동결제',
  'payment/management': '결제수단',
  'usage/service': '서비스 이용 현황',
  'uses/orders': '주문 내역',
  'uses/invoice': '청구서',
  'uses/company/invoice': '청구서',
  'uses/kiosk': '키오스크 매출',
  'uses/payment': '결제 내역',
  'usage/staticPrice': '전용 단가',
  'usage/stockTransfer': '재고 이동 내역',
  'usage/stockCheck': '재고 조사 내역',
  'uses/report': '월간 리포트',
  'customer/notice': '공지사항',
  'app/manual': '스낵 앱 사용법',
};

export const LEFT_MENU_GROUP_LABELS: Record<LeftMenuGroup, string> = {
  members: '회원 관리',
  payment: '결제 관리',
  usage: '이용 현황',
  support: '고객지원',
};

export const SHELL_TEXT = {
  leftMenu: '관리자 메뉴',
  expandMenu: '메뉴 펼치기',
  collapseMenu: '메뉴 접기',
  partnerServices: '제휴 서비스',
  opensNewWindow: '새 창에서 열림',
  certificate: '전용계좌 증명서 발급',
  newService: '새 서비스 신청',
  newServiceMenu: '신청할 서비스',
  allServicesInUse: '모든 서비스를 이용하고 있습니다.',
  recommender: '추천인 이벤트',
  topMenu: '서비스 메뉴',
  services: '서비스',
  userMenu: '내 계정',
  mypage: '마이페이지',
  logout: '로그아웃',
  intro: '서비스 소개',
  improvement: '개선 요청',
  customerCenter: `고객센터 ${CUSTOMER_CENTER_PHONE}`,
  welcomeKit: '웰컴키트',
  promoGoods: '판촉물',
  newMark: '신규',
  groupGift: '단체선물',
  honorific: '님',
  close: '닫기',
} as const;

export const RECOMMENDER_TEXT = {
  title: '추천인 이벤트',
  lead: '다른 기업에 서비스를 추천해주세요.',
  body: '추천 링크로 가입한 기업이 첫 서비스를 신청하면 추천한 기업과 가입한 기업 모두에게 간식 쿠폰을 드립니다.',
  linkLabel: '추천 링크',
  copy: '링크 복사',
  copied: '추천 링크가 복사되었습니다.',
  copyFailed: '링크를 복사하지 못했습니다. 링크를 직접 선택해 복사해주세요.',
} as const;
