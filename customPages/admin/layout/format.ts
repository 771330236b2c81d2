/** Display formats of the admin shell and pages. Stored values stay digits-only. */

/** "1208812345" -> "120-88-12345"; anything else is shown as stored. */
export function formatRegistNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}
