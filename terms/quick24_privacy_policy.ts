import { composeTerms } from './build';
import { OPERATOR } from './operator';
import { LEGAL_RETENTION, privacyClosingArticles } from './privacyClauses';
import type { TermsDocument } from './types';

/** quick24_privacy_policy: personal data of senders and recipients of the quick courier service. */
export const quick24PrivacyPolicy: TermsDocument = {
  kind: 'privacy',
  effectiveDate: '2021-08-23',
  title: '퀵24 개인정보 수집·이용 동의',
  content: composeTerms({
    effectiveDate: '2021-08-23',
    subject: '이 동의서',
    lead: `${OPERATOR}는 퀵24 서비스의 배송 요청을 처리하기 위하여 아래와 같이 개인정보를 수집·이용합니다.`,
    blocks: [
      {
        title: '수집·이용 목적',
        body: `1. 배송 요청의 접수, 기사 배차, 픽업과 배송 완료 알림
2. 이용요금 결제, 월별 정산서 발행, 세금계산서 발행
3. 배송 사고의 확인과 손해배상, 고객 문의와 불만 처리`,
      },
      {
        title: '수집 항목',
        body: `1. 주문 담당자(필수): 회사명, 이름, 휴대전화번호, 이메일
2. 발송인과 수령인(필수): 이름, 휴대전화번호, 출발지와 도착지 주소
3. 선택 항목: 배송 요청 사항, 물품 설명, 신고 가액
4. 건별 결제 시: 결제 수단 정보(카드사명, 승인번호 등 결제대행사가 제공하는 정보)
5. 자동 생성 정보: 접수·배차·완료 시각, 서비스 이용 기록`,
      },
      {
        title: '보유 및 이용 기간',
        body: `① 수령인의 이름, 휴대전화번호, 도착지 주소는 배송 완료 즉시 파기합니다. 다만, 배송 사고가 접수된 경우에는 처리를 마칠 때까지 보관합니다.
② 주문 정보(접수 내역, 요금, 배송 결과)는 계약 종료 후 5년간 보관합니다.
③ 제1항과 제2항에도 불구하고 관련 법령에 따라 다음 정보는 해당 기간 동안 보존합니다.
${LEGAL_RETENTION}`,
      },
      {
        title: '개인정보의 제3자 제공',
        body: `회사는 배송 수행을 위하여 다음과 같이 개인정보를 제공합니다.
- 제공받는 자: 배차된 기사(운송 사업자)
- 목적: 픽업과 배송, 도착 연락
- 항목: 발송인과 수령인의 이름, 휴대전화번호, 출발지와 도착지 주소
- 보유 기간: 배송 완료 즉시 파기`,
      },
      {
        title: '개인정보 처리의 위탁',
        body: `1. 전자결제대행사: 건별 결제 처리
2. 문자 발송 대행사: 배차, 픽업, 배송 완료 알림 발송
3. 클라우드 서비스 제공자(국내 데이터센터): 서비스 데이터의 보관
회사는 위탁 계약에서 위탁 업무 외 처리 금지와 안전성 확보 조치를 정하고 수탁자를 감독합니다.`,
      },
      {
        title: '동의를 거부할 권리',
        body: '정보주체는 동의를 거부할 수 있습니다. 다만, 필수 항목은 배송에 꼭 필요한 정보이므로 동의하지 않으면 배송 요청을 접수할 수 없습니다.',
      },
      ...privacyClosingArticles(),
    ],
  }),
};
