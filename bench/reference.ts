// The reference the bench compares the portal with: a minimal hand-written Fastify server over the
// same tables, one SQL statement per request, no authentication, no id encryption, no cache.
// Answers member by id, member/list, and one list of each later area (buy requests, gift events,
// stock transfers), each list newest first with its total, like the portal's list calls.
// Started by bench/compare.ts as a child process: REF_PORT, REF_COMPANY_ID (the company of the
// members, requests and events), REF_WMS_COMPANY_ID (the company of the stock transfers), and
// REF_DATABASE_URL (node-postgres) or REF_DATA_DIR (PGlite).
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
// The page and its total in one statement: the page's ids and a window count over the filtered
// rows' narrow sort columns in a CTE, then each page row's columns (counting the whole
// department's joined records instead made the reference several times slower than it need be).
const PAGE = `with page as (
    select m.id, m.name, count(*) over () as total from company_members m
    where m.company_id = $1 and m.group_id = $2 order by m.name, m.id limit $3 offset $4)
  select ${RECORD}, page.total from page join company_members m on m.id = page.id
  left join groups g on g.id = m.group_id
  order by page.name, page.id`;

// The later lists: the page (its ids, and the total as a window count over the filtered rows, so
// only the narrow sort columns are counted and sorted) in a CTE, then each page row's columns.

// Buy requests of one status, newest first: the columns of the portal's record, the department's name.
const BUY_REQUESTS = `with page as (
    select r.id, r.created_at, count(*) over () as total from buy_requests r
    where r.company_id = $1 and r.status = $2 order by r.created_at desc, r.id desc limit $3 offset $4)
  select r.id, r.title, r.quantity, r.wished_date as "wishedDate",
    r.department_id as "departmentId", g.name as "departmentName", r.requester_id as "requesterId",
    r.requester_name as "requesterName", r.status, r.quoted_amount::float8 as "quotedAmount",
    r.comment_count as "commentCount", r.attachment_count as "attachmentCount", r.created_at as "createdAt",
    page.total
  from page join buy_requests r on r.id = page.id left join groups g on g.id = r.department_id
  order by page.created_at desc, page.id desc`;

// Gift events of one status, newest first; the subject and send counts and the company's certified
// sender number.
const GIFT_EVENTS = `with page as (
    select e.id, e.created_at, count(*) over () as total from gift_events e
    where e.company_id = $1 and e.status = $2 order by e.created_at desc, e.id desc limit $3 offset $4)
  select e.id, e.name, e.category, e.status, e.repeat, e.anniversary, e.send_date as "sendDate",
    e.send_hour as "sendHour", e.budget_per_person as "budgetPerPerson", e.sender_name as "senderName",
    (select s.cell_phone from gift_sender_phones s where s.company_id = e.company_id
      and s.certified_at is not null order by s.certified_at desc limit 1) as "senderPhone",
    e.branch_id as "workspaceId",
    (select count(*)::int from gift_subjects s where s.company_id = e.company_id and s.event_id = e.id)
      as "subjectCount",
    (select count(*)::int from gift_sends s where s.company_id = e.company_id and s.event_id = e.id)
      as "sentCount",
    e.purchase_agreed_at is not null as "purchaseAgreed", e.created_at as "createdAt", page.total
  from page join gift_events e on e.id = page.id order by page.created_at desc, page.id desc`;

// Stock transfers of one status, newest first, with the product, both warehouses and the photos.
const STOCK_TRANSFERS = `with page as (
    select t.id, t.created_at, count(*) over () as total from wms_stock_transfers t
    where t.company_id = $1 and t.status = $2 order by t.created_at desc, t.id desc limit $3 offset $4)
  select t.id, t.transfer_no as "transferNo", t.status, fw.name as "fromWarehouse",
    tw.name as "toWarehouse", p.name as "productName", p.barcode, t.quantity, t.memo,
    t.requested_by as "requestedBy", t.created_at as "createdAt",
    coalesce((select json_agg(json_build_object('id', f.id, 'fileName', f.file_name) order by ph.id)
      from wms_transfer_photos ph join stored_files f on f.id = ph.file_id where ph.transfer_id = t.id),
      '[]') as photos,
    page.total
  from page join wms_stock_transfers t on t.id = page.id join wms_products p on p.id = t.product_id
    join wms_warehouses fw on fw.id = t.from_warehouse_id join wms_warehouses tw on tw.id = t.to_warehouse_id
  order by page.created_at desc, page.id desc`;

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
  const wmsCompanyId = Number(process.env.REF_WMS_COMPANY_ID);
  type PageQuery = { Querystring: { status: string; offset: string; limit: string } };
  /** One page and its total, from one statement whose rows carry the total. */
  const page = async (
    statement: string,
    company: number,
    { status, offset, limit }: PageQuery['Querystring'],
  ) => {
    const rows = await query(statement, [company, status, Number(limit), Number(offset)]);
    return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
  };
  for (const [path, statement] of [
    ['/buy-requests', BUY_REQUESTS],
    ['/gift-events', GIFT_EVENTS],
  ] as const) {
    app.get<PageQuery>(path, async (request, reply) => {
      const { rows, total } = await page(statement, companyId, request.query);
      const start = Number(request.query.offset);
      reply.header('content-range', `${path.slice(1)} ${start}-${start + rows.length - 1}/${total}`);
      return rows;
    });
  }
  // The warehouse lists answer { items, total }, as the portal's do.
  app.get<PageQuery>('/stock-transfers', async (request) => {
    const { rows, total } = await page(STOCK_TRANSFERS, wmsCompanyId, request.query);
    return { items: rows, total };
  });
  await app.listen({ port: Number(process.env.REF_PORT), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
