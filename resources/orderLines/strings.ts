/** Korean texts of 주문 내역 (field labels come from the ledger-line schema). */
export const ORDER_TEXT = {
  orders: '주문 내역',
  search: '내용 또는 분류 검색',
  allServices: '전체 서비스',
  monthTotals: (month: string, service: string, count: number, total: string) =>
    `${month} ${service} ${count.toLocaleString('ko-KR')}건 · 합계 ${total}`,
  amounts: (supply: string, vat: string) => `공급가액 ${supply} · 부가세 ${vat}`,
} as const;
