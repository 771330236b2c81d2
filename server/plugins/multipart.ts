import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { discardOnFailure, receiveDeclaredUploads } from '../files/uploads';

/**
 * Multipart uploads (server/files/uploads.ts). Only the parser is global; limits, kinds and
 * storage are per call. Busboy would quietly cut "../../etc/passwd.png" down to "passwd.png";
 * `preservePath` keeps the name as sent so the upload can be refused instead.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      preservePath: true,
      // Upper bounds for a call that forgets its own; every upload call passes stricter ones.
      limits: {
        fileSize: 50 * 1024 * 1024,
        files: 20,
        fields: 50,
        fieldSize: 10_000,
        parts: 100,
        headerPairs: 100,
      },
    });
    const storage = () => app.ctx.files;
    app.addHook('preHandler', (request) => receiveDeclaredUploads(storage(), request));
    app.addHook('onResponse', (request, reply) => discardOnFailure(storage(), request, reply));
    app.addHook('onClose', async () => {
      await storage().close?.();
    });
  },
  { name: 'multipart', dependencies: ['context'] },
);
