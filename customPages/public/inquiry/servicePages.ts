import type { InquiryServiceType } from '../../../schemas/inquiry';

/** Each inquiry service's own landing page, below the device prefix. */
export const SERVICE_PAGE: Record<InquiryServiceType, string> = {
  SNACK: 'snack24',
  SNACK_PARTNER: 'snack24/partner',
  SNACK_SALES_AGENCY: 'snack24/sales',
  BIRTH: 'birth24',
  CLEAN: 'clean24',
  BREAKFAST: 'breakfast24',
  OFFICE: 'office24',
  QUICK: 'quick24',
};

/** Short service names for headings ("클린24 도입 문의를 …"). */
export const SERVICE_NAME: Record<InquiryServiceType, string> = {
  SNACK: '스낵24',
  SNACK_PARTNER: '스낵24 상품 제휴',
  SNACK_SALES_AGENCY: '스낵24 영업 대행',
  BIRTH: '선물24',
  CLEAN: '클린24',
  BREAKFAST: '조식24',
  OFFICE: '오피스24',
  QUICK: '퀵24',
};
