import type { ErrorResponse } from '../schemas/common';

/** Spec 1 §9: the main API gives up after 90 s. */
export const API_TIMEOUT_MS = 90_000;
export const NETWORK_ERROR_MESSAGE = '네트워크 오류가 발생했습니다.';
export const TIMEOUT_MESSAGE = '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해주세요.';

/** The four headers of a logged-in browser (DESIGN.md "API conventions"). */
export interface AuthHeaders {
  company_member_encrypted: string;
  company_encrypted: string;
  client_id: string;
  client_secret: string;
}

/** Whatever headers authenticate a call: the member's four, or the provider console's two. */
export type RequestAuthHeaders = AuthHeaders | ProviderAuthHeaders;
export interface ProviderAuthHeaders {
  provider_client_id: string;
  provider_client_secret: string;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is for FormData. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}
export type ApiFetch = <T>(path: string, options?: ApiFetchOptions) => Promise<T>;

/** ra-data-simple-rest's `httpClient` contract (fetchUtils.fetchJson). */
export type FetchJsonOptions = RequestInit & { user?: { authenticated?: boolean; token?: string } };
export interface FetchJsonResult {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}
export type FetchJson = (url: string, options?: FetchJsonOptions) => Promise<FetchJsonResult>;

/**
 * A failed call: `status` 0 when nothing came back, `body` the server's parsed error (with field
 * `errors` for validation failures), `message` the server's Korean message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorResponse> | null;
  readonly code: string;

  constructor(status: number, body: Partial<ErrorResponse> | null, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = code ?? body?.code ?? `HTTP_${status}`;
  }
}

/** One alert per burst of failures: a dozen parallel calls dying together must not stack a dozen alerts. */
export function createAlertGate(windowMs = 5_000, alert: (message: string) => void = (m) => window.alert(m)) {
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  return (message: string) => {
    const now = Date.now();
    const quiet = now - lastFailureAt > windowMs;
    lastFailureAt = now;
    if (quiet) alert(message);
  };
}
const sharedAlertGate = createAlertGate();

export interface HttpClientOptions {
  /**
   * The auth headers while logged in, null otherwise. Read on every call; may be async so a keep-login
   * session can be renewed (auto-login) before the call instead of failing with 401 after midnight.
   */
  getAuthHeaders: () => RequestAuthHeaders | null | Promise<RequestAuthHeaders | null>;
  timeoutMs?: number;
  networkAlert?: (message: string) => void;
}

export function createHttpClient({
  getAuthHeaders,
  timeoutMs = API_TIMEOUT_MS,
  networkAlert = sharedAlertGate,
}: HttpClientOptions) {
  async function buildHeaders(extra: HeadersInit | undefined, jsonBody: boolean): Promise<Headers> {
    const headers = new Headers(extra);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (jsonBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    // Member and order screens must never show a cached answer from another session.
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
    const auth = await getAuthHeaders();
    if (auth) for (const [name, value] of Object.entries(auth)) headers.set(name, value);
    return headers;
  }

  /** fetch plus body read under one timeout; a caller's abort passes through untouched. */
  async function send(url: string, init: RequestInit, callerSignal?: AbortSignal | null) {
    callerSignal?.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await fetch(url, { credentials: 'same-origin', ...init, signal: controller.signal });
      const text = await response.text();
      return { response, text };
    } catch (error) {
      if (timedOut) {
        networkAlert(NETWORK_ERROR_MESSAGE);
        throw new ApiError(0, null, TIMEOUT_MESSAGE, 'TIMEOUT');
      }
      if (callerSignal?.aborted) throw error;
      networkAlert(NETWORK_ERROR_MESSAGE);
      throw new ApiError(0, null, NETWORK_ERROR_MESSAGE, 'NETWORK');
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  function failure(status: number, statusText: string, json: unknown): ApiError {
    const body = isRecord(json) ? (json as Partial<ErrorResponse>) : null;
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : `요청을 처리하지 못했습니다. (오류 코드 ${status}${statusText ? ` ${statusText}` : ''})`;
    return new ApiError(status, body, message);
  }

  /** A JSON call to our API; resolves to the parsed body (undefined for an empty 204). */
  const apiFetch: ApiFetch = async <T>(path: string, options: ApiFetchOptions = {}): Promise<T> => {
    const { method = 'GET', body, query, headers, signal } = options;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const init: RequestInit = {
      method,
      headers: await buildHeaders(headers, body !== undefined && !isForm),
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    };
    const { response, text } = await send(withQuery(path, query), init, signal);
    const json = parseJson(text);
    if (!response.ok) throw failure(response.status, response.statusText, json);
    return json as T;
  };

  /** Drop-in for ra-data-simple-rest: same headers, timeout and error shape, plus the raw response. */
  const fetchJson: FetchJson = async (url, options = {}) => {
    const { user: _user, headers, signal, ...rest } = options;
    const jsonBody = typeof rest.body === 'string';
    const { response, text } = await send(
      url,
      { ...rest, headers: await buildHeaders(headers, jsonBody) },
      signal,
    );
    const json = parseJson(text);
    if (!response.ok) throw failure(response.status, response.statusText, json);
    return { status: response.status, headers: response.headers, body: text, json };
  };

  return { apiFetch, fetchJson };
}
export type HttpClient = ReturnType<typeof createHttpClient>;

function withQuery(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
