import { createIdCodec } from '../../../../server/services/ids';
import { testSettings } from '../../../../server/settings';
import { ADMIN } from '../../testApp';
import { companyOf, insertLines } from '../../dashboard/helpers';
import type { CallExample } from '../examples';
import type { World } from '../world';

/**
 * The dashboard's calls read the ledger of the caller's own company: every member gets 200, and
 * the other company's administrator gets 404 on 한빛솔루션's display sale (a by-id call).
 */
const fixed = (url: string): CallExample => ({ make: async () => ({ url }) });
const kioskLines = new WeakMap<World, Promise<string>>();

/** One kiosk line of 한빛솔루션, written once per world. */
function kioskLine(world: World): Promise<string> {
  let found = kioskLines.get(world);
  if (!found) {
    found = (async () => {
      const { companyId, branches } = await companyOf(world.t, ADMIN);
      const [row] = await insertLines(world.t, [
        {
          companyId,
          branchId: branches[0]?.id ?? null,
          service: 'kiosk',
          category: '음료',
          usedOn: '2026-11-05',
          supply: 1_819,
          description: '매트릭스 아메리카노',
        },
      ]);
      return createIdCodec(testSettings().secrets.idKey).encode('billingLine', row!.id);
    })();
    kioskLines.set(world, found);
  }
  return found;
}

export const dashboardExamples: Record<string, CallExample> = {
  'GET /homepage/v2/dashboard/summary': fixed('/homepage/v2/dashboard/summary?year=2026&month=11'),
  'GET /homepage/v2/dashboard/analysis/{year}/{month}/{type}': fixed(
    '/homepage/v2/dashboard/analysis/2026/11/all',
  ),
  'GET /homepage/v2/dashboard/detail/{year}/{month}/{type}': fixed(
    '/homepage/v2/dashboard/detail/2026/11/snack24',
  ),
  'GET /homepage/v2/dashboard/orders': fixed('/homepage/v2/dashboard/orders?year=2026&month=11&type=all'),
  'GET /homepage/v2/dashboard/sales': fixed('/homepage/v2/dashboard/sales?range=[0,9]'),
  'GET /homepage/v2/dashboard/display-sales': fixed('/homepage/v2/dashboard/display-sales?range=[0,9]'),
  'GET /homepage/v2/dashboard/display-sales/{id}': {
    make: async (world) => ({ url: `/homepage/v2/dashboard/display-sales/${await kioskLine(world)}` }),
  },
};
