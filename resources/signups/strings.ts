/** The provider console's sign-up review screen. */
export const SIGNUP_REVIEW_TEXT = {
  label: '회원가입 심사',
  search: '회사, 사업자등록번호, 신청자, 이메일 검색',
  actions: '처리',
  approve: '승인',
  approveTitle: (company: string) => `${company} 가입 승인`,
  approveLead:
    '승인하면 신청자가 가입한 이메일로 바로 로그인할 수 있고, 아래 메시지가 문자와 이메일로 갑니다.',
  approveSubmit: '승인하기',
  bothChannels: '문자와 이메일',
  approved: '가입을 승인했습니다. 신청자에게 문자와 이메일로 알렸습니다.',
  bulkApproveConsequence:
    '선택한 가입 신청을 한 건씩 승인합니다. 승인된 회사의 신청자에게 문자와 이메일로 알립니다.',
  reject: '반려',
  rejectTitle: (company: string) => `${company} 가입 반려`,
  rejectLead: '약관의 이용 거절 사유 중 하나를 고르세요. 사유는 신청자에게 문자와 이메일로 전달됩니다.',
  reason: '반려 사유',
  note: '메모 (선택, 신청자에게 함께 전달)',
  rejectSubmit: '반려하기',
  cancel: '닫기',
  rejected: '가입을 반려했습니다. 신청자에게 사유를 알렸습니다.',
  failed: '처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
