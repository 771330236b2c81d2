import { desc, inArray } from 'drizzle-orm';
import { jobs } from '../../../server/db/schema';
import { MESSAGE_SEND, MESSAGE_SEND_BATCH, type OutgoingMessage } from '../../../server/messaging/sender';
import { listUrl } from '../organisation/helpers';
import type { TestApp } from '../testApp';

export const EVENTS = '/birth/v3/events';
export const AGREEMENT = {
  itemConfirmed: true,
  priceConfirmed: true,
  expiryConfirmed: true,
  recipientConfirmed: true,
};

type Headers = Record<string, string>;

/** Calls and returns status and JSON (or text). */
export async function send(t: TestApp, method: string, url: string, headers: Headers, payload?: unknown) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // a file or empty answer
  }
  return { status: response.statusCode, body: body as Record<string, unknown> & { message?: string } };
}

/** Like `send`, failing the test on anything but a success. */
export async function ok<T = Record<string, unknown>>(
  t: TestApp,
  method: string,
  url: string,
  headers: Headers,
  payload?: unknown,
): Promise<T> {
  const answer = await send(t, method, url, headers, payload);
  if (answer.status >= 300)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

let counter = 0;
/** A distinct valid phone for an imported subject. */
export const phone = () =>
  `0109${String(Date.now() % 1000).padStart(3, '0')}${String(++counter).padStart(4, '0')}`;

/** A recipient row as the subject sheet's columns give it: no e-mail (a recipient is reached by phone). */
export const importRow = (name: string, cellPhone = phone()) => ({
  name,
  cellPhone,
  gender: '',
  rank: '',
  eventDate: '19900101',
  lunar: '양력',
});

/**
 * An event ready to send: imported subjects, a card and the catalogue's items within the budget
 * (the cheapest is the default gift). Returns its id and its subjects' ids.
 */
export async function readyEvent(
  t: TestApp,
  headers: Headers,
  options: { names?: string[]; budget?: number; name?: string } = {},
) {
  const event = await ok<{ id: string }>(t, 'POST', EVENTS, headers, {
    name: options.name ?? `선물 이벤트 ${++counter}`,
    category: 'THANKS',
    repeat: 'ONCE',
    sendDate: '2030-01-02',
    sendHour: 10,
    budgetPerPerson: options.budget ?? 30_000,
    senderName: '인사팀',
  });
  const names = options.names ?? ['홍길동', '김영희'];
  await ok(t, 'POST', `${EVENTS}/${event.id}/subjects`, headers, {
    rows: names.map((name) => importRow(name)),
  });
  await ok(t, 'POST', `${EVENTS}/${event.id}/cards`, headers, {
    template: 'thanks01',
    message: '고맙습니다.',
  });
  const items = await ok<Array<{ id: string; price: number; kind: string }>>(
    t,
    'GET',
    listUrl(`${EVENTS}/${event.id}/gifts/items`, { range: [0, 99] }),
    headers,
  );
  await ok(t, 'PUT', `${EVENTS}/${event.id}/gifts`, headers, {
    itemIds: items.map((item) => item.id),
    defaultItemId: items[0]!.id,
  });
  const subjects = await ok<Array<{ id: string; name: string; cellPhone: string }>>(
    t,
    'GET',
    `${EVENTS}/${event.id}/subjects`,
    headers,
  );
  return { eventId: event.id, subjects, items };
}

/** The recipient token of the last message queued to a phone (alone or in a batch). */
export async function tokenSentTo(t: TestApp, cellPhone: string): Promise<string> {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(inArray(jobs.kind, [MESSAGE_SEND, MESSAGE_SEND_BATCH]))
    .orderBy(desc(jobs.id))
    .limit(200);
  for (const row of rows) {
    const payload = row.payload as OutgoingMessage | { messages: OutgoingMessage[] };
    const messages = 'messages' in payload ? [...payload.messages].reverse() : [payload];
    for (const message of messages) {
      const match = message.recipient === cellPhone ? message.body.match(/\/gift\/([\w-]+)/) : null;
      if (match) return match[1]!;
    }
  }
  throw new Error(`no gift link was sent to ${cellPhone}`);
}
