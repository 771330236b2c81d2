/**
 * "01041237788" -> "010-4123-7788", "0215447788" -> "02-1544-7788", "0311234567" -> "031-123-4567".
 * Shown this way on every screen; stored and exported values stay digits only. Anything that is not
 * a phone number is shown as it is.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const parts = /^(02|0\d{2})(\d{3,4})(\d{4})$/.exec(digits);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : value;
}
