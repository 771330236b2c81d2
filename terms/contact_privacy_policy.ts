import { composeNotice } from './build';
import { OPERATOR, PRIVACY_OFFICER } from './operator';
import type { TermsDocument } from './types';

/** contact_privacy_policy: the consent ticked on the service inquiry form (spec 1 §3 "Inquiry form"). */
export const contactPrivacyPolicy: TermsDocument = {
  kind: 'consent',
  effectiveDate: '2021-06-28',
  title: '서비스 문의 개인정보 수집·이용 동의 (필수)',
  content: composeNotice({
    effectiveDate: '2021-06-28',
    lead: `${OPERATOR}는 서비스 문의에 답변하고 상담을 진행하기 위하여 아래와 같이 개인정보를 수집·이용합니다.`,
    sections: [
      {
        heading: '수집·이용 목적',
        body: '서비스 도입 문의 접수와 답변, 견적 안내, 방문 상담 일정 조율, 상담 이력 관리',
      },
      {
        heading: '수집 항목',
        body: `1. 필수 항목: 회사명, 담당자 이름, 휴대전화번호, 이메일, 문의 서비스, 문의 내용
2. 서비스에 따라 받는 항목: 희망 지역(스낵24), 사업장 주소와 공간 설명(클린24), 주요 거래처와 영업 사례(영업 대행 문의)
3. 자동으로 수집되는 항목: 유입 경로(광고 매체, 캠페인 등 utm 정보), 접속 기기 종류`,
      },
      {
        heading: '보유 및 이용 기간',
        body: '상담을 마친 날부터 30일 동안 보유한 뒤 지체 없이 파기합니다. 상담이 서비스 이용계약으로 이어지는 경우에는 이용계약의 보유 기간에 따릅니다. 다만, 관련 법령에 따라 보존하여야 하는 정보는 그 기간 동안 보존합니다.',
      },
      {
        heading: '동의를 거부할 권리와 거부 시 불이익',
        body: `정보주체는 동의를 거부할 수 있습니다. 다만, 위 항목은 문의 답변에 꼭 필요한 정보이므로 동의하지 않으면 온라인 문의를 접수할 수 없습니다. 이 경우 고객센터 전화로 문의할 수 있습니다.
개인정보 관련 문의: ${PRIVACY_OFFICER.role} ${PRIVACY_OFFICER.email}`,
      },
    ],
  }),
};
