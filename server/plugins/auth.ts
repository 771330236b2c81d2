import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateProvider } from '../services/provider';
import { authenticate } from '../services/sessions';
import { hearAnnouncements } from './authCache';
import { endChangeStreams } from '../live/changes';
import { authenticateWarehouse } from '../services/wms/auth';
import { WMS_HEADERS } from '../../schemas/wms';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Resolves the caller on every request, before anything else: `request.auth` from the four member
 * headers, `request.providerAuth` from the two provider console headers. Cookies are never used.
 * Whether a call accepts the caller is the route layer's `access` (server/api/access.ts).
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('providerAuth', null);
    // Sessions seen in the last seconds, and the owners of path ids, are answered from memory while
    // this process hears every change to them (sessionCache.ts, api/ownerMemo.ts).
    const hearing = hearAnnouncements(app.ctx.db);
    app.addHook('onClose', () => hearing.stop());
    // Open event streams would keep the closing server waiting for their consoles.
    app.addHook('preClose', async () => endChangeStreams(app.ctx.db));
    app.decorateRequest('warehouseAuth', null);
    app.addHook('onRequest', async (request) => {
      if (request.headers.client_secret) {
        request.auth = await authenticate(app.ctx, {
          companyMemberEncrypted: header(request, 'company_member_encrypted'),
          companyEncrypted: header(request, 'company_encrypted'),
          clientId: header(request, 'client_id'),
          clientSecret: header(request, 'client_secret'),
        });
      }
      if (request.headers.provider_client_secret) {
        request.providerAuth = await authenticateProvider(
          app.ctx,
          header(request, 'provider_client_id'),
          header(request, 'provider_client_secret'),
        );
      }
      if (request.headers[WMS_HEADERS.clientSecret]) {
        request.warehouseAuth = await authenticateWarehouse(
          app.ctx,
          header(request, WMS_HEADERS.clientId),
          header(request, WMS_HEADERS.clientSecret),
        );
      }
    });
  },
  { name: 'auth', dependencies: ['context'] },
);
