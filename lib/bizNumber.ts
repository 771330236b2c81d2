/**
 * The Korean business registration number (사업자등록번호): 10 digits, written 123-45-67890, whose
 * last digit is a check digit over the first nine (weights 1 3 7 1 3 7 1 3 5, plus the tens of the
 * ninth digit times 5). One definition for the sign-up form, its schema and the server.
 */

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The digits of what was typed (hyphens and spaces dropped). */
export const bizNumberDigits = (value: string) => value.replace(/[\s-]/g, '');

/** True for 10 digits whose check digit is right. */
export function bizNumberValid(value: string): boolean {
  const digits = bizNumberDigits(value);
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = 0;
  WEIGHTS.forEach((weight, index) => {
    sum += d[index]! * weight;
  });
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** 1234567890 -> 123-45-67890; anything that is not 10 digits is returned as typed. */
export function formatBizNumber(value: string): string {
  const digits = bizNumberDigits(value);
  if (!/^\d{10}$/.test(digits)) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** A number with a right check digit made from nine leading digits (seed and tests). */
export function withCheckDigit(nine: string): string {
  for (let last = 0; last <= 9; last += 1) {
    if (bizNumberValid(`${nine}${last}`)) return formatBizNumber(`${nine}${last}`);
  }
  throw new Error('nine digits expected');
}
