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

/** From this figure up, a summary writes an amount in 만 and 억 units (100만원). */
export const KOREAN_WON_FROM = 1_000_000;

/**
 * A won amount as Korean summaries write large figures, exactly (nothing is rounded away):
 * 12,500,000 → 1,250만원, 1,234,500,000 → 12억 3,450만원, 12,345,678 → 1,234만 5,678원. Below
 * 100만원 the plain form (lib/won) is the easier one to read, and is returned.
 */
export function koreanWon(amount: number): string {
  if (!Number.isFinite(amount)) return '-';
  const value = Math.abs(Math.trunc(amount));
  if (value < KOREAN_WON_FROM) return `${Math.trunc(amount).toLocaleString('ko-KR')}원`;
  const units = [
    [Math.floor(value / 100_000_000), '억'],
    [Math.floor((value % 100_000_000) / 10_000), '만'],
    [value % 10_000, ''],
  ] as const;
  const parts = units
    .filter(([figure]) => figure > 0)
    .map(([figure, unit]) => `${figure.toLocaleString('ko-KR')}${unit}`);
  return `${amount < 0 ? '-' : ''}${parts.join(' ')}원`;
}
