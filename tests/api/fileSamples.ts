import * as XLSX from '@e965/xlsx';
import { randomBytes } from 'node:crypto';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** Small real files of each kind, built in memory so the tests need no fixtures on disk. */
export const samples = {
  /** A 1x1 PNG. */
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  /** Written by the spreadsheet library the console exports with: `[Content_Types].xml` comes last. */
  xlsx: () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['안건', '담당'],
        ['예산', '김하늘'],
      ]),
      '회의록',
    );
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  },
  /** An HWP 5 document's start: the compound-file signature, then its FileHeader stream's signature. */
  hwp: () => {
    const bytes = randomBytes(4096);
    Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(bytes, 0);
    Buffer.from('HWP Document File\0\0\0').copy(bytes, 1536);
    return bytes;
  },
  /** An old Word or Excel file: a compound file that is not HWP. */
  otherCompound: () => {
    const bytes = randomBytes(4096);
    Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(bytes, 0);
    return bytes;
  },
  /** A Windows program's first bytes ("MZ" header). */
  exe: () => Buffer.concat([Buffer.from('MZ'), randomBytes(510)]),
  text: () => Buffer.from('회의 메모: 다음 주 월요일 10시\n'),
  /** A PNG signature followed by `size` bytes in total. */
  pngOfSize: (size: number) => Buffer.concat([samples.png(), randomBytes(size - samples.png().length)]),
};

export interface FilePart {
  field?: string;
  name: string;
  contents: Buffer;
  /** What the client claims; the server never believes it. */
  type?: string;
}

/**
 * A multipart/form-data body as a browser sends it (file names as raw UTF-8 in the header), built by
 * hand so a test can send names a FormData object would refuse or rewrite.
 */
export function multipart(files: readonly FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    const escaped = file.name.replace(/"/g, '%22');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${escaped}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.contents,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface ZipEntry {
  name: string;
  /** Whether the entry's name is marked UTF-8 (general purpose bit 11). */
  utf8Flag: boolean;
  contents: Buffer;
}

/** Unpacks a zip with yauzl, a reader independent of the writer the server uses. */
export function unzip(zip: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      zip,
      { lazyEntries: true, decodeStrings: true, strictFileNames: true },
      (error, file) => {
        if (error || !file) return reject(error ?? new Error('no zip'));
        const entries: ZipEntry[] = [];
        file.on('error', reject);
        file.on('end', () => resolve(entries));
        file.on('entry', (entry: yauzl.Entry) => {
          file.openReadStream(entry, (openError, stream) => {
            if (openError || !stream) return reject(openError ?? new Error('no stream'));
            const parts: Buffer[] = [];
            stream.on('data', (part: Buffer) => parts.push(part));
            stream.on('error', reject);
            stream.on('end', () => {
              const utf8Flag = (entry.generalPurposeBitFlag & 0x800) !== 0;
              entries.push({ name: entry.fileName, utf8Flag, contents: Buffer.concat(parts) });
              file.readEntry();
            });
          });
        });
        file.readEntry();
      },
    );
  });
}

/**
 * A real workbook (samples.xlsx) whose sheet carries `inflatedBytes` of blank XML comment: a few
 * hundred kilobytes that inflate to `inflatedBytes`, with honest sizes in the zip's directory.
 */
export async function xlsxBomb(inflatedBytes: number): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of await unzip(samples.xlsx())) {
    const contents = entry.name.startsWith('xl/worksheets/')
      ? Buffer.concat([
          entry.contents,
          Buffer.from('<!--'),
          Buffer.alloc(inflatedBytes, 0x20),
          Buffer.from('-->'),
        ])
      : entry.contents;
    zip.addBuffer(contents, entry.name, { compress: true });
  }
  zip.end();
  const parts: Buffer[] = [];
  for await (const part of zip.outputStream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** An HWPX document as 한글 writes one: `mimetype` first and stored, the body under Contents/. */
export async function hwpx(): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('application/hwp+zip'), 'mimetype', { compress: false });
  zip.addBuffer(Buffer.from('<?xml version="1.0"?><container/>'), 'META-INF/container.xml');
  zip.addBuffer(
    Buffer.from('<?xml version="1.0"?><hs:sec xmlns:hs="x">회의록</hs:sec>'),
    'Contents/section0.xml',
  );
  zip.end();
  const parts: Buffer[] = [];
  for await (const part of zip.outputStream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
