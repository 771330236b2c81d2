import { COMPANY_INFO } from '../lib/companyInfo';
import type { Article } from './build';
import { PRIVACY_OFFICER } from './operator';

/**
 * Articles the privacy documents share: the statutory retention list, destruction, the data subject's
 * rights, safety measures, the privacy officer and remedies. One text, so the periods of spec 2 §9
 * (5 years, 3 years, 6 months, 3 months) read the same in every document.
 */

/** The retention periods that the law imposes regardless of withdrawal. */
export const LEGAL_RETENTION = `1. 계약 또는 청약철회 등에 관한 기록: 5년 (「전자상거래 등에서의 소비자보호에 관한 법률」)
2. 대금 결제 및 재화 등의 공급에 관한 기록: 5년 (「전자상거래 등에서의 소비자보호에 관한 법률」)
3. 소비자의 불만 또는 분쟁 처리에 관한 기록: 3년 (「전자상거래 등에서의 소비자보호에 관한 법률」)
4. 표시·광고에 관한 기록: 6개월 (「전자상거래 등에서의 소비자보호에 관한 법률」)
5. 로그인 기록(웹사이트 방문 기록): 3개월 (「통신비밀보호법」)`;

export function destructionArticle(): Article {
  return {
    title: '개인정보의 파기 절차 및 방법',
    body: `① 회사는 보유 기간이 지나거나 처리 목적을 달성하여 개인정보가 필요 없게 된 때에는 지체 없이, 늦어도 5일 이내에 그 개인정보를 파기합니다.
② 법령에 따라 보존하여야 하는 개인정보는 다른 개인정보와 분리된 별도의 데이터베이스나 보관 장소로 옮겨 보존하며, 보존 목적 외의 용도로 이용하지 않습니다.
③ 전자적 파일은 복구할 수 없는 기술적 방법으로 영구 삭제하고, 종이 문서는 분쇄하거나 소각합니다.`,
  };
}

export function rightsArticle(): Article {
  return {
    title: '정보주체의 권리와 행사 방법',
    body: `① 정보주체는 회사에 대하여 언제든지 개인정보의 열람, 정정·삭제, 처리정지, 동의 철회를 요구할 수 있습니다.
② 권리 행사는 서비스 화면(마이페이지), 전자우편, 고객센터 전화로 할 수 있으며, 회사는 요구를 받은 날부터 10일 이내에 조치하고 그 결과를 알립니다.
③ 법정대리인이나 위임을 받은 사람을 통하여 권리를 행사할 수 있으며, 이 경우 위임장을 제출하여야 합니다.
④ 다른 법령에서 수집 대상으로 명시된 개인정보는 삭제를 요구할 수 없으며, 처리정지 요구는 법령에 특별한 규정이 있는 경우 거절될 수 있습니다.
⑤ 정보주체가 정정 또는 삭제를 요구한 경우 회사는 정정 또는 삭제를 마칠 때까지 해당 개인정보를 이용하거나 제공하지 않습니다.`,
  };
}

export function safetyArticle(): Article {
  return {
    title: '개인정보의 안전성 확보 조치',
    body: `회사는 개인정보의 안전성 확보를 위하여 다음 조치를 취하고 있습니다.
1. 관리적 조치: 내부관리계획 수립·시행, 개인정보 취급자 지정 최소화 및 정기 교육
2. 기술적 조치: 비밀번호의 일방향 암호화, 고유식별정보 등 중요 정보의 암호화 저장 및 전송 구간 암호화(TLS), 접근 권한 관리, 접속 기록의 보관 및 위·변조 방지, 보안 프로그램 설치 및 갱신
3. 물리적 조치: 전산실과 자료 보관실의 출입 통제`,
  };
}

export function officerArticle(): Article {
  return {
    title: '개인정보 보호책임자',
    body: `① 회사는 개인정보 처리에 관한 업무를 총괄하고 정보주체의 불만 처리와 피해 구제를 위하여 아래와 같이 개인정보 보호책임자를 지정하고 있습니다.
- ${PRIVACY_OFFICER.role}: ${PRIVACY_OFFICER.name} (${PRIVACY_OFFICER.position})
- 전화: ${PRIVACY_OFFICER.phone}
- 전자우편: ${PRIVACY_OFFICER.email}
- 주소: ${COMPANY_INFO.address}
② 정보주체는 서비스를 이용하면서 생긴 개인정보 보호 관련 문의, 불만, 피해 구제 등을 개인정보 보호책임자에게 문의할 수 있으며, 회사는 지체 없이 답변하고 처리합니다.`,
  };
}

export function remedyArticle(): Article {
  return {
    title: '권익침해 구제 방법',
    body: `정보주체는 개인정보 침해로 인한 구제를 받기 위하여 아래 기관에 분쟁 해결이나 상담을 신청할 수 있습니다.
1. 개인정보분쟁조정위원회: (국번 없이) 1833-6972 (www.kopico.go.kr)
2. 개인정보침해신고센터: (국번 없이) 118 (privacy.kisa.or.kr)
3. 대검찰청: (국번 없이) 1301 (www.spo.go.kr)
4. 경찰청: (국번 없이) 182 (ecrm.police.go.kr)`,
  };
}

/** The closing articles of every privacy document, in order. */
export function privacyClosingArticles(): Article[] {
  return [destructionArticle(), rightsArticle(), safetyArticle(), officerArticle(), remedyArticle()];
}
