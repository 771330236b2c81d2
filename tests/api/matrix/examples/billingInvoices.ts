import type { CallExample } from '../examples';
import { eq } from 'drizzle-orm';
import { companyMembers as members, virtualAccounts } from '../../../../server/db/schema';
import { CALLER_EMAILS, type World } from '../world';
import { insertInvoiceFixture } from '../../billing/invoicesFixture';

const fixed = (url: string): CallExample => ({ make: async () => ({ url }) });

const MARCH = encodeURIComponent(JSON.stringify({ period: '2020-03' }));

/** An invoice of 한빛솔루션 (the fixture's March 2020 rows, written once per world). */
const invoiceIds = new WeakMap<World, Promise<string>>();
function regularInvoice(world: World): Promise<string> {
  let id = invoiceIds.get(world);
  if (!id) {
    id = (async () => {
      await insertInvoiceFixture(world.t.database.db);
      const list = (await world.asAdmin('GET', `/homepage/v2/billing/invoices?filter=${MARCH}`)) as {
        id: string;
      }[];
      return list[0]!.id;
    })();
    invoiceIds.set(world, id);
  }
  return id;
}

/** The invoice, usage, kiosk, payment, report and certificate calls (server/routes/billing/invoices.ts). */
export const billingInvoiceExamples: Record<string, CallExample> = {
  'GET /homepage/v2/billing/invoices': fixed(`/homepage/v2/billing/invoices?filter=${MARCH}&range=[0,9]`),
  'GET /homepage/v2/billing/invoices/{invoiceId}': {
    make: async (world) => ({ url: `/homepage/v2/billing/invoices/${await regularInvoice(world)}` }),
  },
  'GET /homepage/v2/billing/usage': fixed('/homepage/v2/billing/usage?year=2020&month=3'),
  'GET /homepage/v2/billing/lines': fixed(`/homepage/v2/billing/lines?filter=${MARCH}&range=[0,19]`),
  // 에이스스포츠코리아 has no kiosk service.
  'GET /homepage/v2/billing/kiosk': {
    ...fixed('/homepage/v2/billing/kiosk?year=2020&month=3'),
    expect: { otherAdmin: 403 },
  },
  'GET /homepage/v2/billing/payments': fixed('/homepage/v2/billing/payments?year=2020'),
  'GET /homepage/v2/billing/report/{year}/{month}': fixed('/homepage/v2/billing/report/2020/03'),
  // 에이스스포츠코리아 has no virtual account, so no certificate. An earlier cell (PUT virtual-accounts,
  // a reissue) may have given it one: that account is closed first, so the answer does not depend on order.
  'GET /homepage/v2/billing/certificate': {
    make: async (world, caller) => {
      if (caller === 'otherAdmin') {
        const db = world.t.database.db;
        const [other] = await db
          .select({ id: members.companyId })
          .from(members)
          .where(eq(members.email, CALLER_EMAILS.otherAdmin));
        await db
          .update(virtualAccounts)
          .set({ active: false })
          .where(eq(virtualAccounts.companyId, other!.id));
      }
      return { url: '/homepage/v2/billing/certificate' };
    },
    expect: { otherAdmin: 404 },
  },
};
