import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import '../schemas/locale';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { defaultFileStorage, type FileStorage } from './files/storage';
import { jobsPlugin, type JobsOptions } from './jobs/plugin';
import { createOutboxSender } from './messaging/sender';
import { mountRoutes } from './api/mount';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { contextPlugin } from './plugins/context';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin, frameworkErrorOptions, logSerializers } from './plugins/errorHandler';
import { multipartPlugin } from './plugins/multipart';
import { securityHeaderList, securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { ROUTE_TABLES } from './routes';
import { createIdCodec } from './services/ids';
import { createVersionedCache } from './services/versionedCache';
import { trustedProxies, type Settings } from './settings';

export interface AppOptions {
  settings: Settings;
  database: Database;
  /** Controllable clock for tests; defaults to the real one. */
  now?: () => Date;
  /** Where the built SPA lives; defaults to ./dist beside the project root. */
  distDir?: string;
  /** File storage; defaults to DATA_DIR/files, or a temporary folder without a data folder (tests). */
  files?: FileStorage;
  /** The job queue's worker; `{ worker: false }` lets a test run the jobs by hand. */
  jobs?: JobsOptions;
  /** Where log lines go (a test reads them); defaults to standard output. */
  logStream?: { write(line: string): void };
}

/** One folder up: server/ and the compiled server's dist-server/ both sit in the project root. */
const defaultDist = fileURLToPath(new URL('../dist', import.meta.url));

/** The whole API (and the SPA) as one Fastify plugin: main.ts listens, tests call inject(). */
export const portalApp: FastifyPluginAsync<AppOptions> = async (app, options) => {
  const ctx: AppContext = {
    db: options.database.db,
    ids: createIdCodec(options.settings.secrets.idKey),
    settings: options.settings,
    sender: createOutboxSender(options.database.db, () => ctx.now()),
    lists: createVersionedCache(options.settings.LIST_CACHE_ENTRIES),
    files: options.files ?? (await defaultFileStorage(options.settings.dataDir)),
    now: options.now ?? (() => new Date()),
  };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, { ctx });
  await app.register(jobsPlugin, { ...options.jobs, database: options.database, now: ctx.now });
  await app.register(errorHandlerPlugin);
  await app.register(compressionPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(multipartPlugin);

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

  await mountRoutes(app, ROUTE_TABLES);
  await app.register(spaPlugin, { distDir: options.distDir ?? defaultDist });
};

const MAX_HEADER_SIZE = 16 * 1024;

/** Builds a ready-to-use Fastify instance with the portal registered. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Log lines name the route and the error's class and SQLSTATE, never query strings or messages
    // (a failed query's message is its SQL with the parameters: e-mails, names).
    logger:
      options.settings.LOG_LEVEL === 'silent'
        ? false
        : {
            level: options.settings.LOG_LEVEL,
            serializers: logSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Only the proxies named in TRUST_PROXY may set the client address (X-Forwarded-For); with none,
    // a per-IP limit keys on the connection's own address.
    trustProxy: trustedProxies(options.settings),
    bodyLimit: 5 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: false } },
    // Path ids are at most 200 characters (their schemas' bound); a longer one is a Korean 414.
    routerOptions: { maxParamLength: 200 },
    // Node's default, stated: larger request headers (the URL included) get a Korean 431 (or 414).
    http: { maxHeaderSize: MAX_HEADER_SIZE },
    // Malformed URLs and requests Node's parser refuses get the same error shape and security headers.
    ...frameworkErrorOptions(securityHeaderList(options.settings.POSTCODE_SCRIPT_URL), MAX_HEADER_SIZE),
  }).withTypeProvider<ZodTypeProvider>();
  await app.register(portalApp, options);
  await app.ready();
  return app;
}
