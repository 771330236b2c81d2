import type { Article } from './build';
import { OPERATOR_DETAILS } from './operator';

/** Picks the Korean particle that fits the last syllable: ("회원", "은", "는") -> "회원은", "고객사" -> "고객사는". */
export function withParticle(word: string, afterConsonant: string, afterVowel: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  const hasFinal = code >= 0 && code <= 11171 && code % 28 !== 0;
  return `${word}${hasFinal ? afterConsonant : afterVowel}`;
}

/**
 * Articles that several documents share word for word (spec 2 §9 gives the same figures to the terms of
 * use and to the rental, quick and purchasing terms). One text, so a figure cannot drift between them.
 * `party` is how the document names the customer: "회원" in the portal terms, "고객사" in service terms.
 */

/** Notice of changes: 7 days, 30 days if unfavourable; deemed consent / objection within 15 days. */
export function termsChangeArticle(party: string): Article {
  return {
    title: '약관의 효력 및 변경',
    body: `① 이 약관은 서비스 화면에 게시하거나 그 밖의 방법으로 ${party}에게 알림으로써 효력이 생깁니다.
② 회사는 「약관의 규제에 관한 법률」 등 관련 법령을 위반하지 않는 범위에서 이 약관을 변경할 수 있습니다.
③ 회사가 약관을 변경하는 경우 적용일자와 변경 사유를 밝혀 현행 약관과 함께 적용일자 7일 전부터 적용일자 전날까지 서비스 화면에 공지합니다. 다만, ${party}에게 불리하게 변경하는 경우에는 적용일자 30일 전부터 공지하고, 등록된 전자우편이나 휴대전화 문자로 따로 알립니다.
④ ${withParticle(party, '은', '는')} 제3항의 공지 또는 통지를 받은 날부터 15일 이내에 변경 약관에 대하여 이의를 제기할 수 있습니다. 이 기간 안에 거부 의사를 명시적으로 표시하지 않으면 변경 약관에 동의한 것으로 봅니다.
⑤ ${withParticle(party, '이', '가')} 변경 약관에 동의하지 않는 경우 회사와 ${withParticle(party, '은', '는')} 이용계약을 해지할 수 있으며, 이 경우에는 위약금을 청구하지 않습니다.`,
  };
}

/** Korean law and the Seoul Central District Court. */
export function jurisdictionArticle(party: string): Article {
  return {
    title: '준거법 및 관할 법원',
    body: `① 이 약관과 이용계약의 해석 및 회사와 ${party} 사이의 분쟁에는 대한민국 법령을 적용합니다.
② 회사와 ${party} 사이에 분쟁이 생긴 경우 양 당사자는 성실히 협의하여 해결하도록 노력합니다.
③ 협의로 해결되지 않아 소송이 제기되는 경우 서울중앙지방법원을 제1심의 전속 관할 법원으로 합니다.`,
  };
}

/** Where the customer reaches the operator; closes every set of terms. */
export function operatorArticle(): Article {
  return {
    title: '회사의 정보 및 문의처',
    body: `이 약관과 서비스에 관한 문의는 아래로 할 수 있습니다.\n${OPERATOR_DETAILS}`,
  };
}

/** Rental, quick delivery and purchasing contracts: the clauses spec 2 §9 lists for all three. */
export interface MonthlyContractOptions {
  /** What the customer pays for each month ("월 이용 예산"). */
  budget: string;
  /** The place whose change needs notice ("설치 장소", "정기 픽업 장소", "배송지"). */
  site: string;
  /** What the move involves, for the cost sentence ("집기의 이전 설치"). */
  move: string;
}

/** Deposit: deduction notice within 3 days, top-up within 3 days, return within 15 days of the end. */
export function depositArticle(): Article {
  return {
    title: '보증금',
    body: `① 고객사는 개별 계약에서 정한 보증금을 계약 체결일부터 서비스 개시 전까지 회사에 예치합니다.
② 고객사가 이용요금을 연체하거나 이 약관에 따른 손해배상금을 지급하지 않은 경우 회사는 보증금에서 그 금액을 공제할 수 있으며, 공제한 날부터 3일 이내에 공제 금액과 사유를 고객사에 통지합니다.
③ 고객사는 제2항의 통지를 받은 날부터 3일 이내에 공제된 금액만큼 보증금을 보충하여야 합니다.
④ 회사는 계약이 끝나면 미납 요금 등 고객사가 부담할 금액을 공제한 보증금 잔액을 계약 종료일로부터 15일 이내에 고객사가 지정한 계좌로 반환합니다.
⑤ 보증금에는 이자를 붙이지 않으며, 고객사는 보증금 반환 채권을 제3자에게 양도하거나 담보로 제공할 수 없습니다.`,
  };
}

/** Location change 15 days ahead. */
export function siteChangeArticle(options: MonthlyContractOptions): Article {
  return {
    title: `${options.site}의 변경`,
    body: `① 고객사가 ${withParticle(options.site, '을', '를')} 변경하려는 경우 변경 희망일 15일 전까지 서면(전자우편을 포함합니다)으로 회사에 알려야 합니다.
② 회사는 변경된 장소에서 서비스를 제공할 수 있는지 확인한 뒤 그 결과를 고객사에 알립니다. 변경된 장소가 회사의 서비스 제공 지역을 벗어나는 경우 회사는 변경을 거절할 수 있으며, 이 경우 양 당사자는 위약금 없이 계약을 해지할 수 있습니다.
③ ${options.move}에 드는 비용은 개별 계약에서 따로 정하지 않는 한 고객사가 부담합니다.`,
  };
}

/** Cure within 5 business days; termination after 2 requests in a month or 5 in total. */
export function breachArticle(): Article {
  return {
    title: '계약 위반의 시정',
    body: `① 회사 또는 고객사가 이 약관이나 개별 계약을 위반한 경우 상대방은 위반 내용을 구체적으로 적어 서면으로 시정을 요구할 수 있습니다.
② 시정 요구를 받은 당사자는 요구를 받은 날부터 5영업일 이내에 위반 사항을 시정하여야 합니다.
③ 5영업일 이내에 시정하지 않은 경우 상대방은 서면 통지로 계약을 해지할 수 있습니다.
④ 시정 요구가 한 달에 2회 이상 있었거나 계약 기간 동안 누적하여 5회 이상 있었던 경우 상대방은 시정 기간을 두지 않고 곧바로 계약을 해지할 수 있습니다.`,
  };
}

/** Early termination penalty = remaining months × 10% of the monthly budget. */
export function earlyTerminationArticle(options: MonthlyContractOptions): Article {
  return {
    title: '계약의 해지 및 위약금',
    body: `① 고객사는 해지 희망일 30일 전까지 서면으로 알려 계약을 해지할 수 있습니다.
② 회사는 고객사가 다음 각 호에 해당하는 경우 계약을 해지할 수 있습니다.
1. 이용요금을 2개월 이상 연체한 경우
2. 계약 위반의 시정 요구를 받고도 정해진 기간 안에 시정하지 않은 경우
3. 파산, 회생 절차 개시, 영업 정지 등으로 계약을 이행하기 어렵게 된 경우
③ 고객사가 계약 기간 만료 전에 자신의 사정으로 계약을 해지하거나 고객사의 책임 있는 사유로 회사가 계약을 해지하는 경우, 고객사는 다음 산식에 따른 위약금을 회사에 지급합니다.
위약금 = 잔여 개월 수 × ${options.budget}의 10%
④ 제3항의 잔여 개월 수는 해지일이 속한 달의 다음 달부터 계약 만료일이 속한 달까지의 개월 수로 하며, 1개월 미만의 기간은 1개월로 봅니다. ${withParticle(options.budget, '이', '가')} 달마다 다른 경우에는 해지일 직전 3개월의 평균 금액을 기준으로 합니다.
⑤ 회사의 책임 있는 사유로 계약이 해지되는 경우 고객사는 위약금을 부담하지 않습니다.`,
  };
}

/** Confidentiality for 1 year after the end. */
export function confidentialityArticle(): Article {
  return {
    title: '비밀유지',
    body: `① 회사와 고객사는 계약을 이행하면서 알게 된 상대방의 영업상 비밀, 임직원 정보, 거래 조건을 상대방의 서면 동의 없이 제3자에게 공개하거나 계약 이행 외의 목적으로 사용하지 않습니다.
② 제1항의 의무는 계약 기간은 물론 계약 종료 후 1년간 유지됩니다.
③ 법령에 따라 공개가 요구되는 정보, 이미 공개된 정보, 상대방에게서 받기 전부터 적법하게 보유하던 정보는 제1항의 비밀에 해당하지 않습니다.`,
  };
}

/** One-year term that renews itself unless written notice arrives 30 days before the end. */
export function renewalArticle(): Article {
  return {
    title: '계약 기간 및 자동 갱신',
    body: `① 계약 기간은 개별 계약에서 정한 서비스 개시일부터 1년으로 합니다.
② 계약 만료일 30일 전까지 어느 당사자도 서면으로 갱신 거절이나 조건 변경 의사를 알리지 않으면 계약은 같은 조건으로 1년씩 자동 갱신됩니다.
③ 갱신된 계약에도 이 약관이 그대로 적용됩니다.`,
  };
}

/** The clauses of spec 2 §9 "Rental, quick delivery and purchasing terms", in the order they appear. */
export function monthlyContractArticles(options: MonthlyContractOptions): Article[] {
  return [
    depositArticle(),
    siteChangeArticle(options),
    breachArticle(),
    earlyTerminationArticle(options),
    confidentialityArticle(),
    renewalArticle(),
  ];
}
