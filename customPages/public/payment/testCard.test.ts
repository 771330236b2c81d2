import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../../lib/card';
import { CARD_MESSAGES, TEST_CARDS, cardErrors, chargeTestCard, expiryValid } from './testCard';

const now = new Date('2025-06-15T00:00:00+09:00');
const card = { number: TEST_CARDS.approve, expiry: '1230', owner: '900101', password2: '12' };

describe('test card gateway', () => {
  it('approves the approve card and declines the decline card with the Korean message', () => {
    const approved = chargeTestCard(card, now, () => 0.5);
    expect(approved).toEqual({
      ok: true,
      approval: { approvalNo: '50000000', cardLast4: '4242', approvedAt: now.toISOString() },
    });
    expect(chargeTestCard({ ...card, number: TEST_CARDS.decline }, now)).toEqual({
      ok: false,
      message: CARD_MESSAGES.declined,
    });
  });

  it('checks number, expiry, owner and password digits', () => {
    expect(cardErrors(card, now)).toEqual({});
    expect(
      cardErrors({ number: '4242424242424241', expiry: '0525', owner: '123', password2: '' }, now),
    ).toEqual({
      number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expired,
      owner: CARD_MESSAGES.owner,
      password2: CARD_MESSAGES.password2,
    });
    expect(expiryValid('0625', now)).toBe(true);
    expect(expiryValid('1325', now)).toBeNull();
  });

  it('finds every single-digit typo in a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = TEST_CARDS.approve.split('');
        digits[position] = String((Number(digits[position]) + delta) % 10);
        expect(luhnValid(digits.join(''))).toBe(false);
      }),
    );
  });
});
