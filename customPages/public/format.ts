/** 12000 -> "12,000원". */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
