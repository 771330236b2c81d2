import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../schemas/auth';
import { nextSeoulMidnight } from '../lib/seoulTime';
import {
  AUTH_COOKIE,
  authFromLogin,
  clearStoredAuth,
  isAuthenticated,
  readAuthCookie,
  readAuthHeaders,
  writeAuthCookie,
} from './authStorage';

const answer: LoginResponse = {
  companyMemberEncrypted: 'm-enc',
  companyEncrypted: 'c-enc',
  companyMemberName: '김관리',
  companyName: '주식회사 데모',
  clientId: 'c_1',
  clientSecret: 'secret',
  expiresAt: '2026-11-21T15:00:00.000Z',
};
const setRawCookie = (value: unknown) => {
  document.cookie = `${AUTH_COOKIE}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}; path=/`;
};

beforeEach(() => clearStoredAuth());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('auth cookie', () => {
  it('expires at the next Seoul midnight, both for the browser and by its own expiresAt', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T05:30:00Z')); // 14:30 in Seoul
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    writeAuthCookie(authFromLogin(answer, nextSeoulMidnight()));
    expect(written[0]).toContain('expires=Sat, 21 Nov 2026 15:00:00 GMT');
    expect(written[0]).toContain('path=/');
    expect(written[0]).toContain('SameSite=Strict');
    expect(readAuthCookie()).toMatchObject({
      companyMemberEncrypted: 'm-enc',
      expiresAt: '2026-11-21T15:00:00.000Z',
    });

    vi.setSystemTime(new Date('2026-11-21T14:59:59Z'));
    expect(readAuthCookie()).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-21T15:00:00Z'));
    expect(readAuthCookie()).toBeNull();
    expect(readAuthHeaders()).toBeNull();
  });

  it('names the member, and the company only when the member name is empty', () => {
    expect(authFromLogin(answer, new Date()).companyName).toBe('김관리');
    expect(authFromLogin({ ...answer, companyMemberName: '' }, new Date()).companyName).toBe('주식회사 데모');
  });

  it('gives the HTTP client the four headers of a live cookie', () => {
    writeAuthCookie({
      ...authFromLogin(answer, new Date()),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(readAuthHeaders()).toEqual({
      company_member_encrypted: 'm-enc',
      company_encrypted: 'c-enc',
      client_id: 'c_1',
      client_secret: 'secret',
    });
  });
});

describe('a tampered or partial cookie is not a login', () => {
  const live = {
    status: 'OK',
    companyMemberEncrypted: 'm-enc',
    companyEncrypted: 'c-enc',
    companyName: '김관리',
    clientId: 'c_1',
    clientSecret: 'secret',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };

  it('accepts the untouched cookie', () => {
    setRawCookie(live);
    expect(readAuthCookie()).not.toBeNull();
  });

  it.each([
    ['status is not OK', { ...live, status: 'EXPIRED' }],
    ['companyMemberEncrypted is missing', { ...live, companyMemberEncrypted: undefined }],
    ['clientSecret is empty', { ...live, clientSecret: '' }],
    ['a field is not a string', { ...live, companyEncrypted: 42 }],
    ['expiresAt is missing', { ...live, expiresAt: undefined }],
    ['expiresAt is garbage', { ...live, expiresAt: 'tomorrow' }],
    ['expiresAt has passed', { ...live, expiresAt: new Date(Date.now() - 1000).toISOString() }],
    ['it is not JSON', '{status:OK'],
    ['it is a JSON array', '[1,2]'],
  ])('refuses it when %s', (_why, value) => {
    setRawCookie(value);
    expect(readAuthCookie()).toBeNull();
    expect(readAuthHeaders()).toBeNull();
  });

  it('counts a member as authenticated only with all five fields', () => {
    const full = {
      companyMemberEncrypted: 'm',
      companyEncrypted: 'c',
      companyName: 'n',
      clientId: 'i',
      clientSecret: 's',
    };
    expect(isAuthenticated(full)).toBe(true);
    for (const key of Object.keys(full) as (keyof typeof full)[]) {
      expect(isAuthenticated({ ...full, [key]: '' })).toBe(false);
    }
  });
});
