import type { Article } from './build';

/**
 * The gift service clauses of spec 2 §9 "Gift service terms" and §4 "Event and gift": fee, mandatory
 * period and penalty, deposit, the choose-message flow, correction and refund, mobile vouchers. The
 * birthday terms (birth24) and the gift terms (sending24) both carry them, so they are written once.
 */

/** 3,000 won per person; none for promotion contracts. */
export function giftFeeArticle(): Article {
  return {
    title: '이용요금',
    body: `① 서비스 이용료는 계약 인원 1인당 3,000원이며, 매월 계약 인원을 기준으로 부과합니다.
② 회사와 고객사가 프로모션 계약을 맺은 경우에는 서비스 이용료를 부과하지 않습니다.
③ 선물 상품의 대금은 이용료와 별도로, 수신자가 선택하거나 고객사가 지정한 상품의 판매 가격을 기준으로 정산합니다.
④ 회사는 매월 이용료와 상품 대금을 합산한 월별 정산서를 포털에 게시합니다.`,
  };
}

/** Mandatory use period of 1 year; penalty = headcount × 0.3 × 3,000 × remaining months. */
export function giftPenaltyArticle(): Article {
  return {
    title: '의무 사용 기간 및 위약금',
    body: `① 서비스의 의무 사용 기간은 서비스 개시일부터 1년입니다.
② 고객사가 의무 사용 기간 안에 자신의 사정으로 계약을 해지하는 경우 다음 산식에 따른 위약금을 지급합니다.
위약금 = 계약 인원 × 0.3 × 3,000원 × 잔여 개월 수
③ 제2항의 계약 인원은 해지 신청일 현재의 계약 인원으로 하고, 잔여 개월 수는 해지일이 속한 달의 다음 달부터 의무 사용 기간이 끝나는 달까지의 개월 수로 합니다.
④ 프로모션 계약, 회사의 책임 있는 사유로 인한 해지, 고객사에 불리한 약관 변경에 따른 해지에는 위약금을 부과하지 않습니다.`,
  };
}

/** Deposit = per-person budget × 5 persons; deduction notice 3 business days, top-up 15 business days. */
export function giftDepositArticle(): Article {
  return {
    title: '보증금',
    body: `① 고객사는 선물 상품 대금의 지급을 담보하기 위하여 서비스 개시 전까지 다음 산식에 따른 보증금을 예치합니다.
보증금 = 1인당 예산 × 5인
② 이벤트나 대상자에 따라 1인당 예산이 서로 다른 경우에는 그중 가장 낮은 예산을 기준으로 합니다.
③ 고객사가 상품 대금이나 이용료를 연체한 경우 회사는 보증금에서 그 금액을 공제할 수 있으며, 공제한 날부터 3영업일 이내에 공제 금액과 사유를 고객사에 통지합니다.
④ 고객사는 제3항의 통지를 받은 날부터 15영업일 이내에 공제된 금액만큼 보증금을 보충하여야 하며, 보충하지 않으면 회사는 보충될 때까지 선물 발송을 멈출 수 있습니다.
⑤ 회사는 계약이 끝나면 미정산 금액을 공제한 보증금 잔액을 정산을 마친 날부터 15영업일 이내에 반환합니다. 공제할 금액이 없는 경우에는 계약 종료일로부터 15일 이내에 반환합니다.`,
  };
}

/** The flow: choose-message -> pick -> delivery or exchange (spec 2 §4 "Event and gift"). */
export function giftFlowArticle(): Article {
  return {
    title: '선물 발송 절차',
    body: `① 고객사는 관리자 페이지에서 수신자 정보(이름, 휴대전화번호, 발송일)와 이벤트 정보(이벤트명, 날짜, 메시지 문구)를 등록합니다.
② 회사는 발송일에 수신자에게 축하 카드와 선물 선택 링크가 담긴 선택 메시지를 문자(SMS, MMS, LMS) 또는 메신저로 보냅니다.
③ 수신자는 선택 메시지의 링크에서 고객사가 정한 예산 범위의 상품을 고르고, 회사는 고른 상품을 배송하거나 모바일 상품권으로 발행합니다.
④ 고객사가 선물 설정 화면에서 상품, 가격, 유효기간, 수신자를 확인하였다는 항목에 체크하고 선물 발송 버튼을 누르면 발송이 확정됩니다.
⑤ 수신자 정보의 오류로 메시지가 도달하지 않거나 잘못된 사람에게 도달한 경우의 책임은 정보를 등록한 고객사에 있습니다.`,
  };
}

/** Correction before any exchange; no cancel or refund once any part was exchanged. */
export function giftCorrectionArticle(): Article {
  return {
    title: '수신자 정정, 취소 및 환불',
    body: `① 고객사는 수신자가 상품을 교환하기 전까지 관리자 페이지에서 수신자 정보를 정정하거나 발송을 취소할 수 있습니다. 이 경우 선택 메시지는 정정된 수신자에게 다시 발송됩니다.
② 선물의 일부라도 교환된 경우에는 취소 및 환불을 할 수 없습니다.
③ 배송 상품은 출고된 뒤에는 취소할 수 없으며, 상품 하자나 오배송이 있는 경우 회사가 교환 또는 재발송합니다.
④ 교환되지 않은 선물의 취소 대금은 다음 달 정산에서 차감합니다.`,
  };
}

/** Mobile vouchers of the item-exchange or amount type. */
export function mobileVoucherArticle(): Article {
  return {
    title: '모바일 상품권',
    body: `① 회사가 발행하는 모바일 상품권은 특정 상품과 바꿀 수 있는 교환형과, 정해진 금액 안에서 자유롭게 사용할 수 있는 금액형으로 나뉩니다.
② 모바일 상품권의 유효기간, 사용처, 잔액 환불 조건은 상품권에 표시된 발행사의 기준에 따릅니다.
③ 금액형 상품권의 잔액과 유효기간이 지난 상품권의 처리는 발행사의 약관과 관련 법령에 따릅니다.`,
  };
}

/** The gift clauses in the order the gift documents print them. */
export function giftArticles(): Article[] {
  return [
    giftFlowArticle(),
    giftCorrectionArticle(),
    mobileVoucherArticle(),
    giftFeeArticle(),
    giftDepositArticle(),
    giftPenaltyArticle(),
  ];
}
