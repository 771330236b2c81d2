/**
 * Korean telephone numbers as people write them, one rule for every screen, the member import
 * preview and the spreadsheet export. Stored values stay digits only; anything that is not a
 * number of a known plan is shown as it is.
 *
 * - mobile 010 (and the old 011, 016–019): 010-4123-7788, 011-123-4567
 * - Seoul 02: 02-123-4567, 02-1544-7788
 * - area codes 031–064, 070 internet phones, 080 free calls: 031-123-4567, 070-1234-5678
 * - personal numbers 050x (0505 and friends, four-digit prefix): 0505-123-4567, 0505-1234-5678
 * - nationwide representative numbers 15xx, 16xx, 18xx (eight digits, no area code): 1644-4624
 */
const PLANS: readonly RegExp[] = [
  /^(15\d{2}|16\d{2}|18\d{2})(\d{4})$/,
  /^(050\d)(\d{3,4})(\d{4})$/,
  /^(02)(\d{3,4})(\d{4})$/,
  /^(01[016789])(\d{3,4})(\d{4})$/,
  /^(0[3-6][1-5]|070|080)(\d{3,4})(\d{4})$/,
];

/** "01041237788" -> "010-4123-7788", "16444624" -> "1644-4624"; '' for null or ''. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/[\s.-]/g, '');
  if (!/^\d+$/.test(digits)) return value;
  for (const plan of PLANS) {
    const parts = plan.exec(digits);
    if (parts) return parts.slice(1).join('-');
  }
  return value;
}

/** The digits of what a person typed ("010-4123 7788" -> "01041237788"), for storage and checks. */
export function phoneDigits(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}
