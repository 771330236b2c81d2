import type { PGlite } from '@electric-sql/pglite';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Makes the embedded database serve requests in the order they arrive, one statement per turn of
 * the event loop.
 *
 * PGlite runs every statement on the main thread and hands its lock to the next waiting statement
 * in a microtask, so under load a whole queue of statements runs without the event loop ever
 * reading a socket, and Node accepts only one new connection per loop turn. Connections opened
 * during a burst then waited seconds for their first answer while the connections already being
 * served took every turn. Here statements (and whole transactions) wait in one first-in-first-out
 * line, and the loop turns once between them: each turn reads what has arrived and accepts a new
 * connection, whose statements join the end of the line. On an idle server the cost is one loop
 * turn, a few microseconds.
 *
 * Statements inside a transaction go through the transaction's own handle and never queue here.
 */
export function takeTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = last.then(() => nextTurn()).then(run);
    last = result.catch(() => undefined);
    return result;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args: Parameters<typeof query>) => inTurn(() => query(...args));
  client.exec = (...args: Parameters<typeof exec>) => inTurn(() => exec(...args));
  client.transaction = <T>(callback: Parameters<typeof transaction<T>>[0]) =>
    inTurn(() => transaction(callback));
  return client;
}
