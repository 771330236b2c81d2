import type { FastifySchema, RouteOptions } from 'fastify';
import type { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0] & { route?: RouteOptions };

const BINARY = { type: 'string', format: 'binary' } as const;
const FILE_PARTS = {
  type: 'array',
  items: BINARY,
  description: '올리는 파일 (파일 파트마다 하나; 허용 형식과 크기는 호출 설명에)',
} as const;

/** The media type of a download, read from its path: the excel exports, the zips, a stored file. */
export function downloadMediaType(url: string): string {
  if (url.endsWith('/excel')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (/\/(zip|download-all|download-images)$/.test(url)) return 'application/zip';
  return 'application/octet-stream';
}

/**
 * Uploads and downloads in the OpenAPI document. Their bodies are not JSON, so the route layer
 * validates neither with a schema (an upload's text fields are checked by its handler, files by the
 * upload rules): here an upload gets a multipart/form-data body (its declared text fields plus the
 * file parts) and a download a binary 200 of its media type, so every call has both schemas.
 */
export function describeFileCalls(transform: Transform): Transform {
  return (input) => {
    const { route } = input as TransformInput;
    const config = route?.config as { multipartFields?: unknown; download?: boolean } | undefined;
    const multipart = config && 'multipartFields' in config;
    const schema: FastifySchema | undefined = multipart
      ? { ...input.schema, body: config.multipartFields ?? undefined, consumes: ['multipart/form-data'] }
      : input.schema;
    const out = transform({ ...input, schema } as Parameters<Transform>[0]);
    const doc = out.schema as Record<string, unknown> & { response?: Record<string, unknown> };
    if (multipart && !doc.hide) {
      const fields = (doc.body ?? { type: 'object', properties: {} }) as { properties?: object };
      doc.body = { ...fields, type: 'object', properties: { ...fields.properties, files: FILE_PARTS } };
      doc.consumes = ['multipart/form-data'];
    }
    if (config?.download && !doc.hide) {
      doc.response = {
        ...doc.response,
        200: { description: '파일', content: { [downloadMediaType(input.url)]: { schema: BINARY } } },
      };
    }
    return out;
  };
}
