import { desc, eq } from 'drizzle-orm';
import { withCheckDigit } from '../../../lib/bizNumber';
import { jobs } from '../../../server/db/schema';
import { MESSAGE_SEND, type OutgoingMessage } from '../../../server/messaging/sender';
import type { TestApp } from '../testApp';

/** The code in the latest message queued for this e-mail or phone (read from the send queue). */
export async function codeSentTo(t: Pick<TestApp, 'database'>, recipient: string): Promise<string> {
  const rows = await t.database.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, MESSAGE_SEND))
    .orderBy(desc(jobs.id))
    .limit(50);
  const message = rows
    .map((row) => row.payload as OutgoingMessage)
    .find((payload) => payload.recipient === recipient);
  const code = /\[(\d{6})\]/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

export const mailCodeUrl = (email: string, code?: string) =>
  `/portal/auth/api/signup/auth-mail?email=${encodeURIComponent(email)}${code ? `&code=${code}` : ''}`;
export const phoneCodeUrl = (cellPhone: string, code?: string) =>
  `/homepage/v2/certification/cellphone?cellPhone=${cellPhone}${code ? `&code=${code}` : ''}`;

/** Sends and verifies both codes the way the sign-up page does; returns the two tokens. */
export async function verifyBoth(
  t: Pick<TestApp, 'app' | 'database'>,
  email: string,
  cellPhone: string,
): Promise<{ emailToken: string; phoneToken: string }> {
  const inject = async (method: 'GET' | 'POST', url: string) => {
    const response = await t.app.inject({ method, url });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json() as { token: string | null };
  };
  await inject('POST', mailCodeUrl(email));
  const emailToken = (await inject('POST', mailCodeUrl(email, await codeSentTo(t, email.toLowerCase()))))
    .token!;
  await inject('GET', phoneCodeUrl(cellPhone));
  const phoneToken = (await inject('GET', phoneCodeUrl(cellPhone, await codeSentTo(t, cellPhone)))).token!;
  return { emailToken, phoneToken };
}

/** A complete sign-up body but for the tokens. */
export function signupBody(n: number, overrides: Record<string, unknown> = {}) {
  return {
    companyName: `주식회사 가입테스트${n}`,
    // Nine digits and their check digit: one valid, unregistered number per n.
    registNumber: withCheckDigit(`31481${String(n).padStart(4, '0')}`),
    representative: '홍대표',
    zoneCode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '12층',
    officePhone: '0215440000',
    name: '가입관리자',
    email: `signup${n}@newco.example.com`,
    cellPhone: `0109000${String(n).padStart(4, '0')}`,
    password: 'Signup!2345',
    agreeUseService: true,
    agreePrivacy: true,
    agreeMarketing: false,
    ...overrides,
  };
}
