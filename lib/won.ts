/** An amount of money as Korean screens write it: 12,300원. One formatter for every area. */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
