// The rows of the later areas' lists for bench/compare.ts, added to the member bench's database:
// buy requests (bench/buy24.ts), gift events with their subjects, and the stock transfers of the demo
// company that uses the warehouse app.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/client';
import {
  branches,
  companies,
  companyMembers,
  giftEvents,
  wmsAccounts,
  wmsLocations,
  wmsProducts,
  wmsStockTransfers,
  wmsWarehouses,
} from '../server/db/schema';
import { DEMO_COMPANIES } from '../server/db/seed/companies';
import { insertBenchRequests } from './buy24';

export const BENCH_GIFT_EVENTS = 20_000;
export const BENCH_TRANSFERS = 20_000;

const EVENT_KINDS = [
  ['BIRTHDAY', '임직원 생일 선물'],
  ['WORK_ANNIVERSARY', '입사 기념일 선물'],
  ['HOLIDAY', '명절 선물'],
  ['CONGRATS', '승진 축하 선물'],
  ['THANKS', '프로젝트 감사 선물'],
  ['ETC', '창립 기념 선물'],
] as const;

/**
 * 20,000 gift events of the company, one every 17 minutes back from now, over the six kinds and the
 * four statuses (birthday and work anniversaries yearly, the others once on a date), and 0 to 3
 * subjects each taken from its members.
 */
async function insertGiftEvents(db: Db, companyId: number) {
  const [{ before }] = (await db
    .select({ before: sql<number>`coalesce(max(${giftEvents.id}), 0)::int` })
    .from(giftEvents)) as [{ before: number }];
  const branchIds = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.companyId, companyId));
  await db.execute(sql`
    insert into gift_events (company_id, branch_id, name, category, status, repeat, anniversary,
      send_date, send_hour, budget_per_person, sender_name, card_template, card_message,
      purchase_agreed_at, created_at, updated_at)
    select ${companyId}, b.ids[1 + g % (coalesce(array_length(b.ids, 1), 0) + 1)],
      (${sql.param(EVENT_KINDS.map(([, name]) => name))}::text[])[1 + g % 6] || ' ' || g,
      (${sql.param(EVENT_KINDS.map(([kind]) => kind))}::text[])[1 + g % 6],
      (array['DRAFT', 'ACTIVE', 'PAUSED', 'ENDED'])[1 + (g / 7) % 4],
      case when g % 6 < 2 then 'YEARLY' else 'ONCE' end,
      case g % 6 when 0 then 'BIRTHDAY' when 1 then 'WORK' else 'NONE' end,
      case when g % 6 >= 2 then to_char(now() - g * interval '17 minute' + interval '14 day', 'YYYY-MM-DD') end,
      9 + g % 9, (1 + g % 10) * 10000, '한빛솔루션 인사팀', 'birth_day01', '늘 고맙습니다. 작은 선물을 보냅니다.',
      case when (g / 7) % 4 <> 0 then now() - g * interval '17 minute' + interval '1 hour' end,
      now() - g * interval '17 minute', now() - g * interval '17 minute'
    from generate_series(1, ${BENCH_GIFT_EVENTS}) g, (select ${sql.param(branchIds.map((b) => b.id))}::int[] ids) b`);
  const members = await db
    .select({
      id: companyMembers.id,
      name: companyMembers.name,
      cellPhone: companyMembers.cellPhone,
      rank: companyMembers.rank,
      gender: companyMembers.gender,
      eventDate: companyMembers.eventDate,
      lunar: companyMembers.lunar,
    })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), isNotNull(companyMembers.cellPhone)))
    .orderBy(asc(companyMembers.id))
    .limit(5_000);
  const column = (pick: (member: (typeof members)[number]) => string | number | null) =>
    sql.param(members.map((member) => pick(member) ?? ''));
  await db.execute(sql`
    insert into gift_subjects (company_id, event_id, member_id, name, cell_phone, rank, gender, event_date,
      lunar, source, created_at, updated_at)
    select e.company_id, e.id, m.ids[i], m.names[i], m.phones[i], m.ranks[i], m.genders[i], m.dates[i],
      m.lunars[i], 'MEMBER', e.created_at, e.created_at
    from gift_events e cross join generate_series(1, e.id % 4) k
      cross join lateral (select 1 + (e.id * 4 + k) % ${members.length} as i) pick,
      (select ${column((m) => m.id)}::int[] ids, ${column((m) => m.name)}::text[] names,
        ${column((m) => m.cellPhone)}::text[] phones, ${column((m) => m.rank)}::text[] ranks,
        ${column((m) => m.gender)}::text[] genders, ${column((m) => m.eventDate)}::text[] dates,
        ${column((m) => m.lunar)}::text[] lunars) m
    where e.company_id = ${companyId} and e.id > ${before}`);
  await db.execute(sql`vacuum analyze gift_events, gift_subjects`);
}

/**
 * 20,000 stock transfers of the company that uses the warehouse app, one every 13 minutes back
 * from now, numbered after its own, between its warehouses from their shelves, over its products,
 * mostly done. Returns that company's id.
 */
async function insertStockTransfers(db: Db) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.buyerNo, DEMO_COMPANIES.small.buyerNo));
  const companyId = company!.id;
  const warehouses = await db
    .select({ id: wmsWarehouses.id })
    .from(wmsWarehouses)
    .where(eq(wmsWarehouses.companyId, companyId))
    .orderBy(asc(wmsWarehouses.id));
  const shelves = await db
    .select({ id: wmsLocations.id, warehouseId: wmsLocations.warehouseId })
    .from(wmsLocations)
    .where(and(eq(wmsLocations.companyId, companyId), eq(wmsLocations.kind, 'SHELF')))
    .orderBy(asc(wmsLocations.id));
  const routes = warehouses.flatMap((from) =>
    warehouses
      .filter((to) => to.id !== from.id)
      .flatMap((to) =>
        shelves.filter((shelf) => shelf.warehouseId === from.id).map((shelf) => [from.id, shelf.id, to.id]),
      ),
  );
  const products = await db
    .select({ id: wmsProducts.id })
    .from(wmsProducts)
    .where(eq(wmsProducts.companyId, companyId));
  const [worker] = await db
    .select({ name: wmsAccounts.name })
    .from(wmsAccounts)
    .where(eq(wmsAccounts.companyId, companyId));
  const [{ highest }] = (await db
    .select({
      highest: sql<number>`coalesce(max(case when ${wmsStockTransfers.transferNo} ~ '^TR-[0-9]{1,9}$' then substring(${wmsStockTransfers.transferNo} from 4)::int end), 0)::int`,
    })
    .from(wmsStockTransfers)
    .where(eq(wmsStockTransfers.companyId, companyId))) as [{ highest: number }];
  const route = (at: number) => sql.param(routes.map((r) => r[at]!));
  await db.execute(sql`
    insert into wms_stock_transfers (company_id, transfer_no, from_warehouse_id, from_location_id,
      to_warehouse_id, product_id, quantity, status, memo, requested_by, created_at, updated_at)
    select ${companyId}, 'TR-' || lpad((${highest}::int + g)::text, 5, '0'),
      r.froms[1 + g % ${routes.length}], r.shelves[1 + g % ${routes.length}], r.tos[1 + g % ${routes.length}],
      p.ids[1 + g % array_length(p.ids, 1)], 1 + g % 12,
      (array['DONE', 'DONE', 'DONE', 'REQUESTED', 'REJECTED'])[1 + (g / 3) % 5],
      case when g % 5 = 0 then '정기 재고 재배치' else '' end, ${worker!.name},
      now() - g * interval '13 minute', now() - g * interval '13 minute' + interval '2 hour'
    from generate_series(1, ${BENCH_TRANSFERS}) g,
      (select ${route(0)}::int[] froms, ${route(1)}::int[] shelves, ${route(2)}::int[] tos) r,
      (select ${sql.param(products.map((row) => row.id))}::int[] ids) p`);
  await db.execute(sql`vacuum analyze wms_stock_transfers`);
  return companyId;
}

/** The lists of the later areas, added to the member bench's database: buy requests, gift events, stock transfers. */
export async function seedLaterLists(target: { dataDir?: string; databaseUrl?: string }, companyId: number) {
  const database = await openDatabase(target);
  try {
    await insertBenchRequests(database.db, companyId);
    await insertGiftEvents(database.db, companyId);
    return { wmsCompanyId: await insertStockTransfers(database.db) };
  } finally {
    await database.close();
  }
}
