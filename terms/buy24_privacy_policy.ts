import { composeTerms } from './build';
import { OPERATOR } from './operator';
import { LEGAL_RETENTION, privacyClosingArticles } from './privacyClauses';
import type { TermsDocument } from './types';

/** buy24_privacy_policy: personal data of the purchasing service's members and delivery contacts. */
export const buy24PrivacyPolicy: TermsDocument = {
  kind: 'privacy',
  effectiveDate: '2021-08-02',
  title: '바이24 개인정보 수집·이용 동의',
  content: composeTerms({
    effectiveDate: '2021-08-02',
    subject: '이 동의서',
    lead: `${OPERATOR}는 바이24 구매대행 서비스를 제공하기 위하여 아래와 같이 개인정보를 수집·이용합니다.`,
    blocks: [
      {
        title: '수집·이용 목적',
        body: `1. 구매 요청의 접수, 견적 제시, 주문 승인과 확정, 물품 조달과 납품
2. 부서별 예산 관리, 거래명세서·세금계산서 발행, 월별 정산
3. 검수, 반품·교환, 고객 문의와 불만 처리`,
      },
      {
        title: '수집 항목',
        body: `1. 회원(필수): 이름, 소속 부서, 휴대전화번호, 이메일
2. 납품 담당자(필수): 이름, 휴대전화번호, 배송지 주소
3. 선택 항목: 사무실 전화번호, 직급, 구매 요청에 첨부한 파일과 댓글
4. 자동 생성 정보: 구매 요청·승인 기록, 주문과 납품 기록, 로그인 기록`,
      },
      {
        title: '보유 및 이용 기간',
        body: `① 회원과 납품 담당자의 정보는 계약 종료 후 30일이 지나면 파기합니다.
② 주문 정보(구매 요청, 주문, 납품, 정산 내역)는 계약 종료 후 5년간 보관합니다.
③ 제1항과 제2항에도 불구하고 관련 법령에 따라 다음 정보는 해당 기간 동안 보존합니다.
${LEGAL_RETENTION}`,
      },
      {
        title: '개인정보의 제3자 제공',
        body: `회사는 공급사가 직접 납품하는 물품에 한하여 다음과 같이 개인정보를 제공합니다.
- 제공받는 자: 해당 물품의 공급사
- 목적: 물품 납품과 납품 일정 연락
- 항목: 납품 담당자 이름, 휴대전화번호, 배송지 주소
- 보유 기간: 납품과 검수를 마칠 때까지`,
      },
      {
        title: '개인정보 처리의 위탁',
        body: `1. 택배사와 화물 운송사: 물품 배송
2. 문자·메신저 발송 대행사: 견적, 승인, 납품 알림 발송
3. 클라우드 서비스 제공자(국내 데이터센터): 서비스 데이터의 보관
회사는 위탁 계약에서 위탁 업무 외 처리 금지와 안전성 확보 조치를 정하고 수탁자를 감독합니다.`,
      },
      {
        title: '동의를 거부할 권리',
        body: '정보주체는 동의를 거부할 수 있습니다. 다만, 필수 항목은 구매대행에 꼭 필요한 정보이므로 동의하지 않으면 서비스를 이용할 수 없습니다.',
      },
      ...privacyClosingArticles(),
    ],
  }),
};
