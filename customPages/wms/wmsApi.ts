import { clearWmsAuth, readWmsAuth } from '../../authProvider/wmsSession';

/** A failed call, with the server's Korean message (and field messages of a 400). */
export class WmsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = '서버에 연결하지 못했습니다. 네트워크를 확인하고 다시 시도해주세요.';

type Query = Record<string, string | number | undefined>;

function url(path: string, query?: Query) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function headers(): Record<string, string> {
  const auth = readWmsAuth();
  return auth ? { wms_client_id: auth.clientId, wms_client_secret: auth.clientSecret } : {};
}

/**
 * One key per intended write: the same request sent again after its answer was lost (the network
 * dropped, the worker tapped 다시 시도) carries the same key, so the server does it once and answers
 * the first answer. A write that got any answer from the server forgets its key; the next one is new.
 */
const unansweredWrites = new Map<string, string>();
function writeKey(method: string, path: string, body: string): { request: string; key: string } {
  const request = `${method} ${path} ${body}`;
  let key = unansweredWrites.get(request);
  if (!key) {
    key = crypto.randomUUID();
    unansweredWrites.set(request, key);
  }
  return { request, key };
}
const repeatable = (method: string, path: string) => method !== 'GET' && !path.includes('/auth/');

let sessionExpired: (() => Promise<boolean>) | null = null;
/** Who asks for the password when a call finds the session ended (SessionDialog); returns the unsubscribe. */
export function onSessionExpired(ask: () => Promise<boolean>) {
  sessionExpired = ask;
  return () => {
    if (sessionExpired === ask) sessionExpired = null;
  };
}

/** Sends the warehouse headers; a 401 asks for the password again (SessionDialog) or goes to the login page. */
async function send(
  method: string,
  path: string,
  query?: Query,
  body?: BodyInit,
  type?: string,
): Promise<Response> {
  let response: Response;
  const write = repeatable(method, path) && typeof body === 'string' ? writeKey(method, path, body) : null;
  try {
    response = await fetch(url(path, query), {
      method,
      headers: {
        ...headers(),
        ...(type ? { 'content-type': type } : {}),
        ...(write ? { 'idempotency-key': write.key } : {}),
      },
      ...(body === undefined ? {} : { body }),
    });
  } catch {
    throw new WmsApiError(0, NETWORK_MESSAGE);
  }
  if (write) unansweredWrites.delete(write.request);
  if (response.ok) return response;
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string>;
  };
  if (response.status === 401 && !path.endsWith('/auth/login')) {
    // The session ended: ask for the password in place and send this call again; otherwise (no
    // dialog on screen, or the worker chose the login page) log in there and come back here.
    if (sessionExpired && (await sessionExpired())) return send(method, path, query, body, type);
    clearWmsAuth();
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/wms/login?origin=${encodeURIComponent(here)}`);
  }
  throw new WmsApiError(response.status, answer.message ?? '요청을 처리하지 못했습니다.', answer.errors);
}

export const wmsApi = {
  get: async <T>(path: string, query?: Query) => (await (await send('GET', path, query)).json()) as T,
  post: async <T>(path: string, body: unknown = {}) =>
    (await (await send('POST', path, undefined, JSON.stringify(body), 'application/json')).json()) as T,
  put: async <T>(path: string, body: unknown) =>
    (await (await send('PUT', path, undefined, JSON.stringify(body), 'application/json')).json()) as T,
  upload: async <T>(path: string, form: FormData) =>
    (await (await send('POST', path, undefined, form)).json()) as T,
  /** A file answer (zip, xlsx) saved under the name the server gives. */
  async download(path: string, query?: Query) {
    const response = await send('GET', path, query);
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? 'download');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(await response.blob());
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  },
};

export interface Page<T> {
  items: T[];
  total: number;
}
