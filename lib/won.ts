/**
 * An amount of money as Korean screens write it: 12,300원; '-' when there is no amount (not quoted
 * yet, not a number). One formatter for every area, free of dependencies so the public tree can load it.
 */
export const won = (amount: number | null | undefined): string =>
  amount === null || amount === undefined || !Number.isFinite(amount)
    ? '-'
    : `${amount.toLocaleString('ko-KR')}원`;
