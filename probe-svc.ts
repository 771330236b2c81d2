import { sql } from 'drizzle-orm';
import { openDatabase } from './server/db/client';
import { createIdCodec } from './server/services/ids';
import { listMembers, memberList } from './server/services/organisation/memberList';
import { memberRecord } from './schemas/members';
import { z } from 'zod';
const database = await openDatabase({ dataDir: '/tmp/benchdb' });
const ids = createIdCodec(Buffer.alloc(32, 7));
const ctx = { db: database.db, ids } as never;
const q = (s: ReturnType<typeof sql>) => database.db.execute(s);
const req = memberList.parse({ filter: JSON.stringify({ groupId: ids.encode('group', 6) }), sort: '["name","ASC"]', range: '[100,149]' });
const bestOf: Record<string, number> = {};
const time = async (label: string, f: () => unknown) => {
  for (let i = 0; i < 10; i++) await f();
  const t = performance.now();
  for (let i = 0; i < 100; i++) await f();
  bestOf[label] = Math.min(bestOf[label] ?? Infinity, (performance.now() - t) / 100);
};
const page = await listMembers(ctx, 1, req);
for (let round = 0; round < 4; round++) {
  await time('select 1', () => q(sql`select 1`));
  await time('listMembers', () => listMembers(ctx, 1, req));
  await time('zod encode 50', () => JSON.stringify(z.encode(z.array(memberRecord), page.rows)));
  await time('encode 50 ids', () => { for (let i = 0; i < 50; i++) ids.encode('member', i); });
}
console.log(bestOf);
const plan = await q(sql`explain analyze select coalesce(json_agg(page.record order by page.position), '[]'::json), coalesce((select member_count from groups where id = 6 and company_id = 1), 0) from (select json_build_object('id', m.id, 'name', m.name) as record, row_number() over (order by m.name, m.id) as position from company_members m left join groups g on g.id = m.group_id where m.company_id = 1 and m.group_id = 6 order by m.name, m.id limit 50 offset 100) page`);
console.log((plan as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => r['QUERY PLAN']).join('\n'));
await database.close();
