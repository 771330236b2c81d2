/**
 * Short Korean amounts for chart axes: 1억 2,300만, 4,500만, 12만, 9,800. Whole 만 (10,000) and 억
 * (100,000,000) units, the remainder below 만 dropped once the amount reaches 만 (an axis tick, not
 * a bill: the exact figure stays in the table beside the chart, written with lib/won).
 */
export function shortKoreanAmount(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(Math.trunc(amount));
  if (value < 10_000) return `${sign}${value.toLocaleString('ko-KR')}`;
  const eok = Math.floor(value / 100_000_000);
  const man = Math.floor((value % 100_000_000) / 10_000);
  const parts = [];
  if (eok > 0) parts.push(`${eok.toLocaleString('ko-KR')}억`);
  if (man > 0) parts.push(`${man.toLocaleString('ko-KR')}만`);
  return sign + parts.join(' ');
}

/** The axis label of a won amount: `shortKoreanAmount` plus 원 (0 stays 0). */
export const axisWon = (amount: number) => (amount === 0 ? '0' : `${shortKoreanAmount(amount)}원`);
