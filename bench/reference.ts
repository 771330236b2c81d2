// The reference the bench compares the portal with: a minimal hand-written Fastify server over the
// same tables, one SQL statement per request, no authentication, no id encryption, no cache.
// Started by bench/compare.ts as a child process:
//   REF_PORT, REF_COMPANY_ID, and REF_DATABASE_URL (node-postgres) or REF_DATA_DIR (PGlite).
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const RECORD = `m.id, m.name, m.email, m.cell_phone as "cellPhone", m.office_phone as "officePhone",
  m.group_id as "groupId", g.name as "groupName", m.rank, m.gender, m.event_date as "eventDate", m.lunar,
  m.join_date as "joinDate", m.company_member_role as "companyMemberRole",
  m.has_master_authority as "hasMasterAuthority", m.has_admin_authority as "hasAdminAuthority",
  m.has_buy_request_authority as "hasBuyRequestAuthority",
  m.has_category_item_authority as "hasCategoryItemAuthority",
  m.has_manager_authority as "hasManagerAuthority", m.created_at as "createdAt"`;

const BY_ID = `select ${RECORD} from company_members m left join groups g on g.id = m.group_id
  where m.id = $1 and m.company_id = $2`;
// The page and its total in one statement (a window count over the filtered rows).
const PAGE = `select ${RECORD}, count(*) over () as total from company_members m
  left join groups g on g.id = m.group_id
  where m.company_id = $1 and m.group_id = $2 order by m.name, m.id limit $3 offset $4`;

type Query = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

async function connect(): Promise<Query> {
  const url = process.env.REF_DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    return async (text, values) => (await pool.query(text, values)).rows;
  }
  const db = new PGlite(process.env.REF_DATA_DIR!);
  await db.waitReady;
  return async (text, values) => (await db.query<Record<string, unknown>>(text, values)).rows;
}

async function main() {
  const query = await connect();
  const companyId = Number(process.env.REF_COMPANY_ID);
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/members/:id', async (request, reply) => {
    const [row] = await query(BY_ID, [Number(request.params.id), companyId]);
    return row ?? reply.status(404).send({ message: 'not found' });
  });
  app.get<{ Querystring: { groupId: string; offset: string; limit: string } }>(
    '/members',
    async (request, reply) => {
      const { groupId, offset, limit } = request.query;
      const rows = await query(PAGE, [companyId, Number(groupId), Number(limit), Number(offset)]);
      const total = Number(rows[0]?.total ?? 0);
      const start = Number(offset);
      reply.header('content-range', `members ${start}-${start + rows.length - 1}/${total}`);
      return rows.map(({ total: _total, ...row }) => row);
    },
  );
  await app.listen({ port: Number(process.env.REF_PORT), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
