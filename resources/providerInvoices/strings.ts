/** The provider console's billing screens. */
export const BILLING_TEXT = {
  invoices: '청구서',
  unpaid: '미수금',
  search: '회사 이름',
  actions: '입금',
  record: '입금 등록',
  dialogTitle: (company: string, period: string) => `${company} ${period} 청구서 입금 등록`,
  owed: (amount: string) => `미수금 ${amount}`,
  amount: '입금액 (원)',
  paidOn: '입금일',
  method: '입금 방법',
  note: '메모 (선택)',
  cancel: '취소',
  submit: '등록',
  recorded: '입금을 등록했습니다.',
  failed: '입금을 등록하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
