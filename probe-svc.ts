import { sql } from 'drizzle-orm';
import { openDatabase } from './server/db/client';
import { createIdCodec } from './server/services/ids';
import { listMembers, memberList } from './server/services/organisation/memberList';
const database = await openDatabase({ dataDir: '/tmp/benchdb' });
const ids = createIdCodec(Buffer.alloc(32, 7));
const ctx = { db: database.db, ids } as never;
const q = (s: ReturnType<typeof sql>) => database.db.execute(s).then((r) => (r as unknown as { rows: Array<Record<string, unknown>> }).rows);
const g = 6;
const req = memberList.parse({ filter: JSON.stringify({ groupId: ids.encode('group', g) }), sort: '["name","ASC"]', range: '[100,149]' });
const time = async (label: string, f: () => Promise<unknown>, n = 300) => {
  for (let i = 0; i < 20; i++) await f();
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(label.padEnd(30), ((performance.now() - t) / n).toFixed(3), 'ms');
};
for (let round = 0; round < 2; round++) {
  await time('select 1', () => q(sql`select 1`));
  await time('session-like (pk lookup)', () => q(sql`select * from company_members where id = 5`));
  await time('listMembers', () => listMembers(ctx, 1, req));
  await time('count 11k', () => q(sql`select count(*) from company_members where company_id = 1 and group_id = ${g}`));
  await time('page only', () => q(sql`select m.*, g.name from company_members m left join groups g on g.id = m.group_id where m.company_id = 1 and m.group_id = ${g} order by m.name, m.id limit 50 offset 100`));
  await time('page ids only', () => q(sql`select m.id from company_members m where m.company_id = 1 and m.group_id = ${g} order by m.name, m.id limit 50 offset 100`));
}
console.log((await q(sql`explain analyze select count(*) from company_members where company_id = 1 and group_id = ${g}`)).map((r) => r['QUERY PLAN']).join('\n'));
await database.close();
