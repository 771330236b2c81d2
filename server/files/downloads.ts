import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { ZipFile } from 'yazl';
import { notFound } from '../errors';
import { contentDisposition, uniqueNames } from './names';
import { FILE_NOT_FOUND, type StoredFileRow } from './records';
import { StoredFileMissing, type FileStorage } from './storage';

/** Headers every download carries: the browser saves it under its name and never sniffs a type. */
function downloadHeaders(reply: FastifyReply, name: string, contentType: string) {
  reply.header('content-type', contentType);
  reply.header('content-disposition', contentDisposition(name));
  reply.header('x-content-type-options', 'nosniff');
  // Files are private to a company: no shared cache may keep them.
  reply.header('cache-control', 'private, no-store');
}

/** Sends one stored file with its Korean name (RFC 6266 `filename*`) and its detected type. */
export async function sendStoredFile(storage: FileStorage, reply: FastifyReply, row: StoredFileRow) {
  let contents;
  try {
    contents = await storage.open(row.storageKey);
  } catch (error) {
    // A record whose contents are gone is as good as missing for the person asking.
    if (error instanceof StoredFileMissing) throw notFound(FILE_NOT_FOUND);
    throw error;
  }
  downloadHeaders(reply, row.fileName, row.contentType);
  reply.header('content-length', row.size);
  return reply.send(contents);
}

/** Text compresses well; images, PDFs and office files are compressed already. */
const worthCompressing = (contentType: string) => contentType.startsWith('text/');

/**
 * Sends several stored files as one zip, streamed: each file is opened only when its turn comes
 * (yazl's lazy entries), so a zip of a hundred files holds one open file and a few buffers. Names
 * are stored as UTF-8 with the zip's UTF-8 flag (Windows Explorer, macOS and unzip show Korean
 * correctly) and made unique ("a.pdf", "a (2).pdf").
 */
export function sendZip(
  storage: FileStorage,
  reply: FastifyReply,
  rows: readonly StoredFileRow[],
  zipName: string,
) {
  const zip = new ZipFile();
  const output = new PassThrough();
  // A file that cannot be read halfway through breaks the download rather than ending a short zip.
  zip.on('error', (error: Error) => output.destroy(error));
  const names = uniqueNames(rows.map((row) => row.fileName));
  rows.forEach((row, index) => {
    zip.addReadStreamLazy(
      names[index]!,
      { mtime: row.createdAt, size: row.size, compress: worthCompressing(row.contentType) },
      (done) => {
        storage.open(row.storageKey).then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, new PassThrough()),
        );
      },
    );
  });
  zip.end();
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.pipe(output);
  downloadHeaders(reply, zipName, 'application/zip');
  return reply.send(output);
}
