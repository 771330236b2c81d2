import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { withCheckDigit } from '../../lib/bizNumber';
import { PASSWORD } from './helpers';

/** One applicant per call: fresh e-mail, phone and registration number within a run. */
export function applicant(n: number) {
  const digits = String(n).padStart(4, '0');
  return {
    companyName: `주식회사 이투이${digits}`,
    registNumber: withCheckDigit(`60587${digits}`),
    representative: '최대표',
    zoneCode: '06164',
    address1: '서울 강남구 테헤란로 427',
    address2: '포털24타워 5층',
    officePhone: '0215440000',
    name: '한가입',
    email: `e2e-signup-${digits}@newco.example.com`,
    cellPhone: `0107123${digits}`,
    // The demo password meets the rule, so the login helper works for the new administrator too.
    password: PASSWORD,
  };
}
export type Applicant = ReturnType<typeof applicant>;

async function operatorHeaders(request: APIRequestContext) {
  const login = await request.post('/provider/v1/auth/login', {
    data: { email: 'demo-provider@example.com', password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { clientId, clientSecret } = (await login.json()) as { clientId: string; clientSecret: string };
  return { provider_client_id: clientId, provider_client_secret: clientSecret };
}

/**
 * The code of the latest message to `recipient`, read as the operator would: the outbox list masks
 * codes, so the one message is opened in full (a recorded view). It arrives through the job queue.
 */
export async function codeFromOutbox(request: APIRequestContext, recipient: string): Promise<string> {
  const headers = await operatorHeaders(request);
  const latest = async () => {
    const list = await request.get('/provider/v1/outbox', {
      params: { filter: JSON.stringify({ q: recipient }), range: '[0,0]' },
      headers,
    });
    const [message] = (await list.json()) as { id: string }[];
    if (!message) return null;
    const full = await request.get(`/provider/v1/outbox/${message.id}/full`, { headers });
    return /\[(\d{6})\]/.exec(((await full.json()) as { body: string }).body)?.[1] ?? null;
  };
  await expect.poll(latest, { message: `a code was sent to ${recipient}` }).toBeTruthy();
  return (await latest())!;
}

/** Approves through the provider's API (the console's own button is exercised in the PC flow). */
export async function approveByApi(request: APIRequestContext, companyName: string) {
  const headers = await operatorHeaders(request);
  const list = await request.get('/provider/v1/signups', {
    params: { filter: JSON.stringify({ q: companyName }) },
    headers,
  });
  const [row] = (await list.json()) as { id: string }[];
  expect(row).toBeTruthy();
  expect((await request.post(`/provider/v1/signups/${row!.id}/approve`, { headers })).ok()).toBe(true);
}

/** Presses Tab until `target` has the focus: the page is driven by the keyboard alone. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/** Types into a field reached by Tab. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/**
 * A waiting sign-up made through the public API the sign-up page calls (both codes read from the
 * outbox), for tests of the provider's review that need sign-ups but not the page.
 */
export async function signUpByApi(request: APIRequestContext, a: Applicant) {
  const mailUrl = (code?: string) =>
    `/portal/auth/api/signup/auth-mail?email=${encodeURIComponent(a.email)}${code ? `&code=${code}` : ''}`;
  const phoneUrl = (code?: string) =>
    `/homepage/v2/certification/cellphone?cellPhone=${a.cellPhone}${code ? `&code=${code}` : ''}`;
  /** Sends a code, reads it from the outbox and sends it back: the token the sign-up carries. */
  const tokenFor = async (url: (code?: string) => string, method: 'POST' | 'GET', to: string) => {
    expect((await request.fetch(url(), { method })).ok()).toBe(true);
    const verified = await request.fetch(url(await codeFromOutbox(request, to)), { method });
    expect(verified.ok(), await verified.text()).toBe(true);
    return ((await verified.json()) as { token: string }).token;
  };
  const emailToken = await tokenFor(mailUrl, 'POST', a.email);
  const phoneToken = await tokenFor(phoneUrl, 'GET', a.cellPhone);
  const signup = await request.post('/homepage/v2/signup', {
    data: { ...a, emailToken, phoneToken, agreeUseService: true, agreePrivacy: true, agreeMarketing: false },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
}
