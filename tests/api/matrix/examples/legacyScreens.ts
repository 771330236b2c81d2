import { TEST_CARD } from '../../services/helpers';
import type { CallExample } from '../examples';
import type { World } from '../world';

/**
 * The legacy routes' own screens: past orders, automatic payment, payment methods, boards and
 * one-to-one inquiries. The other company's administrator (에이스스포츠코리아) has no card payment, so
 * the payment-method calls are 403 to them whatever the id.
 */
const fixed = (url: string, payload?: unknown): CallExample => ({ make: async () => ({ url, payload }) });

async function send(
  world: World,
  headers: Record<string, string>,
  method: 'POST',
  url: string,
  payload: unknown,
) {
  const response = await world.t.app.inject({ method, url, headers, payload: payload as object });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json() as { id: string; paymentEncrypted: string };
}

const freshNotice = async (world: World) =>
  (
    await send(world, world.headers.provider, 'POST', '/provider/v1/notices', {
      board: 'NOTICE',
      title: `매트릭스 공지 ${world.next()}`,
      body: '내용',
    })
  ).id;

const freshWelfare = async (world: World) =>
  (
    await send(world, world.headers.provider, 'POST', '/provider/v1/notices', {
      board: 'WELFARE',
      title: `매트릭스 복지 ${world.next()}`,
      body: '내용',
    })
  ).id;

const freshTemplate = async (world: World) =>
  (
    await send(world, world.headers.provider, 'POST', '/provider/v1/answer-templates', {
      use: 'CS',
      title: `매트릭스 템플릿 ${world.next()}`,
      body: '내용',
    })
  ).id;

/** An inquiry of 한빛솔루션's plain member (its author and the administrator may read it). */
const freshInquiry = async (world: World) =>
  (
    await send(world, world.headers.member, 'POST', '/homepage/v2/cs-inquiries', {
      title: `매트릭스 문의 ${world.next()}`,
      body: '내용',
    })
  ).id;

const freshCard = async (world: World) =>
  (await send(world, world.headers.admin, 'POST', '/homepage/v2/payment/methods', TEST_CARD))
    .paymentEncrypted;

/** Notices are posted for every company: the other company's administrator reads them too. */
const EVERY_COMPANY = { otherAdmin: 200 };

export const legacyScreenExamples: Record<string, CallExample> = {
  'GET /homepage/v2/orders/past/summary': fixed(
    '/homepage/v2/orders/past/summary?month=2026-10&service=snack',
  ),
  'GET /homepage/v2/orders/past': fixed(
    `/homepage/v2/orders/past?filter=${encodeURIComponent('{"month":"2026-10"}')}&range=[0,9]`,
  ),
  'GET /homepage/v2/payment/subscription': fixed('/homepage/v2/payment/subscription'),
  'PUT /homepage/v2/payment/subscription': fixed('/homepage/v2/payment/subscription', { enabled: false }),
  'GET /homepage/v2/payment/methods': {
    ...fixed('/homepage/v2/payment/methods'),
    expect: { otherAdmin: 403 },
  },
  'POST /homepage/v2/payment/methods': {
    ...fixed('/homepage/v2/payment/methods', TEST_CARD),
    expect: { otherAdmin: 403 },
  },
  'DELETE /homepage/v2/payment/methods/{id}': {
    make: async (world) => ({ url: `/homepage/v2/payment/methods/${await freshCard(world)}` }),
  },
  'GET /homepage/v2/boards/notice': fixed('/homepage/v2/boards/notice'),
  'GET /homepage/v2/boards/notice/{id}': {
    make: async (world) => ({ url: `/homepage/v2/boards/notice/${await freshNotice(world)}` }),
    expect: EVERY_COMPANY,
  },
  'GET /homepage/v2/boards/welfare': fixed('/homepage/v2/boards/welfare'),
  'GET /homepage/v2/boards/welfare/{id}': {
    make: async (world) => ({ url: `/homepage/v2/boards/welfare/${await freshWelfare(world)}` }),
    expect: EVERY_COMPANY,
  },
  'GET /homepage/v2/cs-inquiries': fixed('/homepage/v2/cs-inquiries'),
  'GET /homepage/v2/cs-inquiries/{id}': {
    make: async (world) => ({ url: `/homepage/v2/cs-inquiries/${await freshInquiry(world)}` }),
  },
  'POST /homepage/v2/cs-inquiries': fixed('/homepage/v2/cs-inquiries', {
    title: '매트릭스 문의',
    body: '내용',
  }),
  'DELETE /homepage/v2/cs-inquiries/{id}': {
    make: async (world) => ({ url: `/homepage/v2/cs-inquiries/${await freshInquiry(world)}` }),
  },
  'GET /provider/v1/notices': fixed('/provider/v1/notices'),
  'GET /provider/v1/notices/{id}': {
    make: async (world) => ({ url: `/provider/v1/notices/${await freshNotice(world)}` }),
  },
  'POST /provider/v1/notices': fixed('/provider/v1/notices', {
    board: 'NOTICE',
    title: '공지',
    body: '내용',
  }),
  'PUT /provider/v1/notices/{id}': {
    make: async (world) => ({
      url: `/provider/v1/notices/${await freshNotice(world)}`,
      payload: { board: 'NOTICE', title: '수정한 공지', body: '내용' },
    }),
  },
  'DELETE /provider/v1/notices/{id}': {
    make: async (world) => ({ url: `/provider/v1/notices/${await freshNotice(world)}` }),
  },
  'GET /provider/v1/companies/{id}': {
    make: async (world) => {
      const response = await world.t.app.inject({
        method: 'GET',
        url: '/provider/v1/companies',
        headers: world.headers.provider,
      });
      const [company] = response.json() as { id: string }[];
      return { url: `/provider/v1/companies/${company!.id}` };
    },
  },
  'GET /provider/v1/search': fixed(`/provider/v1/search?q=${encodeURIComponent('한빛')}`),
  'GET /provider/v1/answer-templates': fixed('/provider/v1/answer-templates'),
  'GET /provider/v1/answer-templates/{id}': {
    make: async (world) => ({ url: `/provider/v1/answer-templates/${await freshTemplate(world)}` }),
  },
  'POST /provider/v1/answer-templates': fixed('/provider/v1/answer-templates', {
    use: 'INQUIRY',
    title: '템플릿',
    body: '내용',
  }),
  'PUT /provider/v1/answer-templates/{id}': {
    make: async (world) => ({
      url: `/provider/v1/answer-templates/${await freshTemplate(world)}`,
      payload: { use: 'CS', title: '수정한 템플릿', body: '내용' },
    }),
  },
  'DELETE /provider/v1/answer-templates/{id}': {
    make: async (world) => ({ url: `/provider/v1/answer-templates/${await freshTemplate(world)}` }),
  },
  'GET /provider/v1/cs-inquiries': fixed('/provider/v1/cs-inquiries'),
  'GET /provider/v1/cs-inquiries/{id}': {
    make: async (world) => ({ url: `/provider/v1/cs-inquiries/${await freshInquiry(world)}` }),
  },
  'PUT /provider/v1/cs-inquiries/{id}': {
    make: async (world) => ({
      url: `/provider/v1/cs-inquiries/${await freshInquiry(world)}`,
      payload: { answer: '답변입니다.' },
    }),
  },
};
