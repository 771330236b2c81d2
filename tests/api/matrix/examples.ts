import { DEMO_PASSWORD } from '../../../server/db/seed';
import { jobs } from '../../../server/db/schema';
import { MESSAGE_SEND } from '../../../server/messaging/sender';
import { createIdCodec } from '../../../server/services/ids';
import { testSettings } from '../../../server/settings';
import { multipart, samples } from '../fileSamples';
import { NO_AUTHORITY, memberBody } from '../organisation/helpers';
import { signupExamples } from './examples/signup';
import { wmsExamples } from './examples/wms';
import { buy24Examples } from './examples/buy24';
import { giftExamples } from './examples/gift';
import { dashboardExamples } from './examples/dashboard';
import { billingInvoiceExamples } from './examples/billingInvoices';
import { billingLedgerExamples } from './examples/billing';
import { serviceExamples } from './examples/services';
import { legacyScreenExamples } from './examples/legacyScreens';
import { quickExamples } from './examples/quick';
import { historyExamples } from './examples/history';
import { sheetExamples } from './examples/sheets';
import type { Caller, World } from './world';
import { CALLER_EMAILS, enableLogin, PROVIDER } from './world';

/** One request of the matrix: the URL with its path filled in, and what goes with it. */
export interface Example {
  url: string;
  payload?: unknown;
  /** Replaces the caller's own headers (calls that end or change the session they use). */
  headers?: Record<string, string>;
  /** Added to the caller's headers (a multipart body's content type). */
  extraHeaders?: Record<string, string>;
}

/**
 * A valid request for one declared call, made for the caller about to send it (a fresh target when
 * the call consumes one). `expect` overrides the access-derived answer for a caller where the
 * service adds a rule on top, with the reason beside it.
 */
export interface CallExample {
  make(world: World, caller: Caller): Promise<Example>;
  /** Puts back what the call changed that later calls rely on (a password). */
  after?(world: World, caller: Caller): Promise<void>;
  expect?: Partial<Record<Caller, number>>;
}

const fixed = (url: string, payload?: unknown): CallExample => ({ make: async () => ({ url, payload }) });

/** A fresh plain member of 한빛솔루션, by the administrator. */
async function freshMember(world: World): Promise<string> {
  const n = world.next();
  const created = (await world.asAdmin(
    'POST',
    '/homepage/v2/members',
    memberBody({ email: `matrix${n}@x.com`, cellPhone: `0107777${String(n).padStart(4, '0')}` }),
  )) as { id: string };
  return created.id;
}

async function freshGroup(world: World): Promise<string> {
  const created = (await world.asAdmin('POST', '/homepage/v2/groups', {
    name: `매트릭스부서${world.next()}`,
    parentId: null,
  })) as { id: string };
  return created.id;
}

/** A pending invitation of 한빛솔루션 and the token its message carried. */
async function freshInvitation(world: World): Promise<{ id: string; token: string }> {
  const n = world.next();
  const created = (await world.asAdmin('POST', '/homepage/v2/managers', {
    email: `invite${n}@x.com`,
    cellPhone: `0106666${String(n).padStart(4, '0')}`,
  })) as { id: string };
  const link = (await world.lastMessage()).match(/token=([\w-]+)/);
  if (!link) throw new Error('no invitation link was sent');
  return { id: created.id, token: link[1]! };
}

const INQUIRY = {
  inquiryServiceType: 'BIRTH',
  companyName: '주식회사 매트릭스',
  contactName: '김담당',
  cellphone: '01012345678',
  email: 'contact@matrix.example.com',
  inquiryContents: '선물 서비스 문의입니다.',
  contact_privacy_policy: true,
  isPrivateAgree: 'Y',
  bcode: '',
  tracking: {},
};

/** A failed job (jobs fail by themselves only after their retries: one is made so). */
async function failedJob(world: World): Promise<string> {
  const [row] = await world.t.database.db
    .insert(jobs)
    .values({ kind: MESSAGE_SEND, payload: {}, status: 'failed', attempts: 5, lastError: '매트릭스' })
    .returning({ id: jobs.id });
  // The test app's id key is fixed (testSettings), so the test encodes like the server.
  return createIdCodec(testSettings().secrets.idKey).encode('job', row!.id);
}

/** A file of 한빛솔루션's administrator. */
async function storedFile(world: World): Promise<string> {
  const body = multipart([{ name: `견적서${world.next()}.pdf`, contents: samples.pdf() }]);
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/homepage/v2/files',
    headers: { ...world.headers.admin, ...body.headers },
    payload: body.payload,
  });
  return (response.json() as { id: string }[])[0]!.id;
}

/**
 * The hand-written examples: writes, and reads that need a state of their own (a fresh row, a
 * token, another company's headers). A plain read gets its example from its declaration
 * (./generated.ts); one written here takes its place.
 */
/** A visitor's service inquiry, by its id in the provider console (found by its receipt number). */
async function freshServiceInquiry(world: World): Promise<string> {
  const created = await world.t.app.inject({ method: 'POST', url: '/homepage/v2/inquiry', payload: INQUIRY });
  const { receiptNo } = created.json<{ receiptNo: string }>();
  const found = await world.t.app.inject({
    method: 'GET',
    url: `/provider/v1/inquiries?q=${receiptNo}`,
    headers: world.headers.provider,
  });
  return found.json<Array<{ id: string }>>()[0]!.id;
}

export const EXAMPLES: Record<string, CallExample> = {
  ...serviceExamples,
  ...signupExamples,
  ...wmsExamples,
  ...buy24Examples,
  ...giftExamples,
  ...legacyScreenExamples,
  ...quickExamples,
  ...dashboardExamples,
  ...billingInvoiceExamples,
  ...billingLedgerExamples,
  ...historyExamples,
  ...sheetExamples,
  'POST /portal/auth/api/login': fixed('/portal/auth/api/login', {
    email: 'demo-member@example.com',
    password: DEMO_PASSWORD,
    keepLoginYN: 'N',
  }),
  'POST /portal/auth/api/auto-login': {
    make: async (world) => {
      const response = await world.t.app.inject({
        method: 'POST',
        url: '/portal/auth/api/login',
        payload: { email: 'demo-member@example.com', password: DEMO_PASSWORD, keepLoginYN: 'Y' },
      });
      return { url: '/portal/auth/api/auto-login', payload: { sessionId: response.json().sessionId } };
    },
  },
  'POST /portal/auth/api/logout': {
    make: async (world, caller) => ({
      url: '/portal/auth/api/logout',
      headers: await world.freshHeaders(caller),
    }),
  },
  'POST /portal/auth/api/password/code': {
    make: async (world) => ({
      url: '/portal/auth/api/password/code',
      payload: { email: `nobody${world.next()}@x.com` },
    }),
  },
  'POST /portal/auth/api/password/reset': {
    make: async (world) => {
      const n = world.next();
      const email = `member${String(100 + n).padStart(3, '0')}@hanbit.example.com`;
      await enableLogin(world, email);
      await world.t.app.inject({ method: 'POST', url: '/portal/auth/api/password/code', payload: { email } });
      const code = (await world.lastMessage()).match(/\d{6}/)?.[0];
      return {
        url: '/portal/auth/api/password/reset',
        payload: { email, code, newPassword: 'Matrix!2345' },
      };
    },
  },
  'PUT /homepage/v2/company-member/manager/passwd': {
    // Changes the password, which ends the caller's other sessions: afterwards the password goes
    // back and the matrix logs the caller in again.
    make: async (world, caller) => ({
      url: '/homepage/v2/company-member/manager/passwd',
      headers: await world.freshHeaders(caller),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD.replace('2345', '2346') },
    }),
    after: async (world, caller) => {
      if (caller === 'member' || caller === 'admin' || caller === 'otherAdmin') {
        await enableLogin(world, CALLER_EMAILS[caller]);
        world.headers[caller] = await world.freshHeaders(caller);
      }
    },
  },
  'POST /homepage/v1/profile': {
    make: async (world, caller) => {
      const info = await world.t.app.inject({
        method: 'GET',
        url: '/homepage/v2/company-member/info',
        headers: world.headers[caller === 'anonymous' || caller === 'provider' ? 'member' : caller],
      });
      const member = info.json().companyMember;
      return {
        url: '/homepage/v1/profile',
        payload: { name: member.name, cellPhone: member.cellPhone },
      };
    },
  },
  'GET /homepage/v2/constants/{name}': fixed('/homepage/v2/constants/links'),
  'PUT /homepage/v1/virtual-accounts': fixed('/homepage/v1/virtual-accounts'),
  'POST /homepage/v2/members': {
    make: async (world) => {
      const n = world.next();
      return {
        url: '/homepage/v2/members',
        payload: memberBody({
          email: `created${n}@x.com`,
          cellPhone: `0105555${String(n).padStart(4, '0')}`,
        }),
      };
    },
  },
  'PUT /homepage/v2/members/{id}': {
    make: async (world) => {
      const id = await freshMember(world);
      const n = world.next();
      return {
        url: `/homepage/v2/members/${id}`,
        payload: memberBody({ email: `edited${n}@x.com`, cellPhone: `0104444${String(n).padStart(4, '0')}` }),
      };
    },
    // The declared access lets members in to edit their own profile; someone else's is refused.
    expect: { member: 403 },
  },
  'DELETE /homepage/v2/members/{id}': {
    make: async (world) => ({ url: `/homepage/v2/members/${await freshMember(world)}` }),
  },
  'PUT /homepage/v2/members/{id}/authority': {
    make: async (world) => ({
      url: `/homepage/v2/members/${await freshMember(world)}/authority`,
      payload: { ...NO_AUTHORITY, hasBuyRequestAuthority: true },
    }),
  },
  'POST /homepage/v2/members/import': {
    make: async (world) => {
      const n = world.next();
      return {
        url: '/homepage/v2/members/import',
        payload: {
          rows: [
            {
              name: '가져온사람',
              email: `imported${n}@x.com`,
              cellPhone: `0103333${String(n).padStart(4, '0')}`,
            },
          ],
        },
      };
    },
  },
  'POST /homepage/v2/managers/invite-sheet': {
    make: async (world) => {
      const n = world.next();
      return {
        url: '/homepage/v2/managers/invite-sheet',
        payload: {
          rows: [{ email: `sheet-invite${n}@x.com`, cellPhone: `0105555${String(n).padStart(4, '0')}` }],
        },
      };
    },
  },
  // A dry run: tests/api/organisation/anniversarySheet.test.ts saves for real.
  'POST /homepage/v2/anniversaries/sheet': fixed('/homepage/v2/anniversaries/sheet', {
    rows: [{ email: 'demo-member@example.com', eventDate: '19900505', lunar: '양력' }],
    dryRun: true,
  }),
  'POST /homepage/v2/groups': {
    make: async (world) => ({
      url: '/homepage/v2/groups',
      payload: { name: `새부서${world.next()}`, parentId: null },
    }),
  },
  'PUT /homepage/v2/groups/{id}': {
    make: async (world) => ({
      url: `/homepage/v2/groups/${await freshGroup(world)}`,
      payload: { name: `바뀐부서${world.next()}`, parentId: null },
    }),
  },
  'PUT /homepage/v2/groups/{id}/move': {
    make: async (world) => ({
      url: `/homepage/v2/groups/${await freshGroup(world)}/move`,
      payload: { parentId: null, sort: 0 },
    }),
  },
  'DELETE /homepage/v2/groups/{id}': {
    make: async (world) => ({ url: `/homepage/v2/groups/${await freshGroup(world)}` }),
  },
  'GET /homepage/v2/managers/{id}': {
    make: async (world) => ({ url: `/homepage/v2/managers/${(await freshInvitation(world)).id}` }),
  },
  'POST /homepage/v2/managers': {
    make: async (world) => {
      const n = world.next();
      return {
        url: '/homepage/v2/managers',
        payload: { email: `invited${n}@x.com`, cellPhone: `0102222${String(n).padStart(4, '0')}` },
      };
    },
  },
  'PUT /homepage/v2/managers/{id}': {
    make: async (world) => ({
      url: `/homepage/v2/managers/${(await freshInvitation(world)).id}`,
      payload: { ...NO_AUTHORITY, companyMemberRole: '관리자', hasBuyRequestAuthority: true },
    }),
  },
  'DELETE /homepage/v2/managers/{id}': {
    make: async (world) => ({ url: `/homepage/v2/managers/${(await freshInvitation(world)).id}` }),
  },
  'GET /homepage/v2/manager-signup/{token}': {
    make: async (world) => ({ url: `/homepage/v2/manager-signup/${(await freshInvitation(world)).token}` }),
  },
  'POST /homepage/v2/manager-signup/{token}': {
    make: async (world) => {
      const n = world.next();
      return {
        url: `/homepage/v2/manager-signup/${(await freshInvitation(world)).token}`,
        payload: {
          name: '새관리자',
          cellPhone: `0101111${String(n).padStart(4, '0')}`,
          password: 'Signup!2345',
          agreeUseService: true,
          agreePrivacy: true,
        },
      };
    },
  },
  'POST /homepage/v2/inquiry': fixed('/homepage/v2/inquiry', INQUIRY),
  'GET /homepage/v2/inquiry-progress': {
    make: async (world) => {
      const created = await world.t.app.inject({
        method: 'POST',
        url: '/homepage/v2/inquiry',
        payload: INQUIRY,
      });
      const { receiptNo } = created.json();
      return { url: `/homepage/v2/inquiry-progress?receiptNo=${receiptNo}&cellphone=01012345678` };
    },
  },
  'GET /provider/v1/inquiries/{id}': {
    make: async (world) => ({ url: `/provider/v1/inquiries/${await freshServiceInquiry(world)}` }),
  },
  'PUT /provider/v1/inquiries/{id}': {
    make: async (world) => ({
      url: `/provider/v1/inquiries/${await freshServiceInquiry(world)}`,
      payload: { status: 'IN_PROGRESS', internalNote: '다시 전화드리기로 함' },
    }),
  },
  'POST /provider/v1/inquiries/{id}/answer': {
    make: async (world) => ({
      url: `/provider/v1/inquiries/${await freshServiceInquiry(world)}/answer`,
      payload: { channel: 'SMS', answer: '상담 일정을 문자로 안내드립니다.' },
    }),
  },
  'PUT /provider/v1/queue-limits/{queue}': fixed('/provider/v1/queue-limits/providerCsInquiries', {
    hours: 12,
  }),
  'POST /provider/v1/auth/login': fixed('/provider/v1/auth/login', {
    email: PROVIDER,
    password: DEMO_PASSWORD,
  }),
  'POST /provider/v1/auth/logout': {
    make: async (world, caller) => ({
      url: '/provider/v1/auth/logout',
      headers: await world.freshHeaders(caller),
    }),
  },
  'POST /provider/v1/jobs/{id}/retry': {
    make: async (world) => ({ url: `/provider/v1/jobs/${await failedJob(world)}/retry` }),
  },
  'POST /homepage/v2/files': {
    make: async () => {
      const body = multipart([{ name: '회의록.pdf', contents: samples.pdf() }]);
      return { url: '/homepage/v2/files', payload: body.payload, extraHeaders: body.headers };
    },
  },
  'GET /homepage/v2/files/{id}': {
    make: async (world) => ({ url: `/homepage/v2/files/${await storedFile(world)}` }),
  },
  'GET /homepage/v2/files/zip': {
    make: async (world) => ({ url: `/homepage/v2/files/zip?ids=${await storedFile(world)}` }),
    // The ids travel in the query, not the path: another company's are refused all the same.
    expect: { otherAdmin: 404 },
  },
};
