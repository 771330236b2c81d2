import { beforeEach, describe, expect, it } from 'vitest';
import {
  allWrites,
  answers,
  flushWrites,
  putWrite,
  removeWrite,
  type Answer,
  type QueuedWrite,
} from './offlineQueue';
import { writeLabel } from './wmsApi';

// jsdom has no IndexedDB: the queue keeps its writes in memory, with the same rules.
let made = 0;
const write = (key: string, change: Partial<QueuedWrite> = {}): QueuedWrite => ({
  key,
  method: 'POST',
  path: `/homepage/v2/wms/receipts/r/receive`,
  body: '{}',
  label: '입고 처리',
  screen: '/wms/store/receipt/r',
  account: 'worker@example.com',
  createdAt: ++made,
  status: 'pending',
  ...change,
});
const ok: Answer = { status: 200, text: '{}', message: '' };
const refused: Answer = { status: 409, text: '{}', message: '재고가 부족합니다.' };

describe('the write queue', () => {
  beforeEach(async () => {
    for (const row of await allWrites()) await removeWrite(row.key);
    answers.clear();
  });

  it('sends in the order made, each once with its key; a refusal becomes a conflict, the rest go on', async () => {
    await putWrite(write('a'));
    await putWrite(write('b'));
    await putWrite(write('c'));
    const sent: string[] = [];
    await flushWrites('worker@example.com', async (row) => {
      sent.push(row.key);
      return row.key === 'b' ? refused : ok;
    });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await allWrites()).toEqual([
      expect.objectContaining({
        key: 'b',
        status: 'conflict',
        answerStatus: 409,
        message: '재고가 부족합니다.',
      }),
    ]);
    // A second round has nothing left to send.
    await flushWrites('worker@example.com', async (row) => (sent.push(row.key), ok));
    expect(sent).toHaveLength(3);
  });

  it('stops at a write with no answer (or a 5xx, a 401) and keeps it and those after it', async () => {
    await putWrite(write('a'));
    await putWrite(write('b'));
    const sent: string[] = [];
    await flushWrites('worker@example.com', async (row) => (sent.push(row.key), null));
    expect(sent).toEqual(['a']);
    await flushWrites('worker@example.com', async () => ({ status: 503, text: '', message: '' }));
    expect((await allWrites()).map((row) => [row.key, row.status])).toEqual([
      ['a', 'pending'],
      ['b', 'pending'],
    ]);
  });

  it("sends only the worker's own writes, and gives a waiting caller its answer instead of a conflict", async () => {
    await putWrite(write('mine'));
    await putWrite(write('theirs', { account: 'other@example.com' }));
    await flushWrites('worker@example.com', async () => refused, 'mine');
    expect(answers.get('mine')).toEqual(refused);
    expect((await allWrites()).map((row) => row.key)).toEqual(['theirs']);
  });

  it('runs one round at a time: two at once send a write once', async () => {
    await putWrite(write('a'));
    let sends = 0;
    const transmit = async () => {
      sends += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return ok;
    };
    await Promise.all([
      flushWrites('worker@example.com', transmit),
      flushWrites('worker@example.com', transmit),
    ]);
    expect(sends).toBe(1);
  });
});

describe('a queued write in the worker’s words', () => {
  it("names what was done and how many, in the product's unit", () => {
    const receive = '{"lines":[{"quantity":2},{"quantity":3}]}';
    expect(writeLabel('/homepage/v2/wms/receipts/x/receive', receive, '박스')).toBe('입고 처리 5박스');
    // Lines in different units do not add up: the products are counted.
    expect(writeLabel('/homepage/v2/wms/receipts/x/receive', receive)).toBe('입고 처리 2품목');
    expect(writeLabel('/homepage/v2/wms/warehouses/w/display', '{"quantity":4}', '봉')).toBe('진열 4봉');
    expect(writeLabel('/homepage/v2/wms/warehouses/w/display', '{"quantity":4}')).toBe('진열 4개');
    expect(writeLabel('/homepage/v2/wms/stock-checks/c/finish', '{}')).toBe('재고 조사 완료');
  });
});
