import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './server/db/client';
const database = await openDatabase({ dataDir: '/tmp/benchdb' });
// reach the raw client through drizzle's session
const client = (database.db as unknown as { $client: PGlite }).$client;
const cols = `m.id, m.name, m.email, m.cell_phone, m.office_phone, m.group_id, g.name, m.rank, m.gender, m.event_date, m.lunar, m.join_date, m.company_member_role, m.has_master_authority, m.has_admin_authority, m.has_buy_request_authority, m.has_category_item_authority, m.has_manager_authority, m.created_at`;
const obj = `json_build_object('id', m.id, 'name', m.name, 'email', m.email, 'cellPhone', m.cell_phone, 'officePhone', m.office_phone, 'groupId', m.group_id, 'groupName', g.name, 'rank', m.rank, 'gender', m.gender, 'eventDate', m.event_date, 'lunar', m.lunar, 'joinDate', m.join_date, 'companyMemberRole', m.company_member_role, 'hasMasterAuthority', m.has_master_authority, 'hasAdminAuthority', m.has_admin_authority, 'hasBuyRequestAuthority', m.has_buy_request_authority, 'hasCategoryItemAuthority', m.has_category_item_authority, 'hasManagerAuthority', m.has_manager_authority, 'createdAt', m.created_at)`;
const page = `(select id, row_number() over (order by name, id) as position from company_members where company_id = $1 and group_id = $2 order by name, id limit $3 offset $4) p join company_members m on m.id = p.id left join groups g on g.id = m.group_id`;
const variants: Record<string, string> = {
  'select 1': 'select 1',
  'deferred obj agg': `select coalesce(json_agg(${obj} order by p.position), '[]'::json) from ${page}`,
  'deferred array agg': `select coalesce(json_agg(json_build_array(${cols}) order by p.position), '[]'::json) from ${page}`,
  'deferred obj agg no window': `select coalesce(json_agg(${obj} order by m.name, m.id), '[]'::json) from (select id from company_members where company_id = $1 and group_id = $2 order by name, id limit $3 offset $4) p join company_members m on m.id = p.id left join groups g on g.id = m.group_id`,
  'plain ids page': `select id from company_members where company_id = $1 and group_id = $2 order by name, id limit $3 offset $4`,
  'deferred rows': `select ${cols} from ${page} order by p.position`,
  'deferred ids only': `select p.id from ${page}`,
  'count via counter': `select coalesce((select member_count from groups where id = $2 and company_id = $1), 0) where $3::int > 0 and $4::int >= 0`,
};
const bestOf: Record<string, number> = {};
for (let round = 0; round < 4; round++)
  for (const [label, text] of Object.entries(variants)) {
    const params = text.includes('$1') ? [1, 6, 50, 100] : [];
    for (let i = 0; i < 5; i++) await client.query(text, params);
    const t = performance.now();
    for (let i = 0; i < 100; i++) await client.query(text, params);
    bestOf[label] = Math.min(bestOf[label] ?? Infinity, (performance.now() - t) / 100);
  }
console.log(bestOf);
await database.close();
