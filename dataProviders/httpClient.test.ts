import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthHeaders } from './httpClient';
import {
  API_TIMEOUT_MS,
  ApiError,
  NETWORK_ERROR_MESSAGE,
  createAlertGate,
  createHttpClient,
} from './httpClient';

const AUTH: AuthHeaders = {
  company_member_encrypted: 'm-enc',
  company_encrypted: 'c-enc',
  client_id: 'c_1',
  client_secret: 'secret',
};

const fetchMock = vi.fn<typeof fetch>();
const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const sentHeaders = (call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('http client', () => {
  it('sends the four auth headers and no-cache headers while logged in', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const { apiFetch } = createHttpClient({ getAuthHeaders: () => AUTH });
    await expect(apiFetch('/homepage/v2/company-member/info')).resolves.toEqual({ ok: true });
    const headers = sentHeaders();
    expect(headers.get('company_member_encrypted')).toBe('m-enc');
    expect(headers.get('company_encrypted')).toBe('c-enc');
    expect(headers.get('client_id')).toBe('c_1');
    expect(headers.get('client_secret')).toBe('secret');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
  });

  it('sends no auth header at all while logged out', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    const { apiFetch } = createHttpClient({ getAuthHeaders: () => null });
    await apiFetch('/homepage/v2/constants/links');
    const names = [...sentHeaders().keys()];
    expect(
      names.some((name) =>
        ['company_member_encrypted', 'company_encrypted', 'client_id', 'client_secret'].includes(name),
      ),
    ).toBe(false);
  });

  it('waits for an async header source, so a renewed session is used for the call', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    const { apiFetch } = createHttpClient({
      getAuthHeaders: () => Promise.resolve({ ...AUTH, client_id: 'c_renewed' }),
    });
    await apiFetch('/homepage/v2/company-member/info');
    expect(sentHeaders().get('client_id')).toBe('c_renewed');
  });

  it('posts JSON and appends the query string', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { sent: true }));
    const { apiFetch } = createHttpClient({ getAuthHeaders: () => null });
    await apiFetch('/portal/auth/api/password/code', {
      method: 'POST',
      body: { email: 'a@b.co' },
      query: { x: 1, skip: undefined, ids: ['a', 'b'] },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/portal/auth/api/password/code?x=1&ids=a&ids=b');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('rejects with the status, the parsed body and the server Korean message', async () => {
    const body = {
      status: 400,
      code: 'VALIDATION',
      message: '입력값을 확인해주세요.',
      errors: { code: '인증번호가 올바르지 않습니다.' },
    };
    fetchMock.mockResolvedValueOnce(jsonResponse(400, body));
    const { apiFetch } = createHttpClient({ getAuthHeaders: () => null });
    const error = await apiFetch('/portal/auth/api/password/reset', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: '입력값을 확인해주세요.', body });
  });

  it('gives ra-data-simple-rest the raw headers and rejects with the field errors in the body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [{ id: 1 }], { 'Content-Range': 'members 0-0/1' }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        status: 422,
        code: 'V',
        message: '확인',
        errors: { name: '이름을 입력해주세요.' },
      }),
    );
    const { fetchJson } = createHttpClient({ getAuthHeaders: () => AUTH });
    const ok = await fetchJson('/homepage/v2/members', { headers: new Headers({ Range: 'members=0-0' }) });
    expect(ok.headers.get('Content-Range')).toBe('members 0-0/1');
    expect(ok.json).toEqual([{ id: 1 }]);
    expect(sentHeaders().get('Range')).toBe('members=0-0');
    expect(sentHeaders().get('client_id')).toBe('c_1');
    await expect(fetchJson('/homepage/v2/members', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 422,
      body: { errors: { name: '이름을 입력해주세요.' } },
    });
  });

  it('aborts a call that has not answered after 90 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const alert = vi.fn();
    const { apiFetch } = createHttpClient({ getAuthHeaders: () => null, networkAlert: alert });
    const pending = apiFetch('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    await expect(pending).resolves.toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('alerts the Korean network message once for a burst of failures without a response', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const alert = vi.fn();
    const { apiFetch } = createHttpClient({
      getAuthHeaders: () => null,
      networkAlert: createAlertGate(5_000, alert),
    });
    const results = await Promise.all(
      [apiFetch('/a'), apiFetch('/b'), apiFetch('/c')].map((p) => p.catch((e: unknown) => e)),
    );
    expect(
      results.every((e) => e instanceof ApiError && e.status === 0 && e.message === NETWORK_ERROR_MESSAGE),
    ).toBe(true);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('네트워크 오류가 발생했습니다.');
    vi.advanceTimersByTime(6_000);
    await apiFetch('/d').catch(() => undefined);
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it('does not alert when the caller cancels the call itself', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const alert = vi.fn();
    const { apiFetch } = createHttpClient({ getAuthHeaders: () => null, networkAlert: alert });
    const controller = new AbortController();
    const pending = apiFetch('/cancelled', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(await pending).not.toBeInstanceOf(ApiError);
    expect(alert).not.toHaveBeenCalled();
  });
});
