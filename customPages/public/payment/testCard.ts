import { luhnValid } from '../../../lib/card';
/**
 * The test card gateway of the public payment screens: no money moves. A Luhn-valid, unexpired card is
 * approved, except the documented decline card. The numbers are the ones card test suites use.
 */
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
} as const;

export interface CardInput {
  number: string;
  /** MMYY digits. */
  expiry: string;
  /** YYMMDD of the holder, or a 10-digit business number for a corporate card. */
  owner: string;
  /** The first two digits of the card password. */
  password2: string;
}

export const CARD_MESSAGES = {
  number: '카드 번호를 정확하게 입력해주세요.',
  expiry: '유효기간을 MMYY 4자리로 정확하게 입력해주세요.',
  expired: '유효기간이 지난 카드입니다.',
  owner: '생년월일 6자리 또는 사업자등록번호 10자리를 입력해주세요.',
  password2: '비밀번호 앞 2자리를 입력해주세요.',
  declined: '카드사에서 승인을 거절했습니다. (한도 초과) 다른 카드로 다시 시도해주세요.',
} as const;

/** MMYY still valid in the month of `now` (a card works through the last day of its month). */
export function expiryValid(mmyy: string, now: Date): boolean | null {
  if (!/^\d{4}$/.test(mmyy)) return null;
  const month = Number(mmyy.slice(0, 2));
  if (month < 1 || month > 12) return null;
  const year = 2000 + Number(mmyy.slice(2));
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The first message of each wrong field. */
export function cardErrors(card: CardInput, now: Date): Partial<Record<keyof CardInput, string>> {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  if (!luhnValid(card.number)) errors.number = CARD_MESSAGES.number;
  const expiry = expiryValid(card.expiry, now);
  if (expiry === null) errors.expiry = CARD_MESSAGES.expiry;
  else if (!expiry) errors.expiry = CARD_MESSAGES.expired;
  if (!/^(\d{6}|\d{10})$/.test(card.owner)) errors.owner = CARD_MESSAGES.owner;
  if (!/^\d{2}$/.test(card.password2)) errors.password2 = CARD_MESSAGES.password2;
  return errors;
}

export interface Approval {
  approvalNo: string;
  cardLast4: string;
  approvedAt: string;
}

export type TestPaymentResult = { ok: true; approval: Approval } | { ok: false; message: string };

/** The test gateway's answer for a card that passed cardErrors. */
export function chargeTestCard(
  card: CardInput,
  now: Date,
  random: () => number = Math.random,
): TestPaymentResult {
  if (card.number === TEST_CARDS.decline) return { ok: false, message: CARD_MESSAGES.declined };
  const approvalNo = String(Math.floor(random() * 1e8)).padStart(8, '0');
  return {
    ok: true,
    approval: { approvalNo, cardLast4: card.number.slice(-4), approvedAt: now.toISOString() },
  };
}

/** "4242 4242 4242 4242" for display. */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
