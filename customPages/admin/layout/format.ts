/** Display formats of the admin shell and pages. Stored values stay digits-only. */

/** "1208812345" -> "120-88-12345"; anything else is shown as stored. */
export function formatRegistNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}

/** "01041237788" -> "010-4123-7788", "0215447788" -> "02-1544-7788", "0311234567" -> "031-123-4567". */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const seoul = /^(02)(\d{3,4})(\d{4})$/.exec(digits);
  const other = /^(0\d{2})(\d{3,4})(\d{4})$/.exec(digits);
  const parts = seoul ?? other;
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : value;
}
