import { desc, eq } from 'drizzle-orm';
import { jobs } from '../../../server/db/schema';
import { MESSAGE_SEND, type OutgoingMessage } from '../../../server/messaging/sender';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { listUrl, allowLogin } from '../organisation/helpers';
import { ADMIN, MEMBER, NIKE, createTestApp, login, type TestApp } from '../testApp';

/** Who calls: nobody, a plain member and the administrator of 한빛솔루션, another company's administrator, an operator. */
export const CALLERS = ['anonymous', 'member', 'admin', 'otherAdmin', 'provider'] as const;
export type Caller = (typeof CALLERS)[number];
export const PROVIDER = 'demo-provider@example.com';

/**
 * The seeded app the matrix runs against, with a fresh session per caller, messages captured as
 * they are sent (codes and invitation links), and makers of fresh rows of 한빛솔루션 for calls that
 * consume their target (delete, accept, reset).
 */
export interface World {
  t: TestApp;
  headers: Record<Caller, Record<string, string>>;
  /** The text of the last message sent (codes, invitation links), from the queue that sends it. */
  lastMessage(): Promise<string>;
  /** A fresh session of the same kind as `caller` (for calls that end the session they use). */
  freshHeaders(caller: Caller): Promise<Record<string, string>>;
  /** Calls as 한빛솔루션's administrator and returns the JSON answer (fails the test otherwise). */
  asAdmin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<unknown>;
  /** The id of a member of 한빛솔루션 found by an e-mail fragment. */
  memberId(emailFragment: string): Promise<string>;
  /** A counter for unique e-mails and phones. */
  next(): number;
}

export const CALLER_EMAILS: Record<Exclude<Caller, 'anonymous' | 'provider'>, string> = {
  member: MEMBER,
  admin: ADMIN,
  otherAdmin: NIKE,
};

async function providerHeaders(t: TestApp): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/provider/v1/auth/login',
    payload: { email: PROVIDER, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`provider login failed: ${response.body}`);
  const body = response.json();
  return { provider_client_id: body.clientId, provider_client_secret: body.clientSecret };
}

export async function createWorld(): Promise<World> {
  const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: 100_000 });
  const freshHeaders = async (caller: Caller): Promise<Record<string, string>> => {
    if (caller === 'anonymous') return {};
    if (caller === 'provider') return providerHeaders(t);
    return (await login(t.app, CALLER_EMAILS[caller])).headers;
  };
  const headers = {} as Record<Caller, Record<string, string>>;
  for (const caller of CALLERS) headers[caller] = await freshHeaders(caller);
  let counter = 0;
  const asAdmin: World['asAdmin'] = async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: headers.admin,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} failed: ${response.body}`);
    return response.json();
  };
  return {
    t,
    headers,
    async lastMessage() {
      const [row] = await t.database.db
        .select({ payload: jobs.payload })
        .from(jobs)
        .where(eq(jobs.kind, MESSAGE_SEND))
        .orderBy(desc(jobs.id))
        .limit(1);
      return (row?.payload as OutgoingMessage | undefined)?.body ?? '';
    },
    freshHeaders,
    asAdmin,
    async memberId(emailFragment) {
      const [row] = (await asAdmin(
        'GET',
        listUrl('/homepage/v2/members', { filter: { q: emailFragment } }),
      )) as {
        id: string;
      }[];
      if (!row) throw new Error(`no member ${emailFragment}`);
      return row.id;
    },
    next: () => ++counter,
  };
}

/** Gives a seeded member the demo password (seeded members other than the demo logins have none). */
export const enableLogin = (world: World, email: string) => allowLogin(world.t, email);
