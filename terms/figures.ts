import type { TermsType } from './index';

/**
 * Spec 2 §9 "Business constants" as a checklist: for each document, the figures (with enough words around
 * them to pin their meaning) that its text must contain. figures.test.ts checks every entry, so a figure
 * dropped or changed in an edit fails the build.
 */

const LEGAL_RETENTION = [
  '계약 또는 청약철회 등에 관한 기록: 5년',
  '대금 결제 및 재화 등의 공급에 관한 기록: 5년',
  '소비자의 불만 또는 분쟁 처리에 관한 기록: 3년',
  '표시·광고에 관한 기록: 6개월',
  '로그인 기록(웹사이트 방문 기록): 3개월',
];

/** Notice of changes 7 days / 30 days if unfavourable, objection (deemed consent) within 15 days. */
const TERMS_CHANGE = ['적용일자 7일 전', '적용일자 30일 전', '15일 이내에 변경 약관에 대하여 이의를 제기'];

const JURISDICTION = ['대한민국 법령', '서울중앙지방법원'];

/** Spec 2 §9 "Rental, quick delivery and purchasing terms". */
const MONTHLY_CONTRACT = [
  ...TERMS_CHANGE,
  '잔여 개월 수 × 월 이용 예산의 10%',
  '공제한 날부터 3일 이내에 공제 금액',
  '통지를 받은 날부터 3일 이내에 공제된 금액만큼 보증금을 보충',
  '계약 종료일로부터 15일 이내에',
  '변경 희망일 15일 전',
  '5영업일 이내에 위반 사항을 시정',
  '한 달에 2회 이상',
  '누적하여 5회 이상',
  '계약 종료 후 1년간',
  '계약 만료일 30일 전',
  '1년씩 자동 갱신',
  ...JURISDICTION,
];

/** Spec 2 §9 "Gift service terms" and §4 "Event and gift". */
const GIFT = [
  ...TERMS_CHANGE,
  '계약 인원 1인당 3,000원',
  '프로모션 계약을 맺은 경우에는 서비스 이용료를 부과하지 않습니다',
  '의무 사용 기간은 서비스 개시일부터 1년',
  '위약금 = 계약 인원 × 0.3 × 3,000원 × 잔여 개월 수',
  '보증금 = 1인당 예산 × 5인',
  '가장 낮은 예산을 기준',
  '공제한 날부터 3영업일 이내',
  '15영업일 이내에 공제된 금액만큼 보증금을 보충',
  '정산을 마친 날부터 15영업일 이내에 반환',
  '계약 종료일로부터 15일 이내에 반환',
  '상품을 교환하기 전까지',
  '선물의 일부라도 교환된 경우에는 취소 및 환불을 할 수 없습니다',
  '교환형',
  '금액형',
  '문자(SMS, MMS, LMS) 또는 메신저',
  '5영업일 이내에 시정',
  '계약 만료일 30일 전',
  ...JURISDICTION,
];

export const TERMS_FIGURES: Record<TermsType, readonly string[]> = {
  use_service: [
    '2021년 6월 28일',
    ...TERMS_CHANGE,
    '거부 의사를 명시적으로 표시하지 않으면 변경 약관에 동의한 것으로 봅니다',
    '서면(전자우편과 포털 화면의 알림을 포함합니다)으로 승낙',
    '승낙을 거절하거나 유보',
    '만 14세 미만',
    '실명과 사실에 맞는 정보',
    '회원자격을 상실한 적이 있는 경우. 다만, 회사가 재가입을 승낙한 경우는 예외',
    '허위 정보를 적거나 필수 정보를 빠뜨린 경우',
    '본인 확인을 할 수 없는 경우',
    '기술상 지장',
    '사업자등록번호 확인, 이메일 인증, 휴대전화 문자(SMS) 인증',
    '최소한 30일 이상의 기간을 정하여 소명할 기회',
    '2회 이상 반복되거나 30일 이내에 그 사유가 시정되지 아니하는',
    '탈퇴 또는 해지 후 5년간',
    '탈퇴한 날부터 5일 이내',
    '공제한 날부터 3일 이내에 공제 금액',
    '통지를 받은 날부터 3일 이내에 공제된 금액만큼 보증금을 보충',
    '결제가 이루어지지 않은 경우',
    '다음 날 0시(자정)',
    ...JURISDICTION,
  ],
  privacy_policy: [
    '2021년 6월 28일',
    '만 14세 미만',
    '사업자등록번호 확인, 이메일 인증, 휴대전화 문자(SMS) 인증',
    '회원자격을 상실한 적이 있는 사람',
    '탈퇴한 날부터 5일 이내',
    '탈퇴 또는 계약 해지 후 5년',
    ...LEGAL_RETENTION,
  ],
  privacy_policy_choice: [
    '2021년 6월 28일',
    '철회 또는 탈퇴 후 5일 이내',
    '표시·광고에 관한 기록은 6개월',
    'SMS·LMS·MMS',
  ],
  snack24_service_policy: ['2021년 6월 28일', ...MONTHLY_CONTRACT],
  birth24_service_policy: ['2021년 8월 2일', ...GIFT],
  birth24_privacy_policy: [
    '2021년 8월 2일',
    '이벤트 종료 후 3개월',
    '상품권 유효기간 만료 후 30일',
    '모바일 상품권(교환형·금액형)',
    'SMS, MMS, LMS, 메신저',
    '늦어도 5일 이내',
    ...LEGAL_RETENTION,
  ],
  sending24_service_policy: ['2021년 8월 2일', ...GIFT, '계약 종료 후 1년간'],
  birth24_custom_policy: [
    '2021년 8월 2일',
    '계약 인원 1인당 3,000원의 서비스 이용료를 부과하지 않으며',
    '이벤트 종료 후 3개월',
  ],
  contact_privacy_policy: ['2021년 6월 28일', '상담을 마친 날부터 30일'],
  privacy_policy_only_show: [
    '2021년 6월 28일',
    '만 14세 미만',
    '탈퇴한 날부터 5일 이내',
    '탈퇴 또는 계약 해지 후 5년간',
    '상담을 마친 날부터 30일',
    '상품권 유효기간 만료 후 30일',
    '이벤트 종료 후 3개월',
    '배송 완료 즉시 파기',
    '계약 종료 후 30일',
    '다음 날 0시(자정)',
    '시행일 7일 전',
    '시행일 30일 전',
    ...LEGAL_RETENTION,
  ],
  flower24_service_policy: ['2021년 8월 23일', ...TERMS_CHANGE, ...JURISDICTION],
  quick24_service_policy: ['2021년 8월 23일', ...MONTHLY_CONTRACT],
  quick24_privacy_policy: [
    '2021년 8월 23일',
    '배송 완료 즉시 파기',
    '계약 종료 후 5년간',
    ...LEGAL_RETENTION,
  ],
  buy24_service_policy: ['2021년 8월 2일', ...MONTHLY_CONTRACT],
  buy24_privacy_policy: ['2021년 8월 2일', '계약 종료 후 30일', '계약 종료 후 5년간', ...LEGAL_RETENTION],
};
