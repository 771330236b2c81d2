import { seoulDateString } from '../../../../lib/seoulTime';
import { listUrl } from '../../organisation/helpers';
import type { CallExample } from '../examples';
import type { World } from '../world';

/**
 * The provider console's billing calls. The seeded ledger has unpaid invoices; each payment
 * example records 1 won against the most overdue one, so every caller's attempt finds money owed.
 */
async function unpaidInvoice(world: World): Promise<string> {
  const response = await world.t.app.inject({
    method: 'GET',
    url: listUrl('/provider/v1/invoices/unpaid', {}),
    headers: world.headers.provider,
  });
  const [first] = response.json() as Array<{ id: string }>;
  if (!first) throw new Error('no unpaid invoice in the seed');
  return first.id;
}

const fixed = (url: string): CallExample => ({ make: async () => ({ url }) });

export const billingLedgerExamples: Record<string, CallExample> = {
  'GET /provider/v1/invoices': fixed(listUrl('/provider/v1/invoices', { filter: { paidState: 'UNPAID' } })),
  'GET /provider/v1/invoices/unpaid': fixed(listUrl('/provider/v1/invoices/unpaid', {})),
  'GET /provider/v1/invoices/{id}': {
    make: async (w) => ({ url: `/provider/v1/invoices/${await unpaidInvoice(w)}` }),
  },
  'POST /provider/v1/invoices/{id}/payments': {
    make: async (w) => ({
      url: `/provider/v1/invoices/${await unpaidInvoice(w)}/payments`,
      payload: { amount: 1, paidOn: seoulDateString(), method: 'BANK_TRANSFER', note: '매트릭스' },
    }),
  },
};
