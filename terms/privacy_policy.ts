import { composeNotice } from './build';
import { OPERATOR, PRIVACY_OFFICER } from './operator';
import { LEGAL_RETENTION } from './privacyClauses';
import type { TermsDocument } from './types';

/** privacy_policy: the required consent to collection and use of personal data at sign-up. */
export const privacyPolicy: TermsDocument = {
  kind: 'consent',
  effectiveDate: '2021-06-28',
  title: '개인정보 수집 및 이용 동의 (필수)',
  content: composeNotice({
    effectiveDate: '2021-06-28',
    lead: `${OPERATOR}는 포털24 회원가입과 서비스 이용계약을 위하여 아래와 같이 개인정보를 수집·이용합니다. 내용을 자세히 읽은 뒤 동의 여부를 결정해주세요.`,
    sections: [
      {
        heading: '수집·이용 목적',
        body: `1. 회원 식별과 가입 의사 확인, 만 14세 미만 가입 제한, 본인 확인(사업자등록번호 확인, 이메일 인증, 휴대전화 문자(SMS) 인증)
2. 서비스 이용계약의 체결과 이행: 서비스 신청 접수, 배송과 방문, 이용요금 결제와 정산, 보증금 관리, 세금계산서 발행
3. 고객 상담, 불만 처리, 공지사항 전달, 분쟁 조정을 위한 기록 보존
4. 부정 이용 방지: 회원자격을 상실한 적이 있는 사람의 재가입 확인, 계정 도용 방지`,
      },
      {
        heading: '수집하는 개인정보 항목',
        body: `1. 필수 항목: 회사명, 사업자등록번호, 대표자명, 담당자 이름, 이메일, 휴대전화번호, 비밀번호, 사업장 주소
2. 선택 항목: 사무실 전화번호, 부서, 직급
3. 서비스 이용 과정에서 자동으로 생성되는 정보: 접속 IP 주소, 쿠키, 로그인 기록, 서비스 이용 기록, 결제 기록, 기기 정보(브라우저 종류, 운영체제)`,
      },
      {
        heading: '보유 및 이용 기간',
        body: `회원 탈퇴 시까지 보유·이용하며, 탈퇴한 날부터 5일 이내에 파기합니다. 다만, 다음 정보는 아래 기간 동안 보존한 뒤 파기합니다.
- 주문 정보: 탈퇴 또는 계약 해지 후 5년 (거래 내역 확인과 분쟁 해결)
${LEGAL_RETENTION}`,
      },
      {
        heading: '개인정보의 제3자 제공',
        body: '회사는 정보주체의 동의를 받거나 법률에 특별한 규정이 있는 경우를 제외하고는 개인정보를 제3자에게 제공하지 않습니다. 개별 서비스 이용 과정에서 제공이 필요한 경우에는 해당 서비스의 동의 화면에서 제공받는 자, 목적, 항목, 보유 기간을 알리고 따로 동의를 받습니다.',
      },
      {
        heading: '개인정보 처리의 위탁',
        body: `회사는 원활한 서비스 제공을 위하여 다음 업무를 위탁하며, 위탁 계약 시 개인정보가 안전하게 관리되도록 필요한 사항을 규정하고 감독합니다.
1. 전자결제대행사: 이용요금 결제 처리
2. 문자·메신저 발송 대행사: 인증번호와 알림 메시지 발송
3. 클라우드 서비스 제공자(국내 데이터센터): 서비스 데이터의 보관과 시스템 운영`,
      },
      {
        heading: '동의를 거부할 권리와 거부 시 불이익',
        body: '정보주체는 개인정보 수집·이용 동의를 거부할 권리가 있습니다. 다만, 필수 항목은 회원가입과 서비스 제공에 꼭 필요한 정보이므로 동의하지 않으면 회원가입과 서비스 이용이 제한됩니다.',
      },
      {
        heading: '문의처',
        body: `개인정보와 관련한 열람, 정정·삭제, 처리정지, 동의 철회 요구와 문의는 ${PRIVACY_OFFICER.role}(${PRIVACY_OFFICER.name}, 전화 ${PRIVACY_OFFICER.phone}, 전자우편 ${PRIVACY_OFFICER.email})에게 할 수 있습니다. 자세한 내용은 포털24 개인정보처리방침을 확인해주세요.`,
      },
    ],
  }),
};
