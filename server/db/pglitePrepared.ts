import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import type {
  BackendMessage,
  DataRowMessage,
  ParameterDescriptionMessage,
  RowDescriptionMessage,
} from 'pg-protocol/dist/messages';
import { serialize } from 'pg-protocol';
import { MAX_NAMED_PER_CONNECTION, type StatementObserver } from './namedStatements';

/**
 * Prepared statements on the embedded database, at the client, so no handler has to ask for them.
 *
 * PGlite's `query` sends every statement as a new unnamed one: Parse, Describe, Bind, Describe,
 * Execute, Sync, so PostgreSQL parses and plans it on every call. On a by-id read that is about nine
 * tenths of the time the database takes. Here the first call of a text parses it once under a name
 * and learns its parameter and column types; every later call is only Bind, Execute and Sync on
 * that statement. PGlite is one session, so a name lives as long as the database is open (named
 * statements outlive a transaction's rollback).
 *
 * Left to PGlite's own path: before `enabled()` (migrations), a text with several statements (the
 * extended protocol takes one), a query that moves a file (`blob`) or names its parameter types,
 * and, past `MAX_NAMED_PER_CONNECTION`, new texts: a text that changes with its values (an IN list
 * of varying length) must not fill the memory.
 */
interface Statement {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}
type Parser = (value: string, typeId: number) => unknown;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
  serializers?: Record<number, (value: unknown) => string>;
  blob?: unknown;
  paramTypes?: unknown;
}
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/** The parts of PGlite's client this needs beyond its public query API. */
interface Client {
  parsers: Record<number, Parser>;
  serializers: Record<number, (value: unknown) => string>;
  execProtocolStream(message: Uint8Array, options: { syncToFs: boolean }): Promise<BackendMessage[]>;
  syncToFs(): Promise<void>;
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
}

/** One statement: no `;` before the (optional) trailing one. */
const singleStatement = (text: string) => !/;\s*\S/.test(text);

/** The error PGlite's own query throws: the database's, with the query it came from. */
function asQueryError(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined) {
  if (error && typeof error === 'object' && 'severity' in error)
    Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

export function prepareStatements(pglite: PGlite, enabled: () => boolean, observers: Set<StatementObserver>) {
  const client = pglite as unknown as Client;
  const statements = new Map<string, Statement>();
  let named = 0;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const name = `s${++named}`;
    for (const observe of observers) observe({ name, text });
    await send(serialize.parse({ name, text }));
    const described = await send(serialize.describe({ type: 'S', name }));
    const params = described.find((m) => m.name === 'parameterDescription') as ParameterDescriptionMessage;
    const row = described.find((m) => m.name === 'rowDescription') as RowDescriptionMessage | undefined;
    const statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (row?.fields ?? []).map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    };
    statements.set(text, statement);
    return statement;
  }

  /** Bind, Execute and Sync on the named statement; the answer as PGlite's own query gives it. */
  async function execute(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results> {
    for (let attempt = 0; ; attempt++) {
      const kept = statements.get(text);
      try {
        const statement = kept ?? (await prepare(text));
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[index]!;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const bound = await send(serialize.bind({ statement: statement.name, values: values as string[] }));
        return resultOf(statement, [...bound, ...(await send(serialize.execute({})))], options);
      } catch (error) {
        // A table changed under a kept statement ("cached plan must not change result type"):
        // it is prepared again, once.
        if (kept && attempt === 0 && (error as { code?: string }).code === '0A000') {
          statements.delete(text);
          continue;
        }
        throw asQueryError(error, text, params, options);
      } finally {
        await send(serialize.sync());
      }
    }
  }

  function resultOf(statement: Statement, messages: BackendMessage[], options: QueryOptions | undefined) {
    const { fields } = statement;
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID] ?? null,
    );
    const cell = (value: string | null, index: number) => {
      const parse = parsers[index];
      return value === null || !parse ? value : parse(value, fields[index]!.dataTypeID);
    };
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command: string | undefined;
    let rowCount: number | undefined;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as DataRowMessage).fields as (string | null)[];
        rows.push(
          options?.rowMode === 'array'
            ? values.map(cell)
            : Object.fromEntries(values.map((value, index) => [fields[index]!.name, cell(value, index)])),
        );
      } else if (message.name === 'commandComplete') {
        const words = (message as unknown as { text: string }).text.split(' ');
        const count = Number.parseInt(words[words.length - 1]!, 10);
        command = words[0];
        if (!Number.isNaN(count)) rowCount = count;
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command!)) affectedRows += count;
      }
    }
    return { rows, fields, affectedRows, command, rowCount } as Results;
  }

  const preparable = (text: unknown, options: QueryOptions | undefined): text is string =>
    enabled() &&
    typeof text === 'string' &&
    !options?.blob &&
    !options?.paramTypes &&
    singleStatement(text) &&
    (statements.has(text) || statements.size < MAX_NAMED_PER_CONNECTION);

  const unnamed = (text: unknown) => {
    for (const observe of observers) observe({ name: '', text: String(text) });
  };

  const query = pglite.query.bind(pglite) as Query;
  pglite.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!preparable(text, options)) {
      unnamed(text);
      return query(text, params, options);
    }
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await execute(text, params, options);
        // As PGlite's own query: outside a transaction, what changed reaches the files now.
        await client.syncToFs();
        return result;
      }),
    );
  }) as PGlite['query'];

  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const own = tx.query.bind(tx) as Query;
      const query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!preparable(text, options)) {
          unnamed(text);
          return own(text, params, options);
        }
        if (tx.closed) throw new Error('Transaction is closed');
        return client._runExclusiveQuery(() => execute(text, params, options));
      }) as Transaction['query'];
      return callback(Object.assign(tx, { query }));
    });
  return pglite;
}
