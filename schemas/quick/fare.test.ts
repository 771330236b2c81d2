import { describe, expect, it } from 'vitest';
import { estimateFare } from './fare';
import { quickOrderNo } from './order';

describe('quick fare estimate', () => {
  it('charges at least the 3 km minimum inside one district, rounded up to 1,000 won', () => {
    expect(estimateFare('서울 강남구', '서울 강남구', 'MOTORCYCLE', false)).toEqual({ km: 3, amount: 12000 });
  });

  it('grows with distance and vehicle, and adds 30 % when urgent', () => {
    const near = estimateFare('서울 강남구', '서울 서초구', 'MOTORCYCLE', false)!;
    const far = estimateFare('서울 강남구', '경기 수원시', 'MOTORCYCLE', false)!;
    const truck = estimateFare('서울 강남구', '경기 수원시', 'TRUCK_1T', false)!;
    const urgent = estimateFare('서울 강남구', '경기 수원시', 'MOTORCYCLE', true)!;
    expect(far.amount).toBeGreaterThan(near.amount);
    expect(truck.amount).toBeGreaterThan(far.amount);
    expect(urgent.amount).toBeGreaterThanOrEqual(Math.floor((far.amount * 1.3) / 1000) * 1000);
    expect(urgent.amount % 1000).toBe(0);
  });

  it('has no estimate for an unknown area', () => {
    expect(estimateFare('', '서울 강남구', 'DAMAS', false)).toBeNull();
  });

  it('numbers orders with the Seoul date', () => {
    expect(quickOrderNo(new Date('2025-03-14T16:00:00Z'), () => 0)).toBe('QK-20250315-AAAAAA');
  });
});
