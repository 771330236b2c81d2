import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { CardAnswer, PaymentGateway } from './gateway';

/**
 * Test card numbers of the default gateway (README "서비스 신청"). Every other Luhn-valid number is
 * refused like an unknown card, so nothing but these numbers ever registers.
 */
export const TEST_CARDS: Record<string, { brand: string } | { declined: string; code: string }> = {
  '4242424242424242': { brand: '테스트비자카드' },
  '5555555555554444': { brand: '테스트마스터카드' },
  '9490222233334444': { brand: '테스트국민카드' },
  '4000000000000002': {
    declined: '카드사에서 승인을 거절했습니다. 카드사에 문의해주세요. (한도 초과 또는 사용 정지)',
    code: 'CARD_DECLINED',
  },
  '4000000000009995': { declined: '잔액이 부족하여 카드를 등록할 수 없습니다.', code: 'INSUFFICIENT_FUNDS' },
};
export const DECLINED_TEST_CARD = '4000000000000002';
const UNKNOWN_CARD = '등록할 수 없는 카드입니다. 카드 번호를 확인하거나 다른 카드를 사용해주세요.';
const EXPIRED = '유효기간이 지난 카드입니다.';
/** Account numbers ending in 0000 are refused by the test bank (a closed account). */
const CLOSED_ACCOUNT = '해지되었거나 입금할 수 없는 계좌입니다. 계좌 정보를 확인해주세요.';

/** The test gateway refuses charges above this amount (a card's limit), to exercise failures. */
export const CHARGE_LIMIT = 50_000_000;
const LIMIT_EXCEEDED = '결제 한도를 초과하여 결제하지 못했습니다. 카드사에 문의해주세요.';
const INVALID_AMOUNT = '결제 금액이 올바르지 않습니다.';

const token = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

function expired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  // A card is valid through the last day of its month.
  const end = Date.UTC(2000 + year, month, 1);
  return now.getTime() >= end;
}

/** The default gateway: deterministic answers for the listed numbers, no network. */
export function createTestGateway(): PaymentGateway {
  return {
    async registerCard(request, now): Promise<CardAnswer> {
      if (expired(request.expiry, now)) return { approved: false, code: 'EXPIRED', message: EXPIRED };
      const known = TEST_CARDS[request.cardNumber];
      if (!known) return { approved: false, code: 'UNKNOWN_CARD', message: UNKNOWN_CARD };
      if ('declined' in known) return { approved: false, code: known.code, message: known.declined };
      return {
        approved: true,
        token: token('card'),
        brand: known.brand,
        last4: request.cardNumber.slice(-4),
      };
    },
    async sendDeposit(request) {
      if (request.accountNumber.endsWith('0000'))
        return { sent: false, code: 'CLOSED_ACCOUNT', message: CLOSED_ACCOUNT };
      return {
        sent: true,
        token: `bank_${createHash('sha256').update(randomBytes(16)).digest('hex').slice(0, 32)}`,
        code: String(randomInt(0, 10_000)).padStart(4, '0'),
        last4: request.accountNumber.slice(-4),
      };
    },
    async charge(request) {
      // Deterministic by key, so a repeated charge answers the first one's reference (idempotent).
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        return { paid: false, code: 'INVALID_AMOUNT', message: INVALID_AMOUNT };
      if (request.amount > CHARGE_LIMIT)
        return { paid: false, code: 'LIMIT_EXCEEDED', message: LIMIT_EXCEEDED };
      return {
        paid: true,
        reference: `pay_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`,
      };
    },
    async revoke() {},
  };
}
