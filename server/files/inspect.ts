import { createHash } from 'node:crypto';
import { AppError } from '../errors';
import { splitExtension } from './names';
import {
  HEAD_BYTES,
  TAIL_BYTES,
  describeKinds,
  kindFromHead,
  officeKindOfZip,
  zipInflatedSize,
  type FileKind,
} from './types';

/** What the per-file checks need to know of the call's rules. */
export interface FileChecks {
  kinds: readonly FileKind[];
  maxFileBytes: number;
}

/** What is known of a file once it has streamed through completely. */
export interface Inspected {
  kind: FileKind;
  size: number;
  sha256: string;
}

const OFFICE_KINDS: readonly FileKind[] = ['xlsx', 'docx', 'pptx', 'hwpx'];
/** What an accepted zip or office document may inflate to, all entries together. */
export const MAX_INFLATED_BYTES = 50 * 1024 * 1024;

/** "20MB", "512KB": limits as people read them. */
export function formatBytes(bytes: number): string {
  const unit = bytes >= 1024 * 1024 ? { size: 1024 * 1024, name: 'MB' } : { size: 1024, name: 'KB' };
  return `${Number((bytes / unit.size).toFixed(1))}${unit.name}`;
}

/** A Korean 400 naming the form field, in the `{ status, code, message, errors }` shape. */
export function refusal(code: string, message: string, field: string): AppError {
  return new AppError(400, code, message, { [field]: message });
}

function wrongType(checks: FileChecks, name: string, field: string): AppError {
  return refusal(
    'FILE_TYPE_NOT_ALLOWED',
    `'${name}' 파일은 올릴 수 없는 형식입니다. ${describeKinds(checks.kinds)} 파일만 올릴 수 있습니다.`,
    field,
  );
}

/**
 * The kind the start of the file allows, 'zip' when the end must decide (an office document or a
 * plain zip), or a refusal. Text has no signature: its extension must say which text it is, so a
 * text file named ".pdf" is refused rather than stored as something it is not.
 */
function kindAllowedByHead(
  detected: FileKind | 'text' | null,
  checks: FileChecks,
  name: string,
): FileKind | 'zip' | null {
  const allowed = (kind: FileKind) => checks.kinds.includes(kind);
  if (detected === 'text') {
    const extension = splitExtension(name)[1].slice(1).toLowerCase();
    const textKind = (['csv', 'txt'] as const).find((kind) => kind === extension);
    return textKind && allowed(textKind) ? textKind : null;
  }
  if (detected === 'zip') return allowed('zip') || OFFICE_KINDS.some(allowed) ? 'zip' : null;
  return detected && allowed(detected) ? detected : null;
}

/**
 * Passes a file's bytes on to storage while checking them: the size (stopping as soon as it is
 * exceeded), the kind from the first 64 KiB (a wrong kind stops there), and for a zip the entry list
 * at its end. A refusal is thrown before the stream ends, and storage keeps only streams that end, so
 * a refused file is never stored, not even in part.
 */
export async function* inspected(
  source: AsyncIterable<Buffer>,
  checks: FileChecks,
  label: { name: string; field: string },
  done: (result: Inspected) => void,
): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  let size = 0;
  let head: Buffer[] = [];
  let headSize = 0;
  let fromHead: FileKind | 'zip' | null | undefined;
  const tail: Buffer[] = [];
  let tailSize = 0;

  const decideHead = async () => {
    fromHead = kindAllowedByHead(await kindFromHead(Buffer.concat(head)), checks, label.name);
    if (!fromHead) throw wrongType(checks, label.name, label.field);
  };

  for await (const chunk of source) {
    size += chunk.length;
    if (size > checks.maxFileBytes) {
      throw refusal(
        'FILE_TOO_LARGE',
        `'${label.name}' 파일이 너무 큽니다. 파일 하나는 ${formatBytes(checks.maxFileBytes)}까지 올릴 수 있습니다.`,
        label.field,
      );
    }
    hash.update(chunk);
    tail.push(chunk);
    tailSize += chunk.length;
    while (tailSize - tail[0]!.length >= TAIL_BYTES) tailSize -= tail.shift()!.length;
    if (fromHead === undefined) {
      head.push(chunk);
      headSize += chunk.length;
      if (headSize < HEAD_BYTES) continue;
      await decideHead();
      yield Buffer.concat(head);
      head = [];
      continue;
    }
    yield chunk;
  }
  if (size === 0) {
    throw refusal(
      'FILE_EMPTY',
      `'${label.name}' 파일이 비어 있습니다. 내용이 있는 파일을 올려주세요.`,
      label.field,
    );
  }
  if (fromHead === undefined) await decideHead();
  let kind = fromHead!;
  const end = kind === 'zip' || OFFICE_KINDS.includes(kind) ? Buffer.concat(tail) : null;
  if (end && kind === 'zip') kind = officeKindOfZip(end, size);
  const inflated = end && zipInflatedSize(end, size);
  if (inflated && inflated > MAX_INFLATED_BYTES)
    throw refusal(
      'ARCHIVE_TOO_LARGE',
      `'${label.name}' 파일은 압축을 풀면 너무 큽니다(${formatBytes(MAX_INFLATED_BYTES)} 초과). 내용을 나누어 올려주세요.`,
      label.field,
    );
  if (!checks.kinds.includes(kind)) throw wrongType(checks, label.name, label.field);
  done({ kind, size, sha256: hash.digest('hex') });
  if (head.length > 0) yield Buffer.concat(head);
}
