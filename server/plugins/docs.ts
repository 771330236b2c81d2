import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeFileCalls } from './docsFiles';

/** The OpenAPI document at /api/docs/json, made from the routes' zod schemas, and its UI at /api/docs. */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '포털 API',
          description:
            '기업 복지 서비스 포털의 API. 로그인 후 company_member_encrypted, company_encrypted, client_id, client_secret 헤더로 인증합니다.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            clientSecret: { type: 'apiKey', in: 'header', name: 'client_secret' },
          },
        },
      },
      transform: describeFileCalls(jsonSchemaTransform),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
