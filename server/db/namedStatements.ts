import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Named statements for every query on PostgreSQL, at the driver, so no handler has to ask for them.
 *
 * An unnamed statement is parsed and planned by the server on every call; a named one once per
 * connection, after which a call is only Bind and Execute. node-postgres names a statement when the
 * query carries a `name`, so each client of the pool gets a `query` that adds one derived from a
 * hash of the SQL text (drizzle's own `.prepare(name)` names are kept). The same text always gets
 * the same name, so a statement built per request (the query builder's output is the same text
 * for the same shape) is still parsed once per connection.
 *
 * Left unnamed: a text with several statements (the extended protocol takes one; only migrations and
 * seeds send those) and, past `MAX_NAMED_PER_CONNECTION`, new texts on that connection: a text that
 * changes with its values (an IN list of varying length) must not fill the server's memory.
 */
export const MAX_NAMED_PER_CONNECTION = 2000;

/** What the wire carried: a Parse (named or not) or a simple Query (always parsed anew). */
export interface StatementEvent {
  name: string;
  text: string;
}
export type StatementObserver = (event: StatementEvent) => void;

type QueryFn = (...args: unknown[]) => unknown;
interface WireConnection {
  parse(message: { text: string; name?: string }): void;
  query(text: string): void;
}

const nameOf = (text: string) => `q_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;

/** One statement: no `;` before the (optional) trailing one. */
const singleStatement = (text: string) => !/;\s*\S/.test(text);

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/**
 * Gives every client the pool opens named statements (once `enabled()` says so: migrations run
 * unnamed) and reports each Parse and simple Query to `observers` (tests check that reads send only
 * named statements).
 */
export function nameStatements(pool: pg.Pool, enabled: () => boolean, observers: Set<StatementObserver>) {
  pool.on('connect', (client) => {
    const names = new Set<string>();
    const original = client.query.bind(client) as QueryFn;
    const named = (...args: unknown[]) => {
      const [config, ...rest] = args;
      const shaped: QueryConfig | null =
        typeof config === 'string' ? { text: config } : config && typeof config === 'object' ? config : null;
      const text = shaped?.text;
      if (
        !enabled() ||
        !shaped ||
        typeof text !== 'string' ||
        shaped.name ||
        typeof shaped.submit === 'function' ||
        !singleStatement(text)
      )
        return original(...args);
      const name = nameOf(text);
      if (!names.has(name)) {
        if (names.size >= MAX_NAMED_PER_CONNECTION) return original(...args);
        names.add(name);
      }
      return original({ ...shaped, name }, ...rest);
    };
    (client as unknown as { query: QueryFn }).query = named;

    const connection = (client as unknown as { connection: WireConnection }).connection;
    const parse = connection.parse.bind(connection);
    const simple = connection.query.bind(connection);
    connection.parse = (message) => {
      for (const observe of observers) observe({ name: message.name ?? '', text: message.text });
      parse(message);
    };
    connection.query = (text) => {
      for (const observe of observers) observe({ name: '', text });
      simple(text);
    };
  });
}
