import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';

/** Paths that belong to the API: a miss there is a JSON 404, never the SPA's index.html. */
export const API_PREFIXES = [
  '/portal/',
  '/homepage/',
  '/buy24/',
  '/birth/',
  '/provider/',
  '/api/',
  '/healthz',
];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Serves the built SPA from dist/ with history fallback: any other GET that wants HTML gets
 * index.html, so deep links like /pc/admin/home work on reload. Hashed assets are cached for a year.
 */
export const spaPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasBuild = existsSync(join(distDir, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        setHeaders: (res, path) => {
          res.setHeader(
            'Cache-Control',
            path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
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
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (wantsPage && hasBuild) {
        return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply
        .status(404)
        .send({ status: 404, code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' });
    });
  },
  { name: 'spa' },
);
