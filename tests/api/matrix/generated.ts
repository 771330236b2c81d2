import { asc, eq } from 'drizzle-orm';
import { parseCallKey, pathParameters } from '../../../server/api/defineRoutes';
import type { CallKey, Declaration } from '../../../server/api/types';
import { companyMembers } from '../../../server/db/schema';
import { idKind, type IdKind } from '../../../server/services/idKinds';
import { createIdCodec } from '../../../server/services/ids';
import { testSettings } from '../../../server/settings';
import { ADMIN } from '../testApp';
import type { CallExample } from './examples';
import { validValue } from './validValue';
import type { World } from './world';

// The test app's id key is fixed (testSettings), so the test encodes like the server.
const codec = createIdCodec(testSettings().secrets.idKey);

/** The first row of 한빛솔루션 (the administrator's company) of one of `kinds`, encrypted. */
async function seededId(world: World, kinds: readonly IdKind[]): Promise<string | null> {
  const { db } = world.t.database;
  const [admin] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.email, ADMIN));
  for (const kind of kinds) {
    const table = idKind(kind).owner;
    if (!table) continue;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.companyId, admin!.companyId))
      .orderBy(asc(table.id))
      .limit(1);
    if (row) return codec.encode(kind, row.id as number);
  }
  return null;
}

/** Values as a path or query string carries them: text, a list as repeated keys. */
function asQueryText(value: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      Array.isArray(item) ? item.map((one) => String(one)) : String(item),
    ]),
  );
}

/**
 * The example of a read call whose request its declaration describes in full: a path id of a kind
 * that belongs to a company is 한빛솔루션's first row of that kind, other path parameters and the
 * query are the smallest valid values of their schemas (a list call needs no query at all). Writes,
 * warehouse calls (their own headers) and calls whose schemas the generator cannot satisfy get
 * none: they keep a hand-written example in examples.ts. Every caller sends the same request, so
 * the other company's administrator sends 한빛솔루션's ids.
 */
export function generatedExample(key: CallKey, declaration: Declaration): CallExample | undefined {
  const { method, path } = parseCallKey(key);
  if (method !== 'GET' || declaration.access === 'warehouse' || declaration.multipart) return undefined;
  const declaredIds = declaration.ids ?? {};
  // Two ids in one path are usually one row and its parent: which pairs belong together is state.
  if (Object.keys(declaredIds).length > 1) return undefined;
  const otherNames = pathParameters(path).filter((name) => !(name in declaredIds));
  let params: Record<string, unknown> = {};
  if (otherNames.length) {
    const made = declaration.params ? validValue(declaration.params) : undefined;
    if (!made) return undefined;
    params = asQueryText(made.value as Record<string, unknown>);
    // A path carries text: the schema must take the values as text.
    if (!declaration.params!.safeParse(params).success) return undefined;
  }
  for (const declared of Object.values(declaredIds)) {
    const kinds: readonly IdKind[] = typeof declared === 'string' ? [declared] : declared;
    if (!kinds.some((kind) => idKind(kind).owner)) return undefined;
  }
  let search = '';
  const query = 'query' in declaration ? declaration.query : undefined;
  if (query) {
    const made = validValue(query);
    if (!made) return undefined;
    const text = asQueryText(made.value as Record<string, unknown>);
    if (!query.safeParse(text).success) return undefined;
    const entries = Object.entries(text).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
    );
    if (entries.length) search = `?${new URLSearchParams(entries).toString()}`;
  }
  return {
    make: async (world) => {
      const values: Record<string, string> = {};
      for (const [name, declared] of Object.entries(declaredIds)) {
        const kinds: readonly IdKind[] = typeof declared === 'string' ? [declared] : declared;
        const id = await seededId(world, kinds);
        if (id === null)
          throw new Error(
            `${key}: 한빛솔루션에 ${kinds.join(', ')} 행이 없습니다 (시드에 추가하거나 examples.ts 에 예시를 쓰세요)`,
          );
        values[name] = id;
      }
      for (const name of otherNames) values[name] = String(params[name]);
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
      return { url: `${url}${search}` };
    },
  };
}
