import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './server/db/client';
import { createIdCodec } from './server/services/ids';
import { listMembers, memberList } from './server/services/organisation/memberList';
import { z } from 'zod';
import { memberRecord } from './schemas/members';
const database = await openDatabase({ dataDir: '/tmp/benchdb' });
const client = (database.db as unknown as { $client: PGlite }).$client;
const ids = createIdCodec(Buffer.alloc(32, 7));
const ctx = { db: database.db, ids } as never;
const req = memberList.parse({ filter: JSON.stringify({ groupId: ids.encode('group', 6) }), sort: '["name","ASC"]', range: '[100,149]' });
let captured = '';
const orig = client.query.bind(client);
(client as unknown as { query: typeof orig }).query = ((text: string, params: unknown[], opts: unknown) => { captured = text; return orig(text, params as never, opts as never); }) as typeof orig;
await listMembers(ctx, 1, req);
(client as unknown as { query: typeof orig }).query = orig;
console.log(captured);
const page = await listMembers(ctx, 1, req);
const bestOf: Record<string, number> = {};
const time = async (label: string, f: () => unknown) => {
  for (let i = 0; i < 5; i++) await f();
  const t = performance.now();
  for (let i = 0; i < 100; i++) await f();
  bestOf[label] = Math.min(bestOf[label] ?? Infinity, (performance.now() - t) / 100);
};
for (let round = 0; round < 4; round++) {
  await time('listMembers', () => listMembers(ctx, 1, req));
  await time('raw same sql', () => client.query(captured, [6, 1, 1, 6, 50, 100]));
  await time('zod encode', () => JSON.stringify(z.encode(z.array(memberRecord), page.rows)));
  await time('stringify', () => JSON.stringify(page.rows));
  await time('51 id encodes', () => { for (let i = 0; i < 51; i++) ids.encode('member', i); });
}
console.log(bestOf);
await database.close();
