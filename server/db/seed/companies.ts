/** The three demo companies: a regular one using every service, a branded buyer, a small WMS user. */
export const DEMO_COMPANIES = {
  regular: {
    buyerNo: 'B-2021-00417',
    companyType: 'CORPORATION' as const,
    name: '주식회사 한빛솔루션',
    registNumber: '214-86-52317',
    representative: '정현우',
    zoneCode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '강남파이낸스센터 18층',
    officePhone: '0215447788',
    isCreditCardPaymentAvailable: true,
    hasKioskService: true,
    serviceUsageStatusMenuDisplayable: true,
    cutTime: '15:00',
    isOrderBillIssueAlert: true,
  },
  brandedBuyer: {
    buyerNo: 'B-2022-01033',
    companyType: 'CORPORATION' as const,
    name: '에이스스포츠코리아 유한회사',
    registNumber: '120-81-77421',
    representative: '마이클 정',
    zoneCode: '04539',
    address1: '서울특별시 중구 을지로 100',
    address2: '파인에비뉴 B동 9층',
    officePhone: '0237891200',
    isNike: true,
    isCreditCardPaymentAvailable: false,
    serviceUsageStatusMenuDisplayable: true,
    cutTime: '14:00',
  },
  small: {
    buyerNo: 'B-2023-02210',
    companyType: 'SOLE_PROPRIETOR' as const,
    name: '소담상회',
    registNumber: '617-12-40982',
    representative: '윤소담',
    zoneCode: '48058',
    address1: '부산광역시 해운대구 센텀중앙로 78',
    address2: '센텀그린타워 3층 301호',
    officePhone: '0517442030',
    serviceUsageStatusMenuDisplayable: false,
    wmsUse: true,
    wmsAndBillingUse: true,
    wmsStockTransferAuditingUse: true,
    wmsFixedPriceAuditingUse: true,
    wmsFriendlyCategoryUse: true,
    wmsPaymentDay: 10,
    cutTime: '13:00',
  },
};

export const REGULAR_BRANCHES = [
  {
    name: '본사',
    zoneCode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '강남파이낸스센터 18층',
  },
  {
    name: '판교 연구소',
    zoneCode: '13487',
    address1: '경기도 성남시 분당구 판교역로 235',
    address2: 'H스퀘어 N동 6층',
  },
  {
    name: '부산 지사',
    zoneCode: '48058',
    address1: '부산광역시 해운대구 센텀중앙로 97',
    address2: '센텀스카이비즈 A동 12층',
  },
];

/** Which services each demo company subscribes to, and their state. */
export const DEMO_SERVICES: Record<
  keyof typeof DEMO_COMPANIES,
  Array<{ service: string; status?: 'APPLIED' | 'IN_USE' | 'PAUSED' }>
> = {
  regular: [
    { service: 'snack24' },
    { service: 'breakfast24' },
    { service: 'birth24' },
    { service: 'office24' },
    { service: 'buy24' },
    { service: 'clean24' },
    { service: 'quick24' },
    { service: 'meal24' },
    { service: 'coffee24' },
    { service: 'phone24' },
    { service: 'flower24', status: 'APPLIED' },
  ],
  // The branded buyer has office24 instead of buy24 (spec 1 §4).
  brandedBuyer: [{ service: 'snack24' }, { service: 'office24' }, { service: 'birth24' }],
  small: [{ service: 'snack24' }, { service: 'quick24', status: 'PAUSED' }],
};
