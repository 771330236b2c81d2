import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import '../schemas/locale';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { createOutboxSender } from './messaging/sender';
import { authPlugin } from './plugins/auth';
import { contextPlugin } from './plugins/context';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin } from './plugins/errorHandler';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { anniversaryRoutes } from './routes/homepage/anniversaries';
import { companyMemberRoutes } from './routes/homepage/companyMember';
import { contentRoutes } from './routes/homepage/content';
import { groupRoutes } from './routes/homepage/groups';
import { inquiryRoutes } from './routes/homepage/inquiry';
import { managerRoutes, managerSignupRoutes } from './routes/homepage/managers';
import { memberRoutes } from './routes/homepage/members';
import { portalAuthRoutes } from './routes/portal-auth';
import { providerRoutes } from './routes/provider';
import { createIdCodec } from './services/ids';
import { createVersionedCache } from './services/versionedCache';
import type { Settings } from './settings';

export interface AppOptions {
  settings: Settings;
  database: Database;
  /** Controllable clock for tests; defaults to the real one. */
  now?: () => Date;
  /** Where the built SPA lives; defaults to ./dist beside the project root. */
  distDir?: string;
}

const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));

/** The whole API (and the SPA) as one Fastify plugin: main.ts listens, tests call inject(). */
export const portalApp: FastifyPluginAsync<AppOptions> = async (app, options) => {
  const ctx: AppContext = {
    db: options.database.db,
    ids: createIdCodec(options.settings.secrets.idKey),
    settings: options.settings,
    sender: createOutboxSender(options.database.db),
    lists: createVersionedCache(options.settings.LIST_CACHE_ENTRIES),
    now: options.now ?? (() => new Date()),
  };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, { ctx });
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await options.database.ping();
      return { status: 'ok', database: options.database.kind };
    } catch {
      return reply
        .status(503)
        .send({ status: 503, code: 'DATABASE_DOWN', message: '데이터베이스에 연결할 수 없습니다.' });
    }
  });

  await app.register(portalAuthRoutes, { prefix: '/portal/auth/api' });
  await app.register(companyMemberRoutes, { prefix: '/homepage' });
  await app.register(contentRoutes, { prefix: '/homepage' });
  // Company organisation (issue 3): member/list, group/list, manager/list, anniversary/list.
  await app.register(memberRoutes, { prefix: '/homepage' });
  await app.register(groupRoutes, { prefix: '/homepage' });
  await app.register(managerRoutes, { prefix: '/homepage' });
  await app.register(managerSignupRoutes, { prefix: '/homepage' });
  await app.register(anniversaryRoutes, { prefix: '/homepage' });
  await app.register(inquiryRoutes, { prefix: '/homepage' });
  await app.register(providerRoutes, { prefix: '/provider/v1' });
  await app.register(spaPlugin, { distDir: options.distDir ?? defaultDist });
};

/** Builds a ready-to-use Fastify instance with the portal registered. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.settings.LOG_LEVEL === 'silent' ? false : { level: options.settings.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 5 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();
  await app.register(portalApp, options);
  await app.ready();
  return app;
}
