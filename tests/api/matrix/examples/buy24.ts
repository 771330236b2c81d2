import { seoulDateString } from '../../../../lib/seoulTime';
import { budgetSheet } from '../../buy24/helpers';
import { multipart, samples } from '../../fileSamples';
import type { CallExample, Example } from '../examples';
import type { Caller, World } from '../world';

/**
 * 구매24 calls. Requests are filed by the plain member (who may then edit, cancel and delete their
 * own); approving and ordering are the administrator's. The other company's administrator is the
 * branded buyer, which has office24 instead of buy24, so every `{ service: 'buy24' }` call is a 403
 * to them whatever the id.
 */
const BASE = '/buy24/v1/admin';

async function send(
  world: World,
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
  extra: Record<string, string> = {},
) {
  const response = await world.t.app.inject({
    method,
    url,
    headers: { ...world.headers[caller], ...extra },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json();
}

/** A fresh request of the plain member, with a PDF attachment. */
async function memberRequest(world: World): Promise<string> {
  const body = multipart([{ name: '요청서.pdf', contents: samples.pdf() }], {
    title: `매트릭스 요청 ${world.next()}`,
    quantity: '1',
  });
  return (await send(world, 'member', 'POST', `${BASE}/buy-requests`, body.payload, body.headers)).id;
}

/** A fresh request taken through review, quote and approval. */
async function approvedRequest(world: World): Promise<string> {
  const id = await memberRequest(world);
  await send(world, 'admin', 'PATCH', `${BASE}/buy-requests/${id}`, { status: 'IN_REVIEW' });
  await send(world, 'provider', 'PUT', `/provider/v1/buy24/requests/${id}/quote`, {
    items: [{ name: '볼펜', quantity: 1, unitPrice: 1000 }],
  });
  await send(world, 'admin', 'PATCH', `${BASE}/buy-requests/${id}`, { status: 'APPROVED' });
  return id;
}

async function freshOrder(world: World): Promise<{ id: string; itemId: string }> {
  const order = await send(world, 'admin', 'PUT', `${BASE}/orders/request`, {
    requestIds: [await approvedRequest(world)],
  });
  return { id: order.id, itemId: order.items[0].id };
}

/** A comment of the plain member with one file, on their own request. */
async function memberComment(world: World): Promise<string> {
  const request = await memberRequest(world);
  const body = multipart([{ name: '사진.png', contents: samples.png() }], { body: '사진 첨부합니다.' });
  return (
    await send(
      world,
      'member',
      'POST',
      `${BASE}/buy-requests/${request}/comments`,
      body.payload,
      body.headers,
    )
  ).id;
}

const fixed = (url: string, payload?: unknown): CallExample => ({ make: async () => ({ url, payload }) });
const upload = (url: string, body: ReturnType<typeof multipart>): Example => ({
  url,
  payload: body.payload,
  extraHeaders: body.headers,
});
const first = async (world: World, url: string) =>
  ((await send(world, 'admin', 'GET', url)) as Array<{ id: string }>)[0]!.id;
const byMember = (make: (world: World) => Promise<string>) => ({
  make: async (world: World) => ({ url: await make(world) }),
});

const sheet = () => {
  const month = seoulDateString(new Date()).slice(0, 7);
  return multipart([{ name: '예산.xlsx', contents: budgetSheet([['인사팀', month, 1_000_000]]) }]);
};

export const buy24Examples: Record<string, CallExample> = {
  // The state call is open to every member, but the branded buyer is told it has office24 instead.
  'GET /buy24/v1/admin': { ...fixed(BASE), expect: { otherAdmin: 403 } },
  // 한빛솔루션 already uses buy24 (409); the branded buyer may not apply (403).
  'POST /buy24/v1/admin/subscription': {
    ...fixed(`${BASE}/subscription`),
    expect: { admin: 409, otherAdmin: 403 },
  },
  'PUT /buy24/v1/admin/service-preference/': {
    make: async (w) => ({
      url: `${BASE}/service-preference/`,
      payload: {
        serviceId: (await send(w, 'admin', 'GET', BASE)).serviceId,
        budgetAlertPercent: 80,
        allowBudgetOverride: true,
        deliveryNote: '',
      },
    }),
  },
  'DELETE /buy24/v1/admin/buy-requests': byMember(
    async (w) => `${BASE}/buy-requests?ids=${await memberRequest(w)}`,
  ),
  'POST /buy24/v1/admin/buy-requests': {
    make: async (w) =>
      upload(
        `${BASE}/buy-requests`,
        multipart([{ name: '사양.pdf', contents: samples.pdf() }], {
          title: `매트릭스 ${w.next()}`,
          quantity: '2',
        }),
      ),
  },
  'POST /buy24/v1/admin/buy-requests/editor-file-upload': {
    make: async () =>
      upload(
        `${BASE}/buy-requests/editor-file-upload`,
        multipart([{ name: '붙여넣기.png', contents: samples.png() }]),
      ),
  },
  'PATCH /buy24/v1/admin/buy-requests/{id}': {
    make: async (w) => ({
      url: `${BASE}/buy-requests/${await memberRequest(w)}`,
      payload: { title: '수정한 제목', quantity: 2 },
    }),
  },
  'GET /buy24/v1/admin/buy-requests/{id}/download-all': byMember(
    async (w) => `${BASE}/buy-requests/${await memberRequest(w)}/download-all`,
  ),
  'GET /buy24/v1/admin/buy-requests/comments/{id}/download-all': byMember(
    async (w) => `${BASE}/buy-requests/comments/${await memberComment(w)}/download-all`,
  ),
  'POST /buy24/v1/admin/buy-requests/{id}/comments': {
    make: async (w) =>
      upload(
        `${BASE}/buy-requests/${await memberRequest(w)}/comments`,
        multipart([], { body: '확인 부탁드립니다.' }),
      ),
  },
  // Comments are edited and deleted by their author only: the administrator is refused too.
  'PUT /buy24/v1/admin/buy-requests/comments/{id}': {
    make: async (w) => ({
      url: `${BASE}/buy-requests/comments/${await memberComment(w)}`,
      payload: { body: '고친 댓글' },
    }),
    expect: { admin: 403 },
  },
  'DELETE /buy24/v1/admin/buy-requests/comments/{id}': {
    ...byMember(async (w) => `${BASE}/buy-requests/comments/${await memberComment(w)}`),
    expect: { admin: 403 },
  },
  // Ordering is an approver's: a plain member who reviews nobody is refused by the service.
  'PATCH /buy24/v1/admin/orders/request': {
    make: async (w) => ({
      url: `${BASE}/orders/request`,
      payload: { requestIds: [await approvedRequest(w)] },
    }),
    expect: { member: 403 },
  },
  'PUT /buy24/v1/admin/orders/request': {
    make: async (w) => ({
      url: `${BASE}/orders/request`,
      payload: { requestIds: [await approvedRequest(w)] },
    }),
    expect: { member: 403 },
  },
  'DELETE /buy24/v1/admin/orders': byMember(async (w) => `${BASE}/orders?ids=${(await freshOrder(w)).id}`),
  'DELETE /buy24/v1/admin/orders/{id}/order-items': byMember(async (w) => {
    const order = await freshOrder(w);
    return `${BASE}/orders/${order.id}/order-items?ids=${order.itemId}`;
  }),
  'POST /buy24/v1/admin/budgets/excel': { make: async () => upload(`${BASE}/budgets/excel`, sheet()) },
  'POST /buy24/v1/admin/budgets/sheet': {
    make: async () => ({
      url: `${BASE}/budgets/sheet`,
      payload: {
        rows: [{ department: '인사팀', month: seoulDateString(new Date()).slice(0, 7), amount: '1000000' }],
      },
    }),
  },
  'PUT /buy24/v1/admin/exclusion/category': {
    make: async (w) => ({
      url: `${BASE}/exclusion/category`,
      payload: { branchId: null, categoryIds: [await first(w, `${BASE}/exclusion/category`)] },
    }),
  },
  'PUT /buy24/v1/admin/exclusion/category-item': {
    make: async (w) => ({
      url: `${BASE}/exclusion/category-item`,
      payload: { branchId: null, categoryId: await first(w, `${BASE}/exclusion/category`), itemIds: [] },
    }),
  },

  // 오피스24 is in use at both companies: the branded buyer's administrator reads its own figures.
  'GET /homepage/v2/office24/dashboard': fixed('/homepage/v2/office24/dashboard'),

  'GET /provider/v1/buy24/files/{id}': byMember(async (w) => {
    const detail = await send(w, 'member', 'GET', `${BASE}/buy-requests/${await memberRequest(w)}`);
    return `/provider/v1/buy24/files/${detail.attachments[0].id}`;
  }),
  'PUT /provider/v1/buy24/requests/{id}/quote': {
    make: async (w) => {
      const id = await memberRequest(w);
      await send(w, 'admin', 'PATCH', `${BASE}/buy-requests/${id}`, { status: 'IN_REVIEW' });
      return {
        url: `/provider/v1/buy24/requests/${id}/quote`,
        payload: { items: [{ name: '볼펜', quantity: 10, unitPrice: 500 }] },
      };
    },
  },
  'POST /provider/v1/buy24/orders/{id}/ship': byMember(
    async (w) => `/provider/v1/buy24/orders/${(await freshOrder(w)).id}/ship`,
  ),
  'POST /provider/v1/buy24/orders/{id}/deliver': byMember(async (w) => {
    const { id } = await freshOrder(w);
    await send(w, 'provider', 'POST', `/provider/v1/buy24/orders/${id}/ship`);
    return `/provider/v1/buy24/orders/${id}/deliver`;
  }),
  'POST /provider/v1/buy24/orders/{id}/invoice': byMember(
    async (w) => `/provider/v1/buy24/orders/${(await freshOrder(w)).id}/invoice`,
  ),
};
