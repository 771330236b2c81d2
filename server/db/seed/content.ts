/** Banners, partner-service menus and constants of the demo data. Images live in public/. */
export const DEMO_BANNERS = [
  {
    placement: 'GNB' as const,
    type: 'svg',
    pcWeb: '/banners/gnb-snack-autumn.svg',
    alt: '가을 간식 큐레이션: 이번 주 신상 간식 20종',
    link: '/pc/admin/snack24',
    targetNew: false,
    bannerImageType: 'DEFAULT' as const,
    tag: null,
    sort: 1,
  },
  {
    placement: 'GNB' as const,
    type: 'svg',
    pcWeb: '/banners/gnb-tag-healthy.svg',
    alt: '건강 간식 모아보기: 저당·고단백 간식 담기',
    link: '/pc/admin/snack24',
    targetNew: false,
    bannerImageType: 'TAG' as const,
    tag: '건강간식',
    sort: 2,
  },
  {
    placement: 'GNB' as const,
    type: 'svg',
    pcWeb: '/banners/gnb-gift-yearend.svg',
    alt: '연말 선물 준비: 임직원 선물을 한 번에 보내세요',
    link: '/pc/admin/sending24/event/list',
    targetNew: false,
    bannerImageType: 'DEFAULT' as const,
    tag: null,
    sort: 3,
  },
  {
    placement: 'LNB' as const,
    type: 'svg',
    pcWeb: '/banners/lnb-recommend.svg',
    alt: '추천하고 간식 받기',
    link: '/pc/admin/home',
    targetNew: false,
    bannerImageType: 'DEFAULT' as const,
    tag: null,
    sort: 1,
  },
];

export const DEMO_MENU_CATEGORIES = [
  { code: 'WORK', name: '업무 지원', sort: 1 },
  { code: 'WELFARE', name: '임직원 복지', sort: 2 },
];

export const DEMO_MENUS = [
  {
    categoryCode: 'WORK',
    sort: 1,
    name: '명함 제작',
    serviceName: '명함24',
    subName: '디자인부터 배송까지',
    url: 'https://card.example.com/portal',
    key: 'card24',
    iconImageUrl: '/icons/card.svg',
    toolTipImageUrl: null,
    code: 'CARD',
    openWindow: false,
  },
  {
    categoryCode: 'WORK',
    sort: 2,
    name: '사무실 이전',
    serviceName: '이사24',
    subName: '견적 비교와 일정 관리',
    url: 'https://move.example.com',
    key: 'move24',
    iconImageUrl: '/icons/move.svg',
    toolTipImageUrl: null,
    code: 'MOVE',
    openWindow: true,
  },
  {
    categoryCode: 'WELFARE',
    sort: 3,
    name: '건강검진',
    serviceName: '검진24',
    subName: '임직원 검진 예약',
    url: 'https://checkup.example.com/portal',
    key: 'checkup24',
    iconImageUrl: '/icons/health.svg',
    toolTipImageUrl: null,
    code: 'CHECKUP',
    openWindow: false,
  },
];

export const DEMO_CONSTANTS = [
  { name: 'banks', value: ['신한은행', '국민은행', '우리은행', '하나은행', '농협은행', '기업은행'] },
  { name: 'ranks', value: ['사원', '주임', '대리', '과장', '차장', '부장', '이사'] },
];
