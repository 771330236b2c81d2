import { fileTypeFromBuffer } from 'file-type';

/**
 * The kinds of file a call may accept, each recognised by its contents. The key is what a call lists
 * in its rules; `extensions` are the names it may carry (the first is added to a name without one).
 */
export const FILE_KINDS = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  png: { contentType: 'image/png', extensions: ['png'], label: 'PNG' },
  jpg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPG' },
  gif: { contentType: 'image/gif', extensions: ['gif'], label: 'GIF' },
  webp: { contentType: 'image/webp', extensions: ['webp'], label: 'WEBP' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: '엑셀(XLSX)',
  },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: '워드(DOCX)',
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    label: '파워포인트(PPTX)',
  },
  /** 한글 documents: HWP 5 (a compound file whose FileHeader stream says so) and HWPX (a zip). */
  hwp: { contentType: 'application/x-hwp', extensions: ['hwp'], label: '한글(HWP)' },
  hwpx: { contentType: 'application/hwp+zip', extensions: ['hwpx'], label: '한글(HWPX)' },
  zip: { contentType: 'application/zip', extensions: ['zip'], label: 'ZIP' },
  /** UTF-8 text without control characters; CSV and plain text differ only by their extension. */
  csv: { contentType: 'text/csv; charset=utf-8', extensions: ['csv'], label: 'CSV' },
  txt: { contentType: 'text/plain; charset=utf-8', extensions: ['txt'], label: '텍스트(TXT)' },
} as const;

export type FileKind = keyof typeof FILE_KINDS;

export const IMAGE_KINDS = ['png', 'jpg', 'gif', 'webp'] as const satisfies readonly FileKind[];
export const DOCUMENT_KINDS = [
  ...IMAGE_KINDS,
  'pdf',
  'xlsx',
  'docx',
  'pptx',
  'hwp',
  'hwpx',
  'csv',
  'txt',
] as const satisfies readonly FileKind[];

/** Kinds as people read them ("PDF, PNG, 엑셀(XLSX)"), for messages and summaries. */
export const describeKinds = (kinds: readonly FileKind[]) =>
  [...new Set(kinds.map((kind) => FILE_KINDS[kind].label))].join(', ');

/** What file-type names each kind (text has no signature and is checked separately). */
const DETECTED: Record<string, FileKind> = { pdf: 'pdf', png: 'png', jpg: 'jpg', gif: 'gif', webp: 'webp' };
for (const kind of ['xlsx', 'docx', 'pptx', 'zip'] as const) DETECTED[kind] = kind;
// file-type names HWPX by its mimetype entry when that comes first.
DETECTED.hwpx = 'hwpx';

/** How much of the start of a file is kept for detection: every signature we accept lies within it. */
export const HEAD_BYTES = 64 * 1024;
/** How much of the end is kept: enough for the entry list of any office document. */
export const TAIL_BYTES = 256 * 1024;

/**
 * The kind of a file from its first bytes, or null. For a zip this is 'zip' unless the head already
 * shows an office document; `officeKindOfZip` looks at the whole entry list at the end.
 */
export async function kindFromHead(head: Buffer): Promise<FileKind | 'text' | null> {
  let detected: string | undefined;
  try {
    detected = (await fileTypeFromBuffer(head))?.ext;
  } catch {
    // A malformed file that trips the parser is simply not of a kind we accept.
    return null;
  }
  if (detected === 'cfb') return isHwp(head) ? 'hwp' : null;
  if (detected) return DETECTED[detected] ?? null;
  return looksLikeText(head) ? 'text' : null;
}

/** UTF-8 (a character cut at the end of the sample is fine) without control characters but tab and line breaks. */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const cut = text.endsWith('\uFFFD') ? text.slice(0, -1) : text;
  if (cut.includes('\uFFFD')) return false;
  return !/(?![\t\n\r\f])\p{Cc}/u.test(cut);
}

/**
 * A compound file is many things (old Word and Excel files, Outlook messages); an HWP 5 document's
 * FileHeader stream starts with this signature, within the first sectors of any real one.
 */
const HWP_SIGNATURE = Buffer.from('HWP Document File');
const isHwp = (head: Buffer) => head.includes(HWP_SIGNATURE);

/**
 * Office documents are zips whose entries say what they are. Their `[Content_Types].xml` may come
 * last (our own spreadsheet export writes it last), so the head alone cannot tell; the central
 * directory at the end of the zip lists every entry, and that is what this reads.
 */
export function officeKindOfZip(tail: Buffer, totalSize: number): FileKind {
  const names = zipEntries(tail, totalSize)?.map((entry) => entry.name);
  // HWPX (OWPML): a `mimetype` entry first, the body under Contents/.
  if (names?.includes('mimetype') && names.some((name) => name.startsWith('Contents/'))) return 'hwpx';
  if (!names?.includes('[Content_Types].xml')) return 'zip';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return 'zip';
}

/**
 * What the zip says its entries inflate to, together (null when its directory cannot be read). A
 * few hundred kilobytes can declare gigabytes: the upload is refused on this before anything reads
 * it, and what does read it runs in a worker with a memory limit (sheetReader.ts) in case it lies.
 */
export function zipInflatedSize(tail: Buffer, totalSize: number): number | null {
  const entries = zipEntries(tail, totalSize);
  return entries ? entries.reduce((sum, entry) => sum + entry.size, 0) : null;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** The entries of the central directory (name, uncompressed size), when the whole of it is within `tail`. */
function zipEntries(tail: Buffer, totalSize: number): Array<{ name: string; size: number }> | null {
  // The end record is 22 bytes plus a comment of at most 65535 bytes.
  const lowest = Math.max(0, tail.length - 22 - 0xffff);
  for (let at = tail.length - 22; at >= lowest; at--) {
    if (tail.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const count = tail.readUInt16LE(at + 10);
    const offset = tail.readUInt32LE(at + 16);
    if (offset === 0xffffffff) return null; // zip64: larger than anything we accept
    let cursor = offset - (totalSize - tail.length);
    if (cursor < 0) return null;
    const entries: Array<{ name: string; size: number }> = [];
    for (let i = 0; i < count; i++) {
      if (cursor + 46 > tail.length || tail.readUInt32LE(cursor) !== DIRECTORY_ENTRY) return null;
      const size = tail.readUInt32LE(cursor + 24);
      const nameLength = tail.readUInt16LE(cursor + 28);
      const extraLength = tail.readUInt16LE(cursor + 30);
      const commentLength = tail.readUInt16LE(cursor + 32);
      entries.push({ name: tail.subarray(cursor + 46, cursor + 46 + nameLength).toString('utf8'), size });
      cursor += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }
  return null;
}
