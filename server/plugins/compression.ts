import fastifyCompress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this many bytes compressing costs more time than it saves on the wire. */
export const COMPRESS_THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
const JSON_TYPE = /(?:\+|\/)json(?:;|$)/;
/** Quality 4: close to gzip's speed with brotli's size; 11 is for the build's precompressed files. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
/** A list answer's record count ("members 0-49/200"), as opposed to a byte range of partial content. */
const RECORD_RANGE = /^(?!bytes )[\w-]+ \d+-\d+\/\d+$/;

function addVary(value: unknown): string {
  const current = typeof value === 'string' ? value : '';
  return /accept-encoding/i.test(current)
    ? current
    : current
      ? `${current}, Accept-Encoding`
      : 'Accept-Encoding';
}

/**
 * JSON answers of at least COMPRESS_THRESHOLD bytes go out brotli- or gzip-compressed, as the
 * request's Accept-Encoding allows. Static files are not compressed here: the build ships them
 * precompressed and they arrive with Content-Encoding already set, which @fastify/compress leaves
 * alone. Compressed request bodies are not accepted (a small body limit should stay small).
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: [...ENCODINGS],
      customTypes: JSON_TYPE,
      brotliOptions: BROTLI,
      globalDecompression: false,
    });

    // @fastify/compress skips every answer carrying Content-Range, taking it for partial content.
    // Ours are whole 200 answers of the list protocol, and the biggest JSON we send: compress them
    // here. App-level onSend hooks run before @fastify/compress's per-route one, which then sees
    // Content-Encoding set and passes the body through untouched.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 200 || !RECORD_RANGE.test(String(reply.getHeader('content-range') ?? ''))) {
        return payload;
      }
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
      if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiate(accepted.toLowerCase(), [...ENCODINGS]) : null;
      if (!encoding) return payload;
      reply.header('Vary', addVary(reply.getHeader('vary')));
      reply.header('Content-Encoding', encoding);
      return encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload);
    });
  },
  { name: 'compression' },
);
