/** Korean texts of the recipient's page (/gift/{token}). The server's own sentences come in its answers. */
export const RECIPIENT_TEXT = {
  pageTitle: '선물 도착',
  service: '선물24',
  loading: '선물을 불러오는 중입니다.',
  from: (sender: string) => `${sender}님이 보낸 선물`,
  greeting: (name: string) => `${name}님, 선물이 도착했어요`,
  chooseHeading: '받고 싶은 선물을 하나 골라주세요',
  chooseLead: (budget: string) => `${budget} 안에서 하나를 고를 수 있습니다. 선택은 한 번만 할 수 있어요.`,
  expires: (date: string) => `${date}까지 고를 수 있습니다.`,
  noItems: '지금 고를 수 있는 선물이 없습니다. 보내신 분께 문의해주세요.',
  cardOnly: '마음을 담은 카드가 도착했습니다.',
  next: '이 선물로 할게요',
  pickFirst: '선물을 먼저 골라주세요.',
  back: '다른 선물 보기',
  deliveryHeading: '받으실 주소를 입력해주세요',
  voucherHeading: '모바일 교환권으로 받습니다',
  voucherLead: '선택하면 교환권 번호가 바로 발급됩니다. 매장에서 바코드를 보여주세요.',
  confirmVoucher: '교환권 받기',
  receiverName: '받는 분',
  cellPhone: '휴대폰 번호',
  zoneCode: '우편번호',
  address1: '주소',
  address2: '상세 주소',
  addressSearch: '주소 검색',
  closeSearch: '주소 검색 닫기',
  submitDelivery: '이 주소로 받기',
  sending: '보내는 중…',
  chosenHeading: '선물을 선택했습니다',
  deliveryTo: '배송지',
  shipping: (carrier: string, tracking: string) => `${carrier} 운송장 ${tracking}`,
  preparing: '상품을 준비하고 있습니다. 출고되면 운송장 번호가 여기 표시됩니다.',
  voucherCode: '교환권 번호',
  voucherExpires: (date: string) => `유효기간 ${date}까지`,
  voucherAmount: (amount: string) => `금액 ${amount}`,
  exchanged: '이미 교환한 교환권입니다.',
  notFoundTitle: '선물 링크를 찾을 수 없습니다',
  expiredTitle: '선물 선택 기간이 지났습니다',
  cancelledTitle: '취소된 선물입니다',
  errorTitle: '선물을 불러오지 못했습니다',
  retry: '다시 시도',
  fieldRequired: {
    name: '받는 분 이름을 입력해주세요.',
    cellPhone: '휴대폰 번호 11자리를 입력해주세요.',
    zoneCode: '우편번호를 확인해주세요.',
    address1: '주소를 입력해주세요.',
  },
} as const;

export const ITEM_KIND_TEXT: Record<string, string> = {
  DELIVERY: '택배 배송',
  VOUCHER_ITEM: '모바일 교환권 (상품 교환형)',
  VOUCHER_AMOUNT: '모바일 교환권 (금액형)',
};

/** "2026-12-24T…" or "2026-12-24" -> "2026년 12월 24일" (Seoul calendar day). */
export function koreanDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00+09:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' }).format(date);
}
