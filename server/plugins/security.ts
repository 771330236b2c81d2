import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** The helmet middleware: a CSP that allows only our own scripts plus the postcode script's host. */
export function securityHeadersMiddleware(postcodeScriptUrl: string) {
  const postcodeOrigin = new URL(postcodeScriptUrl).origin;
  return helmet({
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
}

/**
 * The same headers as a plain list, for answers written outside the request hooks: a malformed URL
 * (Fastify's frameworkErrors) or a request Node's parser refused (raw bytes on the socket).
 */
export function securityHeaderList(postcodeScriptUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name],
  };
  securityHeadersMiddleware(postcodeScriptUrl)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return headers;
}

/**
 * Security headers on every answer, and the rate limiter (registered without a global limit; the
 * auth routes opt in).
 */
export const securityPlugin = fp(
  async (app) => {
    // Built once: @fastify/helmet rebuilt this middleware, CSP parsing included, on every request.
    const applySecurityHeaders = securityHeadersMiddleware(app.ctx.settings.POSTCODE_SCRIPT_URL);
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request.raw, reply.raw, () => done());
    });
    await app.register(rateLimit, { global: false });
  },
  { name: 'security', dependencies: ['context'] },
);
