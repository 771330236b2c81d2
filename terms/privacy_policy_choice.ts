import { composeNotice } from './build';
import { OPERATOR } from './operator';
import type { TermsDocument } from './types';

/** privacy_policy_choice: the optional consent to marketing use and advertising messages. */
export const privacyPolicyChoice: TermsDocument = {
  kind: 'consent',
  effectiveDate: '2021-06-28',
  title: '마케팅 정보 수신 및 활용 동의 (선택)',
  content: composeNotice({
    effectiveDate: '2021-06-28',
    lead: `${OPERATOR}는 새로운 서비스와 혜택을 안내하기 위하여 아래와 같이 개인정보를 이용하고 광고성 정보를 보냅니다. 이 동의는 선택 사항이며, 동의하지 않아도 회원가입과 서비스 이용에는 제한이 없습니다.`,
    sections: [
      {
        heading: '이용 목적',
        body: `1. 신규 서비스, 이벤트, 프로모션, 할인 혜택 안내
2. 고객사 맞춤형 상품 추천과 서비스 개선을 위한 이용 통계 분석
3. 설문 조사와 경품 지급`,
      },
      {
        heading: '이용 항목',
        body: '회사명, 담당자 이름, 이메일, 휴대전화번호, 이용 중인 서비스, 서비스 이용 기록, 유입 경로(광고 매체와 캠페인 정보)',
      },
      {
        heading: '전송 방법',
        body: '이메일, 휴대전화 문자(SMS·LMS·MMS), 메신저 알림. 광고성 정보에는 제목 앞에 "(광고)"를 표시하고 수신 거부 방법을 함께 안내합니다.',
      },
      {
        heading: '보유 및 이용 기간',
        body: `동의를 철회하거나 회원에서 탈퇴할 때까지 보유·이용하며, 철회 또는 탈퇴 후 5일 이내에 파기합니다. 다만, 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 표시·광고에 관한 기록은 6개월간 보존합니다.
회사는 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」에 따라 수신 동의를 받은 날부터 2년마다 수신 동의 여부를 다시 확인합니다.`,
      },
      {
        heading: '동의 철회',
        body: '마이페이지의 수신 설정, 광고 메시지에 안내된 수신 거부 방법, 고객센터로 언제든지 동의를 철회할 수 있으며, 회사는 철회 의사를 받은 날부터 14일 이내에 처리 결과를 알립니다.',
      },
      {
        heading: '동의를 거부할 권리',
        body: '정보주체는 이 동의를 거부할 수 있으며, 거부하는 경우 혜택과 이벤트 안내를 받지 못할 뿐 그 밖의 불이익은 없습니다.',
      },
    ],
  }),
};
