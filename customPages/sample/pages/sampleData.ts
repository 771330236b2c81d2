/** Demo orders for the table and pagination samples: deterministic, so every visit shows the same rows. */
export interface SampleOrder {
  id: string;
  company: string;
  service: string;
  amount: number;
  orderedAt: string;
}

const COMPANIES = [
  '한빛솔루션',
  '에이스스포츠코리아',
  '소담상회',
  '누리소프트',
  '다온물산',
  '바른회계법인',
  '새봄디자인',
];
const SERVICES = ['스낵24', '조식24', '선물24', '커피24', '클린24', '퀵24'];

/** `count` orders, newest first, from 2024-03-31 backwards. */
export function sampleOrders(count: number): SampleOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2024, 2, 31) - index * 86_400_000 * 0.7);
    return {
      id: `ORD-${String(24_000 + count - index).padStart(6, '0')}`,
      company: COMPANIES[(index * 3) % COMPANIES.length] ?? '',
      service: SERVICES[(index * 5) % SERVICES.length] ?? '',
      amount: 30_000 + ((index * 7919) % 97) * 5_000,
      orderedAt: day.toISOString().slice(0, 10),
    };
  });
}
