import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryBody } from '../../schemas/inquiry';
import { inquiries } from '../../server/db/schema';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 10_000 });
  t.clock.set('2025-06-01T03:00:00Z'); // 12:00 in Seoul
});
afterAll(() => t.close());

const inquiry = (i: number): InquiryBody => ({
  inquiryServiceType: 'OFFICE',
  companyName: `동시접수 ${i}`,
  contactName: '박담당',
  cellphone: `010${String(10_000_000 + i)}`,
  email: `visitor-${i}@example.com`,
  inquiryContents: '사무용품 정기 배송 견적을 받고 싶습니다.',
  contact_privacy_policy: true,
  isPrivateAgree: 'Y',
  bcode: '',
  tracking: {},
});
const submit = (i: number) =>
  t.app.inject({ method: 'POST', url: '/homepage/v2/inquiry', payload: inquiry(i) as object });

describe('inquiries submitted at the same moment', () => {
  it('gives 50 simultaneous inquiries 50 different receipt numbers and stores them all', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => submit(i)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const numbers = answers.map((answer) => answer.json().receiptNo as string);
    expect(numbers.every((number) => /^Q-20250601-\d{4}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(50);
    const stored = await t.database.db
      .select({ receiptNo: inquiries.receiptNo, companyName: inquiries.companyName })
      .from(inquiries)
      .where(like(inquiries.receiptNo, 'Q-20250601-%'));
    expect(stored.map((row) => row.receiptNo).sort()).toEqual([...numbers].sort());
    expect(new Set(stored.map((row) => row.companyName)).size).toBe(50);
  });

  it('continues after numbers stored before the counter existed, and starts again the next day', async () => {
    t.clock.set('2025-06-02T03:00:00Z');
    // An inquiry written before the day's counter row: the counter starts after it.
    await t.database.db.insert(inquiries).values({
      receiptNo: 'Q-20250602-0041',
      inquiryServiceType: 'OFFICE',
      companyName: '이전 접수',
      contactName: '김담당',
      cellphone: '01099990000',
      email: 'earlier@example.com',
      inquiryContents: '이전에 접수된 문의',
      isPrivateAgree: 'Y',
    });
    const answers = await Promise.all([submit(100), submit(101)]);
    expect(answers.map((answer) => answer.json().receiptNo).sort()).toEqual([
      'Q-20250602-0042',
      'Q-20250602-0043',
    ]);
    t.clock.set('2025-06-03T03:00:00Z');
    expect((await submit(102)).json().receiptNo).toBe('Q-20250603-0001');
  });
});
