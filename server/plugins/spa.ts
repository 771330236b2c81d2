import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fp from 'fastify-plugin';

/** Paths that belong to the API: a miss there is a JSON 404, never the SPA's index.html. */
export const API_PREFIXES = [
  '/portal/',
  '/homepage/',
  '/buy24/',
  '/birth/',
  // The provider console's pages live under /provider too; only /provider/v1 is the API.
  '/provider/v1/',
  '/api/',
  '/healthz',
];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Source maps stay on the server: they would publish the original sources. */
const isSourceMap = (url: string) => url.split('?')[0]!.endsWith('.map');
/** A missing build file (an old hash after a deploy) must be a 404, not index.html served as a script. */
const isBuildFile = (url: string) => url.startsWith('/assets/') || isSourceMap(url);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = { status: 404, code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' };

/**
 * Serves the built SPA from dist/ with history fallback: any other GET that wants HTML gets
 * index.html, so deep links like /pc/admin/home work on reload. The build writes brotli and gzip
 * copies beside each file (vite.config.ts) and they are sent as they are (`preCompressed`).
 * Hashed assets (dist/assets) never change under their name, so browsers keep them for a year
 * without asking again; everything else, index.html first, is revalidated on every visit.
 */
export const spaPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasBuild = existsSync(join(distDir, 'index.html'));
    const assetsDir = join(distDir, 'assets') + sep;
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        preCompressed: true,
        // Off, or `send` writes its own `max-age=0` over the header set below.
        cacheControl: false,
        allowedPath: (pathname) => !isSourceMap(pathname),
        setHeaders: (res, path) => {
          res.setHeader('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
          // The same URL answers br, gzip or plain by Accept-Encoding: caches must keep them apart.
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    }

    // The static plugin treats "/" as a directory (403); the SPA decides what "/" does.
    if (hasBuild) {
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html'),
      );
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        !isBuildFile(request.url);
      if (wantsPage && hasBuild) {
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.status(404).send(NOT_FOUND);
    });
  },
  { name: 'spa' },
);
