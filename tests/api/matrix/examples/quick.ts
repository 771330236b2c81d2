import type { CallExample } from '../examples';
import type { World } from '../world';
import { quickOrderPayload } from '../../quick/fixtures';

const quickOrder = () => quickOrderPayload();

async function placed(world: World): Promise<{ id: string; orderNo: string }> {
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/homepage/v2/quick/orders',
    payload: quickOrder(),
  });
  if (response.statusCode !== 200) throw new Error(`quick order failed: ${response.body}`);
  return response.json();
}

export const quickExamples: Record<string, CallExample> = {
  'POST /homepage/v2/quick/orders': {
    make: async () => ({ url: '/homepage/v2/quick/orders', payload: quickOrder() }),
  },
  'POST /homepage/v2/quick/orders/lookup': {
    make: async (world) => ({
      url: '/homepage/v2/quick/orders/lookup',
      payload: { orderNo: (await placed(world)).orderNo, phone: '01012345678' },
    }),
  },
  'PUT /provider/v1/quick-orders/{id}/status': {
    make: async (world) => ({
      url: `/provider/v1/quick-orders/${(await placed(world)).id}/status`,
      payload: { status: 'DISPATCHED' },
    }),
  },
};
