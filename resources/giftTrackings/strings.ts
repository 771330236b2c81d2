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
  resendColumn: '재발송',
  resend: '받는 사람 수정·재발송',
  resendTitle: '받는 사람 수정·재발송',
  resendLead:
    '선물을 고르기 전이라면 받는 사람을 고쳐 카드를 다시 보낼 수 있습니다. 새 링크가 발송되고 이전 링크는 더 이상 열리지 않습니다.',
  name: '받는 사람',
  phone: '휴대폰 번호',
  phoneHelp: '숫자만 11자리로 입력해주세요.',
  resendSubmit: '수정하고 다시 보내기',
  resent: '받는 사람에게 카드를 다시 보냈습니다.',
  resendFailed: '다시 보내지 못했습니다.',
} as const;
