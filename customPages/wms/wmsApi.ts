import { clearWmsAuth, readWmsAuth } from '../../authProvider/wmsSession';
import {
  allWrites,
  answers,
  flushWrites,
  markRead,
  putWrite,
  savedRead,
  saveRead,
  type Answer,
  type QueuedFile,
  type QueuedWrite,
} from './offlineQueue';

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

/** A write kept on the phone (대기 중), not a failure: it is sent by itself when the network returns. */
export class WmsQueuedError extends WmsApiError {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(0, message);
  }
}

const NETWORK_MESSAGE = '서버에 연결하지 못했습니다. 네트워크를 확인하고 다시 시도해주세요.';
const KEPT = '이 작업은 휴대폰에 저장되어 대기 중이며, 연결되면 순서대로 한 번만 보냅니다.';
const QUEUED_LOST = `서버에 연결하지 못했습니다. ${KEPT}`;
const QUEUED_OFFLINE = `오프라인입니다. ${KEPT}`;
const NOTHING_SAVED =
  '오프라인이라 불러오지 못했습니다. 이 내용은 아직 휴대폰에 저장된 적이 없습니다. 연결되면 다시 열어주세요.';

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
 * Writes still queued on the phone when the app starts get their keys back.
 */
const unansweredWrites = new Map<string, string>();
const requestOf = (method: string, path: string, body: string) => `${method} ${path} ${body}`;
function writeKey(method: string, path: string, body: string): { request: string; key: string } {
  const request = requestOf(method, path, body);
  let key = unansweredWrites.get(request);
  if (!key) {
    key = crypto.randomUUID();
    unansweredWrites.set(request, key);
  }
  return { request, key };
}
void allWrites()
  .then((writes) =>
    writes
      .filter((write) => write.status === 'pending')
      .forEach((write) => unansweredWrites.set(requestOf(write.method, write.path, write.body), write.key)),
  )
  .catch(() => undefined);
const repeatable = (method: string, path: string) => method !== 'GET' && !path.includes('/auth/');

/** What a queued write did, in the worker's words (the 대기 중인 작업 screen lists them). */
const WRITE_LABELS: [RegExp, string][] = [
  [/\/receipts\/[^/]+\/receive$/, '입고 처리'],
  [/\/receipts\/[^/]+\/lines$/, '추가 입고'],
  [/\/display$/, '진열'],
  [/\/stock-transfers\/[^/]+\/decision$/, '재고 이동 검수'],
  [/\/stock-transfers$/, '재고 이동 요청'],
  [/\/stock-checks\/[^/]+\/details$/, '실사 수량 저장'],
  [/\/stock-checks\/[^/]+\/finish$/, '재고 조사 완료'],
  [/\/stock-checks$/, '재고 조사 시작'],
  [/\/stock-transfers\/[^/]+\/photos$/, '사진 첨부'],
];
export function writeLabel(path: string, body: string, unit?: string): string {
  const label = WRITE_LABELS.find(([pattern]) => pattern.test(path))?.[1] ?? '저장';
  try {
    const data = JSON.parse(body) as {
      quantity?: number;
      lines?: { quantity?: number }[];
      files?: unknown[];
    };
    if (data.files) return `${label} ${data.files.length.toLocaleString('ko-KR')}장`;
    // Lines of products in different units do not add up: the label counts the products instead.
    if (data.lines && !unit) return `${label} ${data.lines.length}품목`;
    const count = data.quantity ?? data.lines?.reduce((sum, line) => sum + (line.quantity ?? 0), 0);
    return count ? `${label} ${count.toLocaleString('ko-KR')}${unit ?? '개'}` : label;
  } catch {
    return label;
  }
}

/** What the screen knows of a write that the request does not say: the product's unit, for its label. */
export interface WriteOptions {
  unit?: string | undefined;
}

let sessionExpired: (() => Promise<boolean>) | null = null;
/** Who asks for the password when a call finds the session ended (SessionDialog); returns the unsubscribe. */
export function onSessionExpired(ask: () => Promise<boolean>) {
  sessionExpired = ask;
  return () => {
    if (sessionExpired === ask) sessionExpired = null;
  };
}

class NoAnswer extends Error {}

/**
 * Sends one request with the warehouse headers (NoAnswer when the network fails); a 401 asks for
 * the password again (SessionDialog) and sends it again, or goes to the login page.
 */
async function exchange(
  method: string,
  path: string,
  query?: Query,
  body?: BodyInit,
  type?: string,
  key?: string,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url(path, query), {
      method,
      headers: {
        ...headers(),
        ...(type ? { 'content-type': type } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body === undefined ? {} : { body }),
    });
  } catch {
    throw new NoAnswer();
  }
  if (response.status === 401 && !path.endsWith('/auth/login')) {
    // The session ended: ask for the password in place and send this call again; otherwise (no
    // dialog on screen, or the worker chose the login page) log in there and come back here.
    if (sessionExpired && (await sessionExpired())) return exchange(method, path, query, body, type, key);
    clearWmsAuth();
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/wms/login?origin=${encodeURIComponent(here)}`);
  }
  return response;
}

async function refusal(response: Response): Promise<WmsApiError> {
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string>;
  };
  return new WmsApiError(response.status, answer.message ?? '요청을 처리하지 못했습니다.', answer.errors);
}

/** What a write sends: its JSON, or an upload's files as a form (the browser sets its boundary). */
function payloadOf(write: Pick<QueuedWrite, 'body' | 'files'>): { body: BodyInit; type?: string } {
  if (!write.files) return { body: write.body, type: 'application/json' };
  const form = new FormData();
  for (const file of write.files) form.append(file.field, file.data, file.name);
  return { body: form };
}

/** The flusher's way to send a queued write: its own key, the session of now. */
async function transmit(write: QueuedWrite): Promise<Answer> {
  try {
    const { body, type } = payloadOf(write);
    const response = await exchange(write.method, write.path, undefined, body, type, write.key);
    unansweredWrites.delete(requestOf(write.method, write.path, write.body));
    const text = await response.text();
    const message = response.ok ? '' : ((JSON.parse(text || '{}') as { message?: string }).message ?? '');
    return { status: response.status, text, message: message || '요청을 처리하지 못했습니다.' };
  } catch {
    return null;
  }
}

/** Sends the writes queued on the phone, in order (at app start, when the network returns, on 지금 보내기). */
export async function flushQueue(claim?: string) {
  const account = readWmsAuth()?.email;
  if (account && navigator.onLine) await flushWrites(account, transmit, claim);
}

/**
 * A write: sent at once when nothing waits before it; kept on the phone with its key (대기 중, a
 * WmsQueuedError for the screen) when the phone is offline or no answer came; behind the queue
 * when older writes still wait, so the server gets them in the order they were made.
 */
async function sendWrite(
  method: string,
  path: string,
  body: string,
  write: { request: string; key: string },
  options: WriteOptions = {},
  files?: QueuedFile[],
) {
  const account = readWmsAuth()?.email ?? '';
  const entry: QueuedWrite = {
    key: write.key,
    method,
    path,
    body,
    ...(files ? { files } : {}),
    label: writeLabel(path, body, options.unit),
    screen: window.location.pathname,
    account,
    createdAt: Date.now(),
    status: 'pending',
  };
  const queue = await allWrites().catch(() => []);
  if (!navigator.onLine || queue.some((row) => row.status === 'pending' && row.account === account)) {
    if (!queue.some((row) => row.key === write.key)) await putWrite(entry);
    if (!navigator.onLine) throw new WmsQueuedError(write.key, QUEUED_OFFLINE);
    await flushQueue(write.key);
    const answer = answers.get(write.key);
    answers.delete(write.key);
    if (!answer) throw new WmsQueuedError(write.key, QUEUED_LOST);
    const response = new Response([204, 205, 304].includes(answer.status) ? null : answer.text, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
    if (response.ok) return response;
    throw await refusal(response);
  }
  let response: Response;
  try {
    const payload = payloadOf(entry);
    response = await exchange(method, path, undefined, payload.body, payload.type, write.key);
  } catch {
    await putWrite(entry).catch(() => undefined);
    throw new WmsQueuedError(write.key, QUEUED_LOST);
  }
  unansweredWrites.delete(write.request);
  if (response.ok) return response;
  throw await refusal(response);
}

/** Sends the warehouse headers; writes go through sendWrite (their key, the queue). */
async function send(
  method: string,
  path: string,
  query?: Query,
  body?: BodyInit,
  type?: string,
  options?: WriteOptions,
): Promise<Response> {
  if (repeatable(method, path) && typeof body === 'string')
    return sendWrite(method, path, body, writeKey(method, path, body), options);
  let response: Response;
  try {
    response = await exchange(method, path, query, body, type);
  } catch {
    throw new WmsApiError(0, NETWORK_MESSAGE);
  }
  if (response.ok) return response;
  throw await refusal(response);
}

/**
 * A read: its answer is kept on the phone (per worker and address); without a network the screen
 * gets the last kept answer, and the header shows when it was loaded (마지막으로 불러온 시각).
 */
async function read<T>(path: string, query?: Query): Promise<T> {
  const address = url(path, query);
  const id = `${readWmsAuth()?.email ?? ''} ${address}`;
  const screen = window.location.pathname;
  try {
    const data = (await (await send('GET', path, query)).json()) as T;
    markRead(screen, address, null);
    void saveRead(id, data);
    return data;
  } catch (failure) {
    if (!(failure instanceof WmsApiError) || failure.status !== 0) throw failure;
    const saved = await savedRead(id);
    if (!saved) throw new WmsApiError(0, navigator.onLine ? NETWORK_MESSAGE : NOTHING_SAVED);
    markRead(screen, address, saved.savedAt);
    return saved.data as T;
  }
}

export const wmsApi = {
  get: read,
  post: async <T>(path: string, body: unknown = {}, options?: WriteOptions) =>
    (await (
      await send('POST', path, undefined, JSON.stringify(body), 'application/json', options)
    ).json()) as T,
  put: async <T>(path: string, body: unknown, options?: WriteOptions) =>
    (await (
      await send('PUT', path, undefined, JSON.stringify(body), 'application/json', options)
    ).json()) as T,
  /**
   * An upload (a transfer's photos), kept on the phone like any write while offline or unanswered:
   * the same choice of files is the same write, with one key.
   */
  upload: async <T>(path: string, form: FormData) => {
    const files: QueuedFile[] = [];
    form.forEach((value, field) => {
      if (value instanceof Blob)
        files.push({ field, name: value instanceof File ? value.name : field, data: value });
    });
    const named = JSON.stringify({
      files: files.map(({ field, name, data }) => [
        field,
        name,
        data.size,
        data instanceof File ? data.lastModified : 0,
      ]),
    });
    const response = await sendWrite('POST', path, named, writeKey('POST', path, named), {}, files);
    return (await response.json()) as T;
  },
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
