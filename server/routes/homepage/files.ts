import { z } from 'zod';
import { seoulDateString } from '../../../lib/seoulTime';
import { fileIdsQuery, storedFileRecord } from '../../../schemas/files';
import { call, defineRoutes } from '../../api/defineRoutes';
import { sendStoredFile, sendZip } from '../../files/downloads';
import { storedFileOf, storedFilesOf } from '../../files/records';
import { DOCUMENT_KINDS, describeKinds } from '../../files/types';
import { declareUploads, receiveUploads } from '../../files/uploads';

/** Generic attachments: documents and images, up to 10 files of 20 MB in one request. */
const attachments = declareUploads('POST /homepage/v2/files', {
  purpose: 'attachment',
  kinds: DOCUMENT_KINDS,
  maxFileBytes: 20 * 1024 * 1024,
  maxFiles: 10,
});

export const fileRoutes = defineRoutes('files', {
  'POST /homepage/v2/files': call({
    access: 'member',
    summary: `파일 올리기 (multipart/form-data, 파일 ${attachments.maxFiles}개까지, 하나에 20MB까지: ${describeKinds(attachments.kinds)})`,
    multipart: true,
    response: z.array(storedFileRecord),
    audit: { target: 'file' },
    handler: async (c) => (await receiveUploads(c, attachments)).files,
  }),
  // Declared before `{id}` for readers; the router prefers the fixed segment either way.
  'GET /homepage/v2/files/zip': call({
    access: 'member',
    summary: '여러 파일을 zip 하나로 내려받기 (ids: 파일 id, 100개까지)',
    query: fileIdsQuery,
    failures: [404],
    handler: async (c) => {
      const rows = await storedFilesOf(c.ctx, c.session.companyId, c.query.ids);
      return sendZip(c.ctx.files, c.reply, rows, `첨부파일_${seoulDateString(c.ctx.now())}.zip`);
    },
  }),
  'GET /homepage/v2/files/{id}': call({
    access: 'member',
    summary: '파일 내려받기 (같은 회사의 파일만)',
    ids: { id: 'file' },
    handler: async (c) =>
      sendStoredFile(c.ctx.files, c.reply, await storedFileOf(c.ctx, c.session.companyId, c.ids.id!)),
  }),
});
