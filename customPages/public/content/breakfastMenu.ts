/** The sample week shown on breakfast24/menu: what a 밸런스 plan office gets, day by day. */
export interface MenuItem {
  name: string;
  kcal: number;
  vegetarian?: boolean;
}

export const BREAKFAST_WEEK: readonly { day: string; items: readonly MenuItem[] }[] = [
  {
    day: '월요일',
    items: [
      { name: '햄치즈 에그 샌드위치', kcal: 420 },
      { name: '단호박 곡물 샐러드', kcal: 280, vegetarian: true },
      { name: '전복 야채죽', kcal: 310 },
      { name: '저지방 우유', kcal: 90 },
    ],
  },
  {
    day: '화요일',
    items: [
      { name: '불고기 주먹밥 세트', kcal: 450 },
      { name: '그릭요거트와 그래놀라', kcal: 260, vegetarian: true },
      { name: '닭가슴살 시저 샐러드', kcal: 330 },
      { name: '콜드브루 커피', kcal: 10, vegetarian: true },
    ],
  },
  {
    day: '수요일',
    items: [
      { name: '베이글과 크림치즈', kcal: 390, vegetarian: true },
      { name: '소고기 미역죽', kcal: 300 },
      { name: '훈제오리 단호박 샐러드', kcal: 350 },
      { name: '두유', kcal: 120, vegetarian: true },
    ],
  },
  {
    day: '목요일',
    items: [
      { name: '참치마요 김밥', kcal: 430 },
      { name: '토마토 바질 파스타 샐러드', kcal: 340, vegetarian: true },
      { name: '호박죽', kcal: 260, vegetarian: true },
      { name: '오렌지 주스', kcal: 110, vegetarian: true },
    ],
  },
  {
    day: '금요일',
    items: [
      { name: '크루아상 에그 샌드위치', kcal: 460 },
      { name: '연어 포케 샐러드', kcal: 380 },
      { name: '버섯 들깨죽', kcal: 290, vegetarian: true },
      { name: '아몬드 브리즈', kcal: 60, vegetarian: true },
    ],
  },
];

export const MENU_TEXT = {
  title: '조식24 이번 주 메뉴',
  eyebrow: '조식24 주간 메뉴',
  lead: '밸런스 구성 기준 한 주 예시입니다. 실제 메뉴는 매주 영양사가 새로 짜며, 회사별로 비율을 조정할 수 있습니다.',
  vegetarian: '채식',
  kcal: (kcal: number) => `${kcal}kcal`,
  principlesHeading: '메뉴를 짜는 원칙',
  principles: [
    '한 주 안에 같은 메뉴를 두 번 넣지 않습니다.',
    '매일 채식 메뉴를 한 가지 이상 포함합니다.',
    '한 끼 열량은 250~500kcal 사이로 맞춥니다.',
    '모든 메뉴에 알레르기 유발 성분을 표기합니다.',
  ],
  cta: '우리 회사 조식 문의하기',
  back: '조식24 소개로 돌아가기',
  teaserHeading: '이번 주에는 이런 메뉴가 나가요',
  teaserMore: '주간 메뉴 전체 보기',
} as const;
