import { describe, expect, it } from 'vitest';
import { MASKED, diffRecords } from './audit';

describe('what the audit log keeps of a change', () => {
  it('masks secrets by field name at any depth, and long digit runs by their kind under any name', () => {
    const changes = diffRecords(null, {
      status: 'CHOSEN',
      chosen: {
        voucher: { code: '6679233383980964', expiresAt: '2027-01-01' },
        delivery: { code: 'A1', number: '6679 2333 8398 0964' },
        itemName: '커피 교환권',
      },
      links: [{ token: 'abcDEF123456789012345' }],
      memo: '1234-5678-9012-3456',
      cellPhone: '01012345678',
      registNumber: '214-86-52317',
      amount: 30000,
    });
    expect(changes.chosen!.after).toEqual({
      voucher: MASKED,
      delivery: { code: MASKED, number: MASKED },
      itemName: '커피 교환권',
    });
    expect(changes.links!.after).toEqual([{ token: MASKED }]);
    expect(changes.memo!.after).toBe(MASKED);
    // Phones, business numbers and amounts stay readable.
    expect(changes.cellPhone!.after).toBe('01012345678');
    expect(changes.registNumber!.after).toBe('214-86-52317');
    expect(changes.amount!.after).toBe(30000);
  });
});
