/** The public gift catalogue of 선물24 (/pc/sending24/goodsList): what a recipient may pick from. */
export const GOODS_CATEGORIES = {
  coffee: { label: '커피·음료', image: '/images/goods-coffee.svg' },
  dessert: { label: '디저트·베이커리', image: '/images/goods-dessert.svg' },
  health: { label: '건강식품', image: '/images/goods-health.svg' },
  living: { label: '생활·리빙', image: '/images/goods-living.svg' },
  voucher: { label: '상품권', image: '/images/goods-voucher.svg' },
} as const;
export type GoodsCategory = keyof typeof GOODS_CATEGORIES;

export interface Goods {
  id: string;
  category: GoodsCategory;
  brand: string;
  name: string;
  price: number;
  description: string;
  /** Mobile coupon (sent by message) or parcel delivery. */
  delivery: 'coupon' | 'parcel';
}

export const GOODS: readonly Goods[] = [
  {
    id: 'c01',
    category: 'coffee',
    brand: '카페 모먼트',
    name: '아메리카노 2잔 교환권',
    price: 9000,
    description: '전국 매장에서 아메리카노(톨) 두 잔으로 바꿀 수 있는 모바일 교환권입니다.',
    delivery: 'coupon',
  },
  {
    id: 'c02',
    category: 'coffee',
    brand: '카페 모먼트',
    name: '카페라테와 조각 케이크 세트',
    price: 13500,
    description: '카페라테 한 잔과 조각 케이크 하나를 함께 즐기는 세트 교환권입니다.',
    delivery: 'coupon',
  },
  {
    id: 'c03',
    category: 'coffee',
    brand: '티하우스 담',
    name: '제주 유기농 녹차 티백 선물 세트',
    price: 24000,
    description: '제주에서 기른 유기농 녹차, 현미녹차, 보이차 티백 30개입 선물 상자입니다.',
    delivery: 'parcel',
  },
  {
    id: 'c04',
    category: 'coffee',
    brand: '빈스토리',
    name: '스페셜티 원두 200g 2종',
    price: 29000,
    description: '에티오피아와 콜롬비아 원두를 주문 후 볶아 보내드립니다. 홀빈과 분쇄 중 고를 수 있습니다.',
    delivery: 'parcel',
  },
  {
    id: 'c05',
    category: 'coffee',
    brand: '주스랩',
    name: '착즙 주스 6병 세트',
    price: 32000,
    description: '오렌지, 자몽, 사과당근 착즙 주스를 두 병씩 냉장 배송합니다.',
    delivery: 'parcel',
  },
  {
    id: 'd01',
    category: 'dessert',
    brand: '르 블랑제리',
    name: '생크림 롤케이크',
    price: 22000,
    description: '우유 생크림을 듬뿍 넣은 롤케이크를 가까운 매장에서 받는 교환권입니다.',
    delivery: 'coupon',
  },
  {
    id: 'd02',
    category: 'dessert',
    brand: '마카롱 하우스',
    name: '마카롱 12구 선물 상자',
    price: 28000,
    description: '바닐라, 초콜릿, 얼그레이 등 12가지 맛을 한 상자에 담았습니다.',
    delivery: 'parcel',
  },
  {
    id: 'd03',
    category: 'dessert',
    brand: '한과명가',
    name: '전통 한과 선물 세트',
    price: 45000,
    description: '찹쌀 유과, 약과, 정과를 담은 명절·기념일용 한과 세트입니다.',
    delivery: 'parcel',
  },
  {
    id: 'd04',
    category: 'dessert',
    brand: '아이스 가든',
    name: '아이스크림 파인트 교환권',
    price: 9800,
    description: '원하는 맛 세 가지를 골라 담는 파인트 사이즈 교환권입니다.',
    delivery: 'coupon',
  },
  {
    id: 'd05',
    category: 'dessert',
    brand: '르 블랑제리',
    name: '딸기 생크림 케이크 1호',
    price: 36000,
    description: '생일 축하에 잘 어울리는 딸기 생크림 케이크 교환권입니다. 초와 메시지 카드가 함께 나갑니다.',
    delivery: 'coupon',
  },
  {
    id: 'h01',
    category: 'health',
    brand: '데일리밸런스',
    name: '종합비타민 90정',
    price: 32000,
    description: '하루 한 알, 석 달 동안 먹을 수 있는 성인용 종합비타민입니다.',
    delivery: 'parcel',
  },
  {
    id: 'h02',
    category: 'health',
    brand: '홍삼정원',
    name: '6년근 홍삼 스틱 30포',
    price: 58000,
    description: '6년근 홍삼 농축액을 한 포씩 챙겨 먹기 좋게 담았습니다.',
    delivery: 'parcel',
  },
  {
    id: 'h03',
    category: 'health',
    brand: '넛츠데이',
    name: '하루 견과 30봉',
    price: 27000,
    description: '아몬드, 호두, 캐슈너트, 크랜베리를 한 줌씩 나눠 담은 견과 세트입니다.',
    delivery: 'parcel',
  },
  {
    id: 'h04',
    category: 'health',
    brand: '데일리밸런스',
    name: '유산균 60캡슐',
    price: 35000,
    description: '장 건강을 위한 프로바이오틱스 두 달분입니다.',
    delivery: 'parcel',
  },
  {
    id: 'h05',
    category: 'health',
    brand: '그린팜',
    name: '제철 과일 바구니',
    price: 49000,
    description: '그 주에 가장 맛있는 제철 과일 4~5종을 골라 바구니에 담아 보냅니다.',
    delivery: 'parcel',
  },
  {
    id: 'l01',
    category: 'living',
    brand: '무드라이트',
    name: '소이 캔들과 디퓨저 세트',
    price: 39000,
    description: '은은한 우디 향의 소이 캔들과 디퓨저를 한 상자에 담았습니다.',
    delivery: 'parcel',
  },
  {
    id: 'l02',
    category: 'living',
    brand: '코튼데이',
    name: '호텔 타월 3장 세트',
    price: 29000,
    description: '면 100% 40수 호텔식 타월 세 장입니다. 이름 자수를 넣을 수 있습니다.',
    delivery: 'parcel',
  },
  {
    id: 'l03',
    category: 'living',
    brand: '데스크메이트',
    name: '무선 충전 데스크 정리함',
    price: 46000,
    description: '펜, 메모지를 정리하면서 휴대폰을 무선으로 충전하는 원목 정리함입니다.',
    delivery: 'parcel',
  },
  {
    id: 'l04',
    category: 'living',
    brand: '그린루프',
    name: '공기정화 식물 화분',
    price: 33000,
    description: '키우기 쉬운 스투키 화분을 세라믹 화분에 심어 보냅니다.',
    delivery: 'parcel',
  },
  {
    id: 'l05',
    category: 'living',
    brand: '써모핏',
    name: '진공 텀블러 500ml',
    price: 25000,
    description: '보온 12시간, 보냉 24시간을 지키는 스테인리스 텀블러입니다.',
    delivery: 'parcel',
  },
  {
    id: 'v01',
    category: 'voucher',
    brand: '포털24',
    name: '모바일 상품권 1만 원권',
    price: 10000,
    description: '제휴 온라인 쇼핑몰과 편의점에서 현금처럼 쓰는 모바일 상품권입니다.',
    delivery: 'coupon',
  },
  {
    id: 'v02',
    category: 'voucher',
    brand: '포털24',
    name: '모바일 상품권 3만 원권',
    price: 30000,
    description: '여러 번 나눠 쓸 수 있고 잔액은 유효기간 안에 다시 쓸 수 있습니다.',
    delivery: 'coupon',
  },
  {
    id: 'v03',
    category: 'voucher',
    brand: '북앤무비',
    name: '도서·영화 문화상품권 2만 원권',
    price: 20000,
    description: '온라인 서점과 영화 예매에 쓸 수 있는 문화상품권입니다.',
    delivery: 'coupon',
  },
  {
    id: 'v04',
    category: 'voucher',
    brand: '포털24',
    name: '모바일 상품권 5만 원권',
    price: 50000,
    description: '입사 기념일과 장기근속 축하에 많이 고르는 금액입니다.',
    delivery: 'coupon',
  },
];

export const PRICE_BANDS = [
  { key: 'all', label: '전체 가격', min: 0, max: Number.POSITIVE_INFINITY },
  { key: 'u20', label: '2만 원 이하', min: 0, max: 20000 },
  { key: '20to40', label: '2만~4만 원', min: 20001, max: 40000 },
  { key: 'o40', label: '4만 원 초과', min: 40001, max: Number.POSITIVE_INFINITY },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['key'];

/** The goods of a category (or all) within a price band, cheapest first. */
export function filterGoods(category: GoodsCategory | 'all', band: PriceBand): Goods[] {
  const range = PRICE_BANDS.find((entry) => entry.key === band) ?? PRICE_BANDS[0];
  return GOODS.filter(
    (goods) =>
      (category === 'all' || goods.category === category) &&
      goods.price >= range.min &&
      goods.price <= range.max,
  ).sort((a, b) => a.price - b.price);
}
