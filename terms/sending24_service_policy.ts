import { composeTerms } from './build';
import {
  confidentialityArticle,
  jurisdictionArticle,
  operatorArticle,
  renewalArticle,
  termsChangeArticle,
} from './clauses';
import { giftArticles } from './giftClauses';
import { OPERATOR } from './operator';
import type { TermsDocument } from './types';

/**
 * sending24_service_policy (the first `{hash}` key of spec 2 §2): the gift service "센딩24", which took over
 * the birthday service under the gift name (spec 2 §4 "Member info": the birthday service is renamed).
 */
export const sending24ServicePolicy: TermsDocument = {
  kind: 'terms',
  effectiveDate: '2021-08-02',
  title: '센딩24 선물하기 서비스 이용약관',
  content: composeTerms({
    effectiveDate: '2021-08-02',
    blocks: [
      {
        title: '목적',
        body: `이 약관은 ${OPERATOR}가 제공하는 기업 선물 발송 서비스 "센딩24"(이하 "서비스")를 통하여 고객사가 임직원과 거래처에 카드와 선물을 보내는 데 필요한 이용 조건, 절차, 권리·의무 및 책임을 정하는 것을 목적으로 합니다.`,
      },
      {
        title: '정의',
        body: `① 이 약관에서 쓰는 용어의 뜻은 다음과 같습니다.
1. "고객사"란 이 약관에 동의하고 회사와 이용계약을 맺은 사업자를 말합니다.
2. "수신자"란 고객사가 선물을 보내려고 등록한 사람으로서 이름, 휴대전화번호, 발송일이 지정된 사람을 말합니다.
3. "이벤트"란 고객사가 이벤트명, 날짜, 메시지 문구를 정하여 등록한 하나의 발송 단위를 말하며, 생일·기념일, 명절, 창립 기념일, 프로모션 등을 포함합니다.
4. "선택 메시지"란 수신자가 선물을 고를 수 있도록 문자(SMS, MMS, LMS) 또는 메신저로 보내는 링크를 말합니다.
5. "모바일 상품권"이란 수신자가 매장이나 온라인에서 상품과 바꾸거나 금액만큼 사용할 수 있도록 발행되는 전자적 증표를 말합니다.
6. "프로모션 계약"이란 회사가 고객사에 서비스 이용료를 받지 않고 서비스를 제공하기로 따로 정한 계약을 말합니다.
② 이 약관에서 정하지 않은 용어는 포털24 이용약관과 관련 법령에 따릅니다.`,
      },
      termsChangeArticle('고객사'),
      {
        title: '이용 계약의 성립',
        body: `① 이용계약은 고객사가 이 약관에 동의하고 서비스를 신청한 뒤 회사가 서면(전자우편을 포함합니다)으로 승낙함으로써 성립합니다.
② 회사는 사업자 확인이 되지 않거나, 신청 내용에 허위가 있거나, 선물 발송 목적이 법령이나 공서양속에 어긋나는 경우 승낙을 거절할 수 있습니다.`,
      },
      {
        title: '서비스의 제공',
        body: `① 회사는 고객사가 등록한 이벤트와 수신자에게 카드 템플릿으로 만든 축하 카드와 선택 메시지를 보내고, 수신자가 고른 상품을 배송하거나 모바일 상품권으로 발행합니다.
② 고객사는 이벤트마다 1인당 예산, 상품 카테고리, 기본 선물을 정할 수 있으며, 수신자가 기한 안에 고르지 않은 경우 기본 선물이 발송됩니다.
③ 고객사는 포털에서 이벤트 대시보드, 발송 및 선택 현황, 선물 내역 엑셀 파일을 확인할 수 있습니다.`,
      },
      ...giftArticles(),
      renewalArticle(),
      {
        title: '계약의 해지',
        body: `① 고객사는 언제든지 서면으로 계약 해지를 요청할 수 있으며, 의무 사용 기간 안의 해지에는 위약금 조항이 적용됩니다.
② 회사는 고객사가 대금을 연체하고 보증금을 보충하지 않거나, 이 약관을 위반하고 서면 시정 요구를 받은 날부터 5영업일 이내에 시정하지 않은 경우 계약을 해지할 수 있습니다.
③ 계약이 끝나도 이미 발송된 선택 메시지와 모바일 상품권은 유효기간까지 사용할 수 있습니다.`,
      },
      confidentialityArticle(),
      {
        title: '손해배상 및 면책',
        body: `① 회사 또는 고객사가 이 약관을 위반하여 상대방에게 손해를 입힌 경우 그 손해를 배상합니다. 회사의 배상액은 해당 선물의 상품 대금과 이용료를 한도로 합니다. 다만, 회사의 고의 또는 중대한 과실로 인한 손해는 그러하지 아니합니다.
② 회사는 고객사가 잘못 등록한 수신자 정보, 수신자의 번호 변경이나 수신 거부, 통신 장애, 천재지변으로 인한 미수신에 대하여 책임을 지지 않습니다.`,
      },
      jurisdictionArticle('고객사'),
      operatorArticle(),
    ],
  }),
};
