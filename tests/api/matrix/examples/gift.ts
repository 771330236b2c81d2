import { multipart, samples } from '../../fileSamples';
import { signVoucherNotice } from '../../../../server/services/gift/provider';
import { testSettings } from '../../../../server/settings';
import { AGREEMENT, importRow, phone, readyEvent, tokenSentTo } from '../../gift/helpers';
import type { CallExample, Example } from '../examples';
import type { World } from '../world';

/**
 * 선물24 (/birth/v3) calls. Both demo companies use birth24, so the other company's administrator
 * gets 200 on calls without ids and 404 on 한빛솔루션's ids. Calls that consume their target get a
 * fresh event, subject, order or link for each caller.
 */
const E = '/birth/v3/events';
type Ready = Awaited<ReturnType<typeof readyEvent>>;
const shared = new WeakMap<World, Promise<Ready>>();
const ready = (world: World) => {
  if (!shared.has(world))
    shared.set(world, readyEvent(world.t, world.headers.admin, { name: '매트릭스 선물' }));
  return shared.get(world)!;
};
const fresh = (world: World) => readyEvent(world.t, world.headers.admin);
const on = (url: (r: Ready) => string, payload?: (r: Ready) => unknown): CallExample => ({
  make: async (world) => {
    const r = await ready(world);
    return { url: url(r), payload: payload?.(r) };
  },
});
/** Names the edit example gives, one per request. */
let renamed = 0;
const onFresh = (url: (r: Ready) => string, payload?: (r: Ready) => unknown): CallExample => ({
  make: async (world) => {
    const r = await fresh(world);
    return { url: url(r), payload: payload?.(r) };
  },
});

async function inject(world: World, method: 'POST' | 'GET', url: string, payload?: unknown) {
  const response = await world.t.app.inject({
    method,
    url,
    headers: world.headers.admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  return response.json();
}

/** A sent gift of a fresh event, optionally chosen (delivery or voucher); its order id and token. */
async function sentGift(world: World, choose?: 'DELIVERY' | 'VOUCHER') {
  const r = await fresh(world);
  await inject(world, 'POST', `${E}/${r.eventId}/trackings/send-gift`, { agreement: AGREEMENT });
  const subject = r.subjects[0]!;
  const token = await tokenSentTo(world.t, subject.cellPhone);
  let code = '';
  if (choose) {
    const item = r.items.find((i) =>
      choose === 'DELIVERY' ? i.kind === 'DELIVERY' : i.kind !== 'DELIVERY',
    )!;
    const page = await inject(world, 'POST', `/birth/v3/public/gift/${token}/choice`, {
      itemId: item.id,
      delivery:
        choose === 'DELIVERY'
          ? {
              name: '홍길동',
              cellPhone: '01012345678',
              zoneCode: '06236',
              address1: '서울 강남구 테헤란로 1',
            }
          : null,
    });
    code = page.chosen?.voucher?.code ?? '';
  }
  const orders = (await inject(world, 'GET', `${E}/${r.eventId}/trackings`)) as Array<{
    id: string;
    searchDate: string;
    eventMemberEncrypted: string;
  }>;
  // The chosen subject's own order (the list holds every subject's).
  const order = orders.find((o) => o.eventMemberEncrypted === subject.id);
  return { r, subject, token, order: order!, code };
}

const adminOnly = (make: (world: World) => Promise<Example>): CallExample => ({ make });

export const giftExamples: Record<string, CallExample> = {
  'GET /birth/v3/services/certification/cellphone': {
    make: async () => ({ url: '/birth/v3/services/certification/cellphone?cellPhone=01033334444' }),
  },
  'POST /birth/v3/services/subscription': {
    make: async () => ({
      url: '/birth/v3/services/subscription',
      payload: {
        applicantName: '김담당',
        applicantPhone: '01012345678',
        expectedPersons: 30,
        budgetPerPerson: 30_000,
        birth24_service_policy: true,
        birth24_privacy_policy: true,
      },
    }),
  },
  'POST /birth/v3/services/consult': {
    make: async (world) => {
      const body = multipart([{ name: `상담${world.next()}.pdf`, contents: samples.pdf() }], {
        name: '김담당',
        cellPhone: '01012345678',
        contents: '선물 서비스 상담을 원합니다.',
      });
      return { url: '/birth/v3/services/consult', payload: body.payload, extraHeaders: body.headers };
    },
  },
  'PATCH /birth/v3/services/workspaces/name': {
    make: async (world) => {
      const [workspace] = (await inject(world, 'GET', '/birth/v3/services/workspaces')) as Array<{
        id: string;
        name: string;
      }>;
      return {
        url: '/birth/v3/services/workspaces/name',
        payload: { workspaceId: workspace!.id, name: workspace!.name },
      };
    },
    // The other company's administrator names 한빛솔루션's workspace: not theirs.
    expect: { otherAdmin: 404 },
  },
  'POST /birth/v3/events': {
    make: async (world) => ({
      url: E,
      payload: {
        name: `매트릭스 이벤트 ${world.next()}`,
        category: 'BIRTHDAY',
        repeat: 'YEARLY',
        budgetPerPerson: 30_000,
        senderName: '인사팀',
      },
    }),
  },
  'POST /birth/v3/events/{id}/validate-budget': on((r) => `${E}/${r.eventId}/validate-budget`),
  'POST /birth/v3/events/{id}/copy': on(
    (r) => `${E}/${r.eventId}/copy`,
    () => ({}),
  ),
  'DELETE /birth/v3/events/{id}': onFresh((r) => `${E}/${r.eventId}`),
  'PUT /birth/v3/events/{id}': onFresh(
    (r) => `${E}/${r.eventId}`,
    () => ({
      name: `바뀐 이벤트 ${++renamed}`,
      category: 'THANKS',
      sendDate: '2030-02-03',
      sendHour: 11,
      budgetPerPerson: 30_000,
      senderName: '총무팀',
    }),
  ),
  'PATCH /birth/v3/events/{id}/status': onFresh(
    (r) => `${E}/${r.eventId}/status`,
    () => ({ status: 'ACTIVE', agreement: AGREEMENT }),
  ),
  'POST /birth/v3/events/{id}/limit-over': on(
    (r) => `${E}/${r.eventId}/limit-over`,
    () => ({ requestedBudget: 1_000_000, reason: '연말 행사' }),
  ),
  'PATCH /birth/v3/events/{id}/anniversary': onFresh(
    (r) => `${E}/${r.eventId}/anniversary`,
    () => ({ anniversary: 'WORK' }),
  ),
  'DELETE /birth/v3/events/orders/{id}/cancel': adminOnly(async (world) => {
    const { order } = await sentGift(world);
    return { url: `${E}/orders/${order.id}/cancel` };
  }),
  'DELETE /birth/v3/events/{id}/trackings/orders/{orderId}': adminOnly(async (world) => {
    const { r, order } = await sentGift(world);
    return { url: `${E}/${r.eventId}/trackings/orders/${order.id}` };
  }),
  'POST /birth/v3/events/{id}/subjects': on(
    (r) => `${E}/${r.eventId}/subjects`,
    () => ({ rows: [importRow('추가대상')] }),
  ),
  'DELETE /birth/v3/events/{id}/subjects': onFresh(
    (r) => `${E}/${r.eventId}/subjects?ids=${r.subjects[0]!.id}`,
  ),
  'GET /birth/v3/events/{id}/subjects/{subjectId}': on(
    (r) => `${E}/${r.eventId}/subjects/${r.subjects[0]!.id}`,
  ),
  'POST /birth/v3/events/{id}/subjects/{subjectId}': on(
    (r) => `${E}/${r.eventId}/subjects/${r.subjects[0]!.id}`,
    (r) => ({ name: r.subjects[0]!.name, cellPhone: r.subjects[0]!.cellPhone }),
  ),
  'DELETE /birth/v3/events/{id}/subjects/{subjectId}': onFresh(
    (r) => `${E}/${r.eventId}/subjects/${r.subjects[0]!.id}`,
  ),
  'POST /birth/v3/events/{id}/subjects/validate': on(
    (r) => `${E}/${r.eventId}/subjects/validate`,
    () => ({ rows: [importRow('확인대상')] }),
  ),
  'POST /birth/v3/events/{id}/subjects/validate-budget': on(
    (r) => `${E}/${r.eventId}/subjects/validate-budget`,
    () => ({ rows: [importRow('예산대상')] }),
  ),
  'GET /birth/v3/events/{id}/trackings/{eventMemberEncrypted}/{searchDate}': adminOnly(async (world) => {
    const { r, subject, order } = await sentGift(world);
    return { url: `${E}/${r.eventId}/trackings/${subject.id}/${order.searchDate}` };
  }),
  'POST /birth/v3/events/{id}/trackings/send-card': onFresh(
    (r) => `${E}/${r.eventId}/trackings/send-card`,
    () => ({}),
  ),
  'POST /birth/v3/events/{id}/trackings/send-gift': onFresh(
    (r) => `${E}/${r.eventId}/trackings/send-gift`,
    () => ({ agreement: AGREEMENT }),
  ),
  'POST /birth/v3/events/{id}/trackings/send-default-gift': onFresh(
    (r) => `${E}/${r.eventId}/trackings/send-default-gift`,
    () => ({ agreement: AGREEMENT }),
  ),
  'POST /birth/v3/events/{id}/trackings/resend-card': adminOnly(async (world) => {
    const { r } = await sentGift(world);
    return { url: `${E}/${r.eventId}/trackings/resend-card`, payload: {} };
  }),
  'PUT /birth/v3/events/{id}/trackings/{trackingId}/recipient': adminOnly(async (world) => {
    const { r, order } = await sentGift(world);
    return { url: `${E}/${r.eventId}/trackings/${order.id}/recipient`, payload: { phone: phone() } };
  }),
  'GET /birth/v3/events/{id}/gifts/items/{itemEncrypted}': on(
    (r) => `${E}/${r.eventId}/gifts/items/${r.items[0]!.id}`,
  ),
  'PUT /birth/v3/events/{id}/gifts': on(
    (r) => `${E}/${r.eventId}/gifts`,
    (r) => ({ itemIds: [r.items[0]!.id], defaultItemId: r.items[0]!.id }),
  ),
  'POST /birth/v3/events/{id}/gifts/validate-budget': on(
    (r) => `${E}/${r.eventId}/gifts/validate-budget`,
    (r) => ({ itemIds: [r.items[0]!.id], defaultItemId: null }),
  ),
  'POST /birth/v3/events/{id}/cards': {
    make: async (world) => {
      const r = await ready(world);
      const body = multipart([{ name: '카드.png', contents: samples.png() }], {
        template: '',
        message: '축하합니다.',
      });
      return { url: `${E}/${r.eventId}/cards`, payload: body.payload, extraHeaders: body.headers };
    },
  },
  'GET /birth/v3/events/thanksgiving-items/{id}': {
    make: async (world) => {
      const [item] = (await inject(world, 'GET', `${E}/thanksgiving-items`)) as Array<{ id: string }>;
      return { url: `${E}/thanksgiving-items/${item!.id}` };
    },
    // Catalogue items belong to no company: the other administrator reads them too.
    expect: { otherAdmin: 200 },
  },
  'GET /birth/v3/public/gift/{token}': adminOnly(async (world) => {
    const { token } = await sentGift(world);
    return { url: `/birth/v3/public/gift/${token}`, headers: {} };
  }),
  'POST /birth/v3/public/gift/{token}/choice': adminOnly(async (world) => {
    const { token, r } = await sentGift(world);
    const item = r.items.find((i) => i.kind !== 'DELIVERY')!;
    return { url: `/birth/v3/public/gift/${token}/choice`, payload: { itemId: item.id } };
  }),
  'GET /birth/v3/public/gift/{token}/card-image': adminOnly(async (world) => {
    const { token, r } = await sentGift(world);
    const body = multipart([{ name: '카드.png', contents: samples.png() }], {
      template: '',
      message: '축하합니다.',
    });
    await world.t.app.inject({
      method: 'POST',
      url: `${E}/${r.eventId}/cards`,
      headers: { ...world.headers.admin, ...body.headers },
      payload: body.payload,
    });
    return { url: `/birth/v3/public/gift/${token}/card-image` };
  }),
  'POST /provider/v1/gift/orders/{id}/ship': adminOnly(async (world) => {
    const { order } = await sentGift(world, 'DELIVERY');
    return {
      url: `/provider/v1/gift/orders/${order.id}/ship`,
      payload: { carrier: 'CJ대한통운', trackingNumber: '551234567890' },
    };
  }),
  // A dry run: the sheet's own test (tests/api/gift/shipSheet.test.ts) saves for real.
  'POST /provider/v1/gift/orders/ship-sheet': adminOnly(async () => ({
    url: '/provider/v1/gift/orders/ship-sheet',
    payload: {
      rows: [{ orderNo: 'GS00000001', carrier: 'CJ대한통운', trackingNumber: '551234567890' }],
      dryRun: true,
    },
  })),
  'POST /provider/v1/gift/orders/{id}/deliver': adminOnly(async (world) => {
    const { order } = await sentGift(world, 'DELIVERY');
    await world.t.app.inject({
      method: 'POST',
      url: `/provider/v1/gift/orders/${order.id}/ship`,
      headers: world.headers.provider,
      payload: { carrier: 'CJ대한통운', trackingNumber: '551234567890' },
    });
    return { url: `/provider/v1/gift/orders/${order.id}/deliver` };
  }),
  'POST /provider/v1/gift/orders/{id}/exchange': adminOnly(async (world) => {
    const { order } = await sentGift(world, 'VOUCHER');
    return { url: `/provider/v1/gift/orders/${order.id}/exchange` };
  }),
  'POST /provider/v1/gift/vouchers/exchange': adminOnly(async (world) => {
    const { code } = await sentGift(world, 'VOUCHER');
    const timestamp = world.t.clock.now.getTime();
    const signature = signVoucherNotice(testSettings({}).GIFT_VOUCHER_SECRET, code, timestamp);
    return {
      url: '/provider/v1/gift/vouchers/exchange',
      payload: { voucherCode: code, timestamp },
      extraHeaders: { 'x-voucher-signature': signature },
    };
  }),
};
