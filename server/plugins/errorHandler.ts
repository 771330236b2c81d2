import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { INVALID_CHARACTER_MESSAGE } from '../../schemas/text';
import { AppError } from '../errors';

/** Korean messages for Fastify's own client errors (bad JSON, wrong content type, too large...). */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '요청 길이가 올바르지 않습니다.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청 본문이 너무 큽니다.',
  FST_ERR_VALIDATION: '입력값을 확인해주세요.',
  FST_ERR_BAD_URL: '요청 주소가 올바르지 않습니다.',
  FST_ERR_MAX_PARAM_LENGTH: '요청 주소가 너무 깁니다.',
};

const INTERNAL_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: Record<string, string>;
}

/** A database error, however wrapped: its SQLSTATE and the schema names involved (never values). */
export interface DatabaseFault {
  sqlstate: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/**
 * Finds the driver's error under drizzle's wrapper (`DrizzleQueryError.cause`). Both pg and PGlite
 * errors carry a five-character SQLSTATE `code` and a `severity`.
 */
export function databaseFault(error: unknown): DatabaseFault | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as Record<string, unknown>;
    if (
      typeof candidate.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(candidate.code) &&
      'severity' in candidate
    ) {
      const name = (key: string) =>
        typeof candidate[key] === 'string' ? (candidate[key] as string) : undefined;
      return {
        sqlstate: candidate.code,
        table: name('table'),
        column: name('column'),
        constraint: name('constraint'),
      };
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * The last line of defence behind the schemas' text type: values the database refuses (a NUL, a
 * string too long for an index, a number out of range: SQLSTATE class 22 "data exception", and
 * 54000 "program limit exceeded") are the caller's input, so they are a 400, not a 500.
 */
function badInputMessage(sqlstate: string): string | null {
  if (sqlstate === '22021' || sqlstate === '22P05') return INVALID_CHARACTER_MESSAGE;
  if (sqlstate === '22001' || sqlstate === '54000') return '입력값이 너무 깁니다.';
  if (sqlstate.startsWith('22')) return '입력값이 올바르지 않습니다. 확인 후 다시 입력해주세요.';
  return null;
}

/**
 * Two requests that each passed a rule's check and then met in the database: a unique violation
 * (23505), or a deadlock or serialization failure (40P01, 40001). Every limit takes its scope's lock
 * first (server/db/scopeLocks.ts), so this is the net behind it: a 409 the caller can act on, never
 * a 500.
 */
function concurrentConflict(sqlstate: string): { code: string; message: string } | null {
  if (sqlstate === '23505')
    return { code: 'DUPLICATE', message: '이미 같은 내용이 저장되어 있습니다. 새로고침한 뒤 확인해주세요.' };
  if (sqlstate === '40P01' || sqlstate === '40001')
    return {
      code: 'CONCURRENT_CHANGE',
      message: '다른 요청과 동시에 처리되어 저장하지 못했습니다. 다시 시도해주세요.',
    };
  return null;
}

/** Where an error happened, without the query string (which may hold phone numbers or e-mails). */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url ?? request.url.split('?')[0]?.slice(0, 200);
  return `${request.method} ${pattern}`;
}

export interface ErrorSummary {
  [key: string]: unknown;
  type: string;
  /** Not the error's message: its class and code again, so log tools that expect one find one. */
  message: string;
  /** The stack's code locations only (its first line would repeat the message). */
  stack: string;
}

/**
 * What the log keeps of an error: its class, its code (the SQLSTATE for database errors) and the code
 * locations of its stack. Never the message: a database error's message is the SQL text with its
 * parameters (e-mails, names), and other messages may quote input.
 */
export function errorSummary(error: unknown): ErrorSummary {
  if (!error || typeof error !== 'object') return { type: typeof error, message: typeof error, stack: '' };
  const fault = databaseFault(error);
  const record = error as { name?: unknown; code?: unknown; statusCode?: unknown; stack?: unknown };
  const type = typeof record.name === 'string' ? record.name : 'Error';
  const code = fault?.sqlstate ?? (typeof record.code === 'string' ? record.code : undefined);
  const frames =
    typeof record.stack === 'string'
      ? record.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 8)
          .map((line) => line.trim())
      : [];
  return {
    type,
    message: code ? `${type} ${code}` : type,
    stack: frames.join('\n'),
    ...(code ? { code } : {}),
    ...(fault ? { table: fault.table, constraint: fault.constraint } : {}),
    ...(typeof record.statusCode === 'number' ? { statusCode: record.statusCode } : {}),
  };
}

/** Log serializers for Fastify's own request and error lines: no query strings, no error messages. */
export const logSerializers = {
  err: errorSummary,
  req: (request: { method?: string; url?: string; id?: string }) => ({
    method: request.method,
    url: request.url?.split('?')[0]?.slice(0, 200),
  }),
};

/** The one error shape for a thrown error: `{ status, code, message, errors? }`, never a stack trace. */
function errorBody(error: FastifyError, request: FastifyRequest): ErrorBody {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      errors[field] ??= issue.message ?? '입력값을 확인해주세요.';
    }
    const first = Object.values(errors)[0] ?? '입력값을 확인해주세요.';
    return { status: 400, code: 'VALIDATION_FAILED', message: first, errors };
  }
  if (error.statusCode === 429) {
    return {
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      code: error.code ?? 'BAD_REQUEST',
      message: FASTIFY_CLIENT_ERRORS[error.code] ?? '요청을 처리할 수 없습니다. 입력값을 확인해주세요.',
    };
  }
  const fault = databaseFault(error);
  const badInput = fault && badInputMessage(fault.sqlstate);
  if (fault && badInput) {
    // A value got past the schemas to the database: a gap worth fixing, so it is logged (safely).
    request.log.warn({ error: errorSummary(error), route: routeOf(request) }, 'database refused a value');
    return { status: 400, code: 'INVALID_VALUE', message: badInput };
  }
  const conflicting = fault && concurrentConflict(fault.sqlstate);
  if (fault && conflicting) {
    request.log.warn({ error: errorSummary(error), route: routeOf(request) }, 'concurrent write refused');
    return { status: 409, ...conflicting };
  }
  request.log.error({ error: errorSummary(error), route: routeOf(request) }, 'unhandled error');
  return { status: 500, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE };
}

/** One error shape for every failure, through the route's hooks (security headers included). */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const body = errorBody(error, request);
      return reply.status(body.status).send(body);
    });
  },
  { name: 'error-handler' },
);

/**
 * Errors Fastify and Node answer by themselves, outside the error handler: a malformed or too long
 * URL (frameworkErrors: no hooks ran, so the security headers are set here) and requests Node's HTTP
 * parser refuses (clientErrorHandler: no request exists, so a whole HTTP answer is written to the
 * socket). Both answer with the same Korean `{ status, code, message }` and security headers.
 */
export function frameworkErrorOptions(securityHeaders: Record<string, string>, maxHeaderSize: number) {
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const status =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      const body: ErrorBody =
        status === 500
          ? { status, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE }
          : {
              status,
              code: status === 414 ? 'URI_TOO_LONG' : 'BAD_URL',
              message: FASTIFY_CLIENT_ERRORS[error.code]!,
            };
      if (status === 500)
        request.log.error({ error: errorSummary(error), route: routeOf(request) }, 'routing error');
      void reply.headers(securityHeaders).header('cache-control', 'no-store').status(status).send(body);
    },
    clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const body = clientErrorBody(error, maxHeaderSize);
      this.log.debug({ error: errorSummary(error) }, 'client error');
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      socket.end(rawHttpAnswer(body, securityHeaders), () => socket.destroy());
    },
  };
}

/** The method token a request line starts with, to tell a too-long URL from too-large headers. */
const REQUEST_LINE_START = /^[A-Z]{3,10} \S/;

function clientErrorBody(error: ConnectionError, maxHeaderSize: number): ErrorBody {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'REQUEST_TIMEOUT',
        message: '요청 시간이 초과되었습니다. 다시 시도해주세요.',
      };
    case 'HPE_HEADER_OVERFLOW': {
      // The request line counts towards Node's header limit. When the packet that overflowed starts
      // with a request line that alone is over the limit, the URL is what was too long.
      const raw: unknown = error.rawPacket;
      const packet = Buffer.isBuffer(raw) ? raw.subarray(0, maxHeaderSize + 1024).toString('latin1') : '';
      const lineEnd = packet.indexOf('\n');
      if (REQUEST_LINE_START.test(packet) && (lineEnd < 0 || lineEnd >= maxHeaderSize)) {
        return {
          status: 414,
          code: 'URI_TOO_LONG',
          message: FASTIFY_CLIENT_ERRORS.FST_ERR_MAX_PARAM_LENGTH!,
        };
      }
      return { status: 431, code: 'HEADERS_TOO_LARGE', message: '요청 헤더가 너무 큽니다.' };
    }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        code: 'BODY_TOO_LARGE',
        message: FASTIFY_CLIENT_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE!,
      };
    default:
      return { status: 400, code: 'BAD_REQUEST', message: '요청 형식이 올바르지 않습니다.' };
  }
}

/** A complete HTTP/1.1 answer with a JSON body, its byte length (Korean text is multi-byte) and headers. */
function rawHttpAnswer(body: ErrorBody, securityHeaders: Record<string, string>): string {
  const json = JSON.stringify(body);
  const headers = {
    ...securityHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(json)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status]}\r\n${lines.join('\r\n')}\r\n\r\n${json}`;
}
