import { demoBarcode } from '../../../../server/db/seed/wms';
import { login } from '../../testApp';
import type { CallExample } from '../examples';

/**
 * The kit's bulk row calls (server/api/sheetCall.ts) whose callers need a company of their own; each
 * is a dry run, their own tests save for real (tests/api/wms/priceSheet.test.ts).
 */
export const sheetExamples: Record<string, CallExample> = {
  // 소담상회 (fixed-price auditing) in the admin slot; the other company has none: 403.
  'POST /homepage/v2/item-static-price/sheet': {
    make: async (world, caller) => {
      const url = '/homepage/v2/item-static-price/sheet';
      const payload = {
        rows: [{ barcode: demoBarcode(1), price: '1000', startDate: '2026-12-01' }],
        dryRun: true,
      };
      if (caller !== 'admin') return { url, payload };
      return { url, payload, headers: (await login(world.t.app, 'demo-wms@example.com')).headers };
    },
    expect: { otherAdmin: 403 },
  },
};
