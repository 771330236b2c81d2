import { sql } from 'drizzle-orm';
import { openDatabase } from './server/db/client';
const database = await openDatabase({ dataDir: '/tmp/benchdb' });
const { createIdCodec } = await import('./server/services/ids');
const { listMembers, memberList } = await import('./server/services/organisation/memberList');
const ids = createIdCodec(Buffer.alloc(32, 7));
const ctx = { db: database.db, ids } as never;
const req = memberList.parse({ filter: JSON.stringify({ groupId: ids.encode('group', 6) }), sort: '["name","ASC"]', range: '[100,149]' });
const q = (s: ReturnType<typeof sql>) => database.db.execute(s);
const rows = (r: unknown) => (r as { rows: Array<Record<string, string>> }).rows;
const obj = `json_build_object('id', m.id, 'name', m.name, 'email', m.email, 'cellPhone', m.cell_phone, 'officePhone', m.office_phone, 'groupId', m.group_id, 'groupName', g.name, 'rank', m.rank, 'gender', m.gender, 'eventDate', m.event_date, 'lunar', m.lunar, 'joinDate', m.join_date, 'companyMemberRole', m.company_member_role, 'hasMasterAuthority', m.has_master_authority, 'hasAdminAuthority', m.has_admin_authority, 'hasBuyRequestAuthority', m.has_buy_request_authority, 'hasCategoryItemAuthority', m.has_category_item_authority, 'hasManagerAuthority', m.has_manager_authority, 'createdAt', m.created_at)`;
const full = `select coalesce(json_agg(page.record order by page.position), '[]'::json), coalesce((select member_count from groups where id = 6 and company_id = 1), 0) from (select ${obj} as record, row_number() over (order by m.name, m.id) as position from company_members m left join groups g on g.id = m.group_id where m.company_id = 1 and m.group_id = 6 order by m.name, m.id limit 50 offset 100) page`;
const bestOf: Record<string, number> = {};
const time = async (label: string, f: () => unknown) => {
  for (let i = 0; i < 5; i++) await f();
  const t = performance.now();
  for (let i = 0; i < 50; i++) await f();
  bestOf[label] = Math.min(bestOf[label] ?? Infinity, (performance.now() - t) / 50);
};
const deferred = `select coalesce(json_agg(${obj} order by p.position), '[]'::json), coalesce((select member_count from groups where id = 6 and company_id = 1), 0) from (select id, row_number() over (order by name, id) as position from company_members where company_id = 1 and group_id = 6 order by name, id limit 50 offset 100) p join company_members m on m.id = p.id left join groups g on g.id = m.group_id`;
const { PGlite } = await import('@electric-sql/pglite');
for (let round = 0; round < 3; round++) {
  await time('listMembers', () => listMembers(ctx, 1, req));
  await time('deferred', () => q(sql.raw(deferred)));
  await time('full', () => q(sql.raw(full)));
  await time('full no createdAt', () => q(sql.raw(full.replace(", 'createdAt', m.created_at", ''))));
}
console.log(bestOf);
console.log(rows(await q(sql.raw('explain analyze ' + deferred))).map((r) => r['QUERY PLAN']).join('\n'));
await database.close();
