import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** Korean messages for Fastify's own client errors (bad JSON, wrong content type, too large...). */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '요청 길이가 올바르지 않습니다.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청 본문이 너무 큽니다.',
  FST_ERR_VALIDATION: '입력값을 확인해주세요.',
};

/** One error shape for every failure: `{ status, code, message, errors? }`, never a stack trace. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.status).send({
          status: error.status,
          code: error.code,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          errors[field] ??= issue.message ?? '입력값을 확인해주세요.';
        }
        const first = Object.values(errors)[0] ?? '입력값을 확인해주세요.';
        return reply.status(400).send({ status: 400, code: 'VALIDATION_FAILED', message: first, errors });
      }
      if (error.statusCode === 429) {
        return reply.status(429).send({
          status: 429,
          code: 'TOO_MANY_REQUESTS',
          message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
        });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send({
          status: error.statusCode,
          code: error.code ?? 'BAD_REQUEST',
          message: FASTIFY_CLIENT_ERRORS[error.code] ?? '요청을 처리할 수 없습니다. 입력값을 확인해주세요.',
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({
        status: 500,
        code: 'INTERNAL_ERROR',
        message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      });
    });
  },
  { name: 'error-handler' },
);
