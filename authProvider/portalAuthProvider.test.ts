import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../schemas/auth';
import type { ServiceEntry } from '../schemas/services';
import type { ApiFetch, ApiFetchOptions } from '../dataProviders/httpClient';
import { ApiError } from '../dataProviders/httpClient';
import {
  KEEP_LOGIN_KEY,
  clearStoredAuth,
  readAuthCookie,
  readKeptLogin,
  writeAuthCookie,
  writeKeptLogin,
} from './authStorage';
import { createPortalAuthProvider } from './portalAuthProvider';
import { buildMember as buildPlainMember } from './permissions.testing';

const service = (name: ServiceEntry['service']): ServiceEntry => ({
  serviceEncrypted: `enc-${name}`,
  service: name,
  serviceType: 'SUBSCRIPTION',
  useYN: 'Y',
  status: 'IN_USE',
  startedAt: null,
});
/** A member whose raw service list still holds the office and birthday services. */
const buildMember = () =>
  buildPlainMember({
    name: '김관리',
    serviceList: [service('snack24'), service('office24'), service('birth24')],
  });

type Handler = (path: string, options: ApiFetchOptions | undefined) => unknown;

const loginAnswer = (overrides: Partial<LoginResponse> = {}): LoginResponse => ({
  companyMemberEncrypted: 'm-enc',
  companyEncrypted: 'c-enc',
  companyMemberName: '김관리',
  companyName: '주식회사 데모',
  clientId: 'c_1',
  clientSecret: 'secret',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  ...overrides,
});

function setup(handler: Handler, path = '/pc/admin/member/list', search = '?utm_source=naver&page=3') {
  const calls: { path: string; options: ApiFetchOptions | undefined }[] = [];
  const apiFetch: ApiFetch = async <T>(p: string, options?: ApiFetchOptions): Promise<T> => {
    calls.push({ path: p, options });
    return (await handler(p, options)) as T;
  };
  const provider = createPortalAuthProvider({
    apiFetch,
    getLocation: () => ({ pathname: path, search, origin: 'https://portal.test' }),
    log: () => undefined,
  });
  return { provider, calls };
}

beforeEach(() => clearStoredAuth());
afterEach(() => vi.useRealTimers());

describe('login', () => {
  it('without keep-login stores only the cookie and goes to the origin admin page', async () => {
    const { provider, calls } = setup(() => loginAnswer({ sessionId: undefined }));
    const result = await provider.login({
      email: 'a@b.co',
      password: 'pw',
      keepLoginYN: 'N',
      origin: '/pc/admin/mypage',
    });
    expect(calls[0]).toMatchObject({
      path: '/portal/auth/api/login',
      options: { method: 'POST', body: { email: 'a@b.co', password: 'pw', keepLoginYN: 'N' } },
    });
    expect(result).toEqual({ redirectTo: '/pc/admin/mypage' });
    expect(readAuthCookie()?.clientSecret).toBe('secret');
    expect(localStorage.getItem(KEEP_LOGIN_KEY)).toBeNull();
  });

  it('with keep-login also stores the auth fields and sessionId persistently', async () => {
    const { provider } = setup(() => loginAnswer({ sessionId: 'sess-1' }));
    const result = await provider.login({
      email: 'a@b.co',
      password: 'pw',
      keepLoginYN: 'Y',
      origin: 'https://evil.test/',
    });
    expect(result).toEqual({ redirectTo: '/pc/admin/home' });
    expect(readKeptLogin()).toMatchObject({
      sessionId: 'sess-1',
      companyMemberEncrypted: 'm-enc',
      clientId: 'c_1',
    });
    expect(readAuthCookie()).not.toBeNull();
  });

  it('clears the previous session before trying, and rethrows the server message on failure', async () => {
    writeKeptLogin({ ...loginAnswer(), companyName: '이전', sessionId: 'old' });
    const { provider } = setup(() => {
      throw new ApiError(
        401,
        { status: 401, code: 'UNAUTHORIZED', message: '이메일 또는 비밀번호가 올바르지 않습니다.' },
        '이메일 또는 비밀번호가 올바르지 않습니다.',
      );
    });
    await expect(provider.login({ email: 'a@b.co', password: 'bad' })).rejects.toThrow(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(readKeptLogin()).toBeNull();
    expect(readAuthCookie()).toBeNull();
  });
});

describe('restore and checkAuth', () => {
  it('restores keep-login through auto-login and stores the rotated sessionId', async () => {
    writeKeptLogin({
      ...loginAnswer(),
      companyName: '김관리',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      sessionId: 'sess-1',
    });
    const { provider, calls } = setup(() => loginAnswer({ sessionId: 'sess-2', clientId: 'c_2' }));
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(calls).toEqual([
      { path: '/portal/auth/api/auto-login', options: { method: 'POST', body: { sessionId: 'sess-1' } } },
    ]);
    expect(readKeptLogin()?.sessionId).toBe('sess-2');
    expect(readAuthCookie()?.clientId).toBe('c_2');
    await provider.checkAuth({});
    expect(calls).toHaveLength(1);
  });

  it('uses a live cookie without calling the server', async () => {
    const { provider, calls } = setup(() => loginAnswer());
    writeAuthCookie({ ...loginAnswer(), companyName: '김관리' });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('logs out completely when auto-login is refused, sending the visitor to login with origin and utm', async () => {
    writeKeptLogin({ ...loginAnswer(), companyName: '김관리', sessionId: 'used' });
    const { provider } = setup(() => {
      throw new ApiError(401, null, '자동 로그인 정보가 만료되었습니다.');
    });
    const error = await provider.checkAuth({}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: false,
      redirectTo:
        '/pc/admin/auth/login?origin=%2Fpc%2Fadmin%2Fmember%2Flist%3Futm_source%3Dnaver%26page%3D3&utm_source=naver',
    });
    expect(readKeptLogin()).toBeNull();
  });

  it('ends a day session at Seoul midnight by the browser clock', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T14:00:00Z')); // 23:00 in Seoul
    const { provider } = setup(() => loginAnswer({ expiresAt: '2026-11-21T15:00:00.000Z' }));
    await provider.login({ email: 'a@b.co', password: 'pw' });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    vi.setSystemTime(new Date('2026-11-21T15:00:01Z'));
    await expect(provider.checkAuth({})).rejects.toMatchObject({
      redirectTo: expect.stringContaining('/pc/admin/auth/login?origin='),
    });
    expect(provider.getAuthHeaders()).toBeNull();
  });
});

describe('errors, logout and the member', () => {
  it('gives a visitor no permissions instead of an error (react-admin asks on the login page too)', async () => {
    const { provider, calls } = setup(() => undefined);
    await expect(provider.getPermissions()).resolves.toBeNull();
    await expect(provider.canAccess({ resource: 'home' })).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('logs out on 401 and stays on 403', async () => {
    const { provider } = setup(() => undefined);
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(provider.checkError(new ApiError(401, null, '만료'))).rejects.toMatchObject({
      redirectTo: expect.stringContaining('/pc/admin/auth/login'),
    });
  });

  it('renews a keep-login session once when the server says 401 before the browser clock does', async () => {
    writeAuthCookie({ ...loginAnswer(), companyName: '김관리' });
    writeKeptLogin({ ...loginAnswer(), companyName: '김관리', sessionId: 'sess-1' });
    const { provider, calls } = setup(() => loginAnswer({ sessionId: 'sess-2', clientId: 'c_2' }));
    const burst = [provider.checkError({ status: 401 }), provider.checkError({ status: 401 })];
    await expect(Promise.all(burst)).resolves.toEqual([undefined, undefined]);
    expect(calls.map((call) => call.path)).toEqual(['/portal/auth/api/auto-login']);
    expect(readAuthCookie()?.clientId).toBe('c_2');
    expect(readKeptLogin()?.sessionId).toBe('sess-2');
  });

  it('logout tells the server, forgets everything and goes to the plain login page', async () => {
    writeAuthCookie({ ...loginAnswer(), companyName: '김관리' });
    writeKeptLogin({ ...loginAnswer(), companyName: '김관리', sessionId: 's' });
    const { provider, calls } = setup(() => {
      throw new ApiError(0, null, '네트워크 오류가 발생했습니다.');
    });
    await expect(provider.logout({})).resolves.toBe('/pc/admin/auth/login');
    expect(calls[0]?.path).toBe('/portal/auth/api/logout');
    expect(readAuthCookie()).toBeNull();
    expect(readKeptLogin()).toBeNull();
  });

  it('identity carries the member after the service-list rules', async () => {
    writeAuthCookie({ ...loginAnswer(), companyName: '김관리' });
    const { provider } = setup(() => ({
      companyMember: buildMember(),
      useBirthV2: true,
      isOrderBillIssueAlert: false,
    }));
    const identity = await provider.getIdentity();
    expect(identity).toMatchObject({ id: 'm-enc', fullName: '김관리', useBirthV2: true });
    expect(identity.member.serviceList.map((entry) => entry.service)).toEqual(['snack24', 'sending24']);
    await expect(provider.canAccess({ resource: 'member/list', action: 'list' })).resolves.toBe(true);
  });

  it('refuses access when the member cannot be loaded, and tries again next time', async () => {
    writeAuthCookie({ ...loginAnswer(), companyName: '김관리' });
    let fail = true;
    const { provider, calls } = setup(() => {
      if (fail) throw new ApiError(500, null, '오류');
      return { companyMember: buildMember(), useBirthV2: false, isOrderBillIssueAlert: false };
    });
    await expect(provider.canAccess({ resource: 'home', action: 'list' })).resolves.toBe(false);
    fail = false;
    await expect(provider.getPermissions()).resolves.toMatchObject({ name: '김관리' });
    expect(calls).toHaveLength(2);
  });
});
