/** Test cards of the sample gateway: the first is approved, the second declined (like common test gateways). */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** "4242-4242-4242-4242" as it is typed: digits only, 16 at most, a dash every four. */
export function maskCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1-');
}

/** "MM/YY" as typed. */
export function maskExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Whether an MM/YY expiry is a real month not before `now`'s month. */
export function expiryValid(text: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** What the test gateway answers: approved for the approved test card, declined for anything else. */
export function testGatewayDecision(digits: string): 'approved' | 'declined' {
  return digits === TEST_CARDS.approved ? 'approved' : 'declined';
}
