/**
 * The operator's legal details for every footer (spec 1 §1: company details and the customer-centre
 * number). One place, so the auth shell and the public site never disagree.
 */
export const COMPANY_INFO = {
  name: '주식회사 포털24',
  representative: '김하늘',
  registrationNumber: '214-88-70915',
  mailOrderNumber: '2021-서울강남-04127',
  address: '서울특별시 강남구 테헤란로 427, 12층 (삼성동, 포털24타워)',
  customerCenter: '1644-4624',
  customerCenterHours: '평일 09:00 ~ 18:00 (점심 12:00 ~ 13:00, 주말·공휴일 휴무)',
  salesEmail: 'sales@portal24.example.com',
  partnershipEmail: 'partner@portal24.example.com',
  marketingEmail: 'marketing@portal24.example.com',
} as const;
