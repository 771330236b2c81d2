import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../files/names';
import { xlsxBuffer } from '../../files/sheetWriter';

/**
 * Sends rows as an .xlsx download with Korean column headers (first row) and a Korean file name.
 * The rows are plain values; the sheet is built in memory (exports are capped by their callers).
 */
export function sendSheet<T>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly { header: string; value: (row: T) => string | number | null }[],
  rows: readonly T[],
) {
  const data = [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row) ?? '')),
  ];
  const buffer = xlsxBuffer(data, 'Sheet1');
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('content-disposition', contentDisposition(fileName));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, no-store');
  return reply.send(buffer);
}
