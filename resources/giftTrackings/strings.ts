/** Korean texts of an event's send status list. */
export const TRACKING_TEXT = {
  label: '발송 현황',
  search: '받는 사람, 휴대폰 번호',
  shipment: '배송',
  cancel: '취소',
  cancelOrder: '주문 취소',
  confirmCancel: '이 주문을 취소할까요? 교환(배송)된 선물은 취소할 수 없습니다.',
  cancelled: '주문을 취소했습니다.',
  cancelFailed: '주문을 취소하지 못했습니다.',
  close: '닫기',
} as const;
