import { sql } from 'drizzle-orm';
import { openDatabase } from './server/db/client';
const database = await openDatabase({ dataDir: '/tmp/benchdb' });
const q = (s: ReturnType<typeof sql>) => database.db.execute(s);
const g = 6;
const cols = sql.raw(`m.id, m.name, m.email, m.cell_phone, m.office_phone, m.group_id, gr.name as group_name, m.rank, m.gender, m.event_date, m.lunar, m.join_date, m.company_member_role, m.has_master_authority, m.has_admin_authority, m.has_buy_request_authority, m.has_category_item_authority, m.has_manager_authority, m.created_at`);
const variants: Record<string, ReturnType<typeof sql>> = {
  'select 1': sql`select 1`,
  'count 11k': sql`select count(*) from company_members where company_id = 1 and group_id = ${g}`,
  'page 19 cols': sql`select ${cols} from company_members m left join groups gr on gr.id = m.group_id where m.company_id = 1 and m.group_id = ${g} order by m.name, m.id limit 50 offset 100`,
  'page deferred join': sql`select ${cols} from (select id from company_members where company_id = 1 and group_id = ${g} order by name, id limit 50 offset 100) p join company_members m on m.id = p.id left join groups gr on gr.id = m.group_id order by m.name, m.id`,
  'page ids only': sql`select id from company_members where company_id = 1 and group_id = ${g} order by name, id limit 50 offset 100`,
  '50 rows 19 cols by pk': sql`select ${cols} from company_members m left join groups gr on gr.id = m.group_id where m.id between 1000 and 1049`,
  'page json_agg': sql`select json_agg(x) from (select ${cols} from company_members m left join groups gr on gr.id = m.group_id where m.company_id = 1 and m.group_id = ${g} order by m.name, m.id limit 50 offset 100) x`,
  'page json_agg + count': sql`select (select count(*) from company_members where company_id = 1 and group_id = ${g}) as total, (select json_agg(x) from (select ${cols} from company_members m left join groups gr on gr.id = m.group_id where m.company_id = 1 and m.group_id = ${g} order by m.name, m.id limit 50 offset 100) x) as page`,
  'page json_build_array': sql`select json_build_array(m.id, m.name, m.email, m.cell_phone, m.office_phone, m.group_id, gr.name, m.rank, m.gender, m.event_date, m.lunar, m.join_date, m.company_member_role, m.has_master_authority, m.has_admin_authority, m.has_buy_request_authority, m.has_category_item_authority, m.has_manager_authority, m.created_at) from company_members m left join groups gr on gr.id = m.group_id where m.company_id = 1 and m.group_id = ${g} order by m.name, m.id limit 50 offset 100`,
  '50 rows 1 col by pk': sql`select m.id from company_members m where m.id between 1000 and 1049`,
};
const best: Record<string, number> = {};
for (let round = 0; round < 3; round++) {
  for (const [label, stmt] of Object.entries(variants)) {
    for (let i = 0; i < 5; i++) await q(stmt);
    const t = performance.now();
    for (let i = 0; i < 50; i++) await q(stmt);
    const ms = (performance.now() - t) / 50;
    best[label] = Math.min(best[label] ?? Infinity, ms);
  }
}
for (const [k, v] of Object.entries(best)) console.log(k.padEnd(26), v.toFixed(3), 'ms');
await database.close();
