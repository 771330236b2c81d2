import { COMPANY_INFO } from '../lib/companyInfo';

/** The operator as the documents name it: "주식회사 포털24(이하 "회사")". */
export const OPERATOR = `${COMPANY_INFO.name}(이하 "회사")`;

/**
 * The privacy officer the privacy documents must name (개인정보 보호법 제31조). Kept here rather than in
 * lib/companyInfo.ts because only the documents show it; move it there if a screen ever needs it.
 */
export const PRIVACY_OFFICER = {
  role: '개인정보 보호책임자',
  name: '윤서진',
  position: '정보보호팀장',
  phone: COMPANY_INFO.customerCenter,
  email: 'privacy@portal24.example.com',
} as const;

/** "회사 주소·대표자·사업자등록번호" line for the closing article of the terms. */
export const OPERATOR_DETAILS = [
  `상호: ${COMPANY_INFO.name}`,
  `대표자: ${COMPANY_INFO.representative}`,
  `주소: ${COMPANY_INFO.address}`,
  `사업자등록번호: ${COMPANY_INFO.registrationNumber}`,
  `통신판매업 신고번호: ${COMPANY_INFO.mailOrderNumber}`,
  `고객센터: ${COMPANY_INFO.customerCenter} (${COMPANY_INFO.customerCenterHours})`,
].join('\n');
