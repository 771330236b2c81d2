import { randomUUID } from 'node:crypto';
import type { CallExample } from '../examples';
import type { World } from '../world';

/** A valid public quick order; each call gets its own request key, so each places a new order. */
const quickOrder = () => ({
  senderName: '김보냄',
  senderPhone: '01012345678',
  fromDistrict: '서울 강남구',
  fromAddress: '테헤란로 427 12층',
  receiverName: '이받음',
  receiverPhone: '01087654321',
  toDistrict: '서울 중구',
  toAddress: '을지로 100',
  item: '서류 봉투',
  vehicle: 'MOTORCYCLE',
  urgent: false,
  memo: '',
  card: {
    cardNumber: '4242424242424242',
    expiry: '12/30',
    holder: '김보냄',
    birthOrBusinessNo: '900101',
    password2: '12',
  },
  requestKey: randomUUID(),
});

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
