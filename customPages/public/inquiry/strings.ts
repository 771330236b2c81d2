import type { InquiryServiceType } from '../../../schemas/inquiry';

/** Labels and texts of the inquiry form, dialog and completion pages. */
export const INQUIRY_TEXT = {
  dialogTitle: '서비스 도입 문의',
  formLead: '남겨주신 연락처로 담당 매니저가 영업일 기준 1일 안에 연락드립니다.',
  required: '(필수)',
  serviceType: '문의 서비스',
  companyName: '회사명',
  contactName: '담당자명',
  cellphone: '휴대폰 번호',
  cellphoneHint: '숫자만 입력해주세요.',
  email: '이메일',
  region: '배송 지역',
  address: '청소할 곳 주소',
  zonecode: '우편번호',
  address1: '주소',
  address2: '상세주소',
  addressSearch: '주소 검색',
  addressManual: '주소를 직접 입력해주세요.',
  inquiryContents: '문의 내용',
  inquiryContentsPlaceholder: '인원 수, 희망 일정, 궁금한 점을 자유롭게 적어주세요.',
  privacy: '개인정보 수집 및 이용 동의',
  privacyView: '내용 보기',
  submit: '문의 접수하기',
  submitting: '접수 중…',
  close: '닫기',
} as const;

/** The space field is about the place to clean, or about the agency's clients (spec 1 §3). */
export const SPACE_TEXT: Partial<Record<InquiryServiceType, { label: string; placeholder: string }>> = {
  CLEAN: {
    label: '청소 공간',
    placeholder: '예) 사무실 330㎡, 회의실 3개, 탕비실 1개 / 주 3회 저녁 청소 희망',
  },
  SNACK_SALES_AGENCY: {
    label: '주요 거래처 / 영업 사례',
    placeholder: '예) 판교·강남 IT 기업 12곳에 사무용품 납품 중, 월 거래액 약 3천만 원',
  },
};

export const COMPLETE_TEXT = {
  title: '문의가 접수되었습니다',
  lead: (service: string) => `${service} 도입 문의를 남겨주셔서 감사합니다.`,
  next: '담당 매니저가 영업일 기준 1일 안에 남겨주신 연락처로 연락드립니다.',
  receipt: '접수 번호',
  receiptHint: '진행 상황을 확인할 때 접수 번호와 휴대폰 번호가 필요합니다.',
  progressTitle: '진행 상황 확인',
  progressCheck: '확인하기',
  progressReceipt: '접수 번호',
  progressPhone: '휴대폰 번호',
  progressStatus: '현재 상태',
  answeredOn: (date: string) => `답변일 ${date}`,
  back: '서비스 소개로 돌아가기',
} as const;
