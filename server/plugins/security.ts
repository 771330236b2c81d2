import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP that allows only our own scripts plus the postcode script's host, and
 * the rate limiter (registered without a global limit; the auth routes opt in).
 */
export const securityPlugin = fp(
  async (app) => {
    const postcodeOrigin = new URL(app.ctx.settings.POSTCODE_SCRIPT_URL).origin;
    // Built once: @fastify/helmet rebuilt this middleware, CSP parsing included, on every request.
    const applySecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", postcodeOrigin, 'https://*.daumcdn.net'],
          frameSrc: ["'self'", postcodeOrigin, 'https://*.daum.net', 'https://*.kakao.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request.raw, reply.raw, () => done());
    });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security', dependencies: ['context'] },
);
