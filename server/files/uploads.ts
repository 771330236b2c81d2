import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { StoredFileRecord } from '../../schemas/files';
import type { CallKey } from '../api/types';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { inspected, refusal, type FileChecks, type Inspected } from './inspect';
import { hasPath, sanitizeFileName, withExtensionOf } from './names';
import { recordUploads, type ReceivedFile, type Uploader } from './records';
import type { FileStorage } from './storage';
import { FILE_KINDS } from './types';

/** What one upload call accepts. */
export interface UploadRules extends FileChecks {
  /** Stored with each file: what it was uploaded for ('attachment', 'gift-card', ...). */
  purpose: string;
  /** At most this many files in one request. */
  maxFiles: number;
  /** At least this many (default 1; a call whose files are optional says 0). */
  minFiles?: number;
  /** Text fields accepted beside the files (default 20, each up to 10,000 characters). */
  maxFields?: number;
}

export interface ReceivedUploads {
  files: ReceivedFile[];
  /** The request's text fields (the last value of a repeated field). */
  fields: Record<string, string>;
}

const FIELD_VALUE_LIMIT = 10_000;

/** Keys stored for a request, removed again if the request ends in failure (see `discardOnFailure`). */
const storedFor = new WeakMap<FastifyRequest, string[]>();
/** Requests whose stored files have records (`receiveUploads`). */
const recorded = new WeakSet<FastifyRequest>();

/** Multipart and parser errors as Korean 400s; storage faults (disk full) stay server errors. */
function asRefusal(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  if ('syscall' in error) return error;
  const code = 'code' in error ? String(error.code) : '';
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return refusal('TOO_MANY_FIELDS', '요청에 입력 항목이 너무 많습니다.', '_');
  return refusal('MALFORMED_UPLOAD', '업로드 요청이 올바르지 않습니다. 다시 시도해주세요.', '_');
}

const notMultipart = () =>
  refusal('NOT_MULTIPART', '파일은 multipart/form-data 형식으로 보내주세요.', 'files');

/** A refused request's remaining body is read and dropped, so the client gets its answer. */
function discardRest(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

async function storeOne(
  storage: FileStorage,
  part: MultipartFile,
  rules: UploadRules,
): Promise<ReceivedFile> {
  const field = part.fieldname;
  if (hasPath(part.filename)) {
    throw refusal(
      'FILE_NAME_HAS_PATH',
      '파일 이름에 경로(/ 또는 \\)가 들어 있습니다. 폴더 경로 없이 파일 이름만 보내주세요.',
      field,
    );
  }
  const name = sanitizeFileName(part.filename);
  let result: Inspected | undefined;
  const source = Readable.from(inspected(part.file, rules, { name, field }, (done) => (result = done)));
  const key = await storage.put(source);
  const { kind } = result!;
  return {
    key,
    field,
    fileName: withExtensionOf(name, FILE_KINDS[kind].extensions),
    contentType: FILE_KINDS[kind].contentType,
    ...result!,
  };
}

/**
 * Streams a multipart request's files into storage, one at a time, checking each on the way (see
 * `inspected`). Any refusal removes the files this request already stored and answers a Korean 400;
 * nothing reaches the database here, so this may run before a call's transaction opens.
 */
export async function storeUploads(
  storage: FileStorage,
  request: FastifyRequest,
  rules: UploadRules,
): Promise<ReceivedUploads> {
  if (!request.isMultipart()) throw notMultipart();
  const maxFields = rules.maxFields ?? 20;
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const keys = storedFor.get(request) ?? [];
  storedFor.set(request, keys);
  try {
    // Busboy's own limits sit one above ours, so ours are the ones people hear about.
    const parts: AsyncIterable<Multipart> = request.parts({
      limits: {
        fileSize: rules.maxFileBytes + 1,
        files: rules.maxFiles + 1,
        fields: maxFields + 1,
        fieldSize: FIELD_VALUE_LIMIT,
        parts: rules.maxFiles + maxFields + 2,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw refusal('FIELD_TOO_LONG', '입력 항목이 너무 깁니다.', part.fieldname);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // A file input left empty still sends a part, with no name and no bytes.
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      if (files.length >= rules.maxFiles) {
        throw refusal(
          'TOO_MANY_FILES',
          `파일은 한 번에 ${rules.maxFiles}개까지 올릴 수 있습니다.`,
          part.fieldname,
        );
      }
      const file = await storeOne(storage, part, rules);
      keys.push(file.key);
      files.push(file);
    }
  } catch (error) {
    await removeStored(storage, request);
    discardRest(request);
    throw asRefusal(error);
  }
  if (files.length < (rules.minFiles ?? 1)) {
    await removeStored(storage, request);
    throw refusal('FILE_REQUIRED', '올릴 파일을 선택해주세요.', 'files');
  }
  return { files, fields };
}

async function removeStored(storage: FileStorage, request: FastifyRequest) {
  const keys = storedFor.get(request) ?? [];
  storedFor.delete(request);
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/**
 * onResponse: a request that stored files but then failed (its transaction rolled back, a later
 * check refused it) leaves no file behind; its rows went with the transaction. So does a call that
 * stored files and never recorded them: a file without a record could never be found again.
 */
export async function discardOnFailure(storage: FileStorage, request: FastifyRequest, reply: FastifyReply) {
  if (!storedFor.has(request)) return;
  if (reply.statusCode >= 400 || !recorded.has(request)) await removeStored(storage, request);
  else storedFor.delete(request);
}

/**
 * Upload calls declare their rules here, under their call key, so their files stream into storage
 * in a preHandler, before the route layer opens the call's transaction: an upload of 20 MB over a
 * slow line must not hold a database connection (or, on the embedded database, every request).
 */
const rulesOfCall = new Map<string, UploadRules>();

export function declareUploads(callKey: CallKey, rules: UploadRules): UploadRules {
  rulesOfCall.set(callKey, rules);
  return rules;
}

/** Every upload call declared so far, with its rules (the tests walk them). */
export const declaredUploadCalls = (): ReadonlyArray<[string, UploadRules]> => [...rulesOfCall];

const received = new WeakMap<FastifyRequest, ReceivedUploads>();

/** preHandler: streams the files of a declared upload call (see `declareUploads`). */
export async function receiveDeclaredUploads(storage: FileStorage, request: FastifyRequest) {
  const callKey = request.routeOptions.config.callKey;
  const rules = callKey ? rulesOfCall.get(callKey) : undefined;
  if (!rules || !request.isMultipart()) return;
  received.set(request, await storeUploads(storage, request, rules));
}

/** The part of a route call that uploads need (a declared call's `call` fits). */
export interface UploadCall {
  ctx: AppContext;
  session: Uploader;
  request: FastifyRequest;
}

/**
 * The files of an upload call, stored and recorded (tenant-scoped, in the call's transaction), with
 * the request's text fields. Files already streamed by the preHandler are used as they are; a call
 * that did not declare its rules streams them here, inside its transaction.
 */
export async function receiveUploads(
  call: UploadCall,
  rules: UploadRules,
): Promise<{ files: StoredFileRecord[]; fields: Record<string, string> }> {
  const uploads = received.get(call.request) ?? (await storeUploads(call.ctx.files, call.request, rules));
  received.delete(call.request);
  const files = await recordUploads(call.ctx, call.session, rules.purpose, uploads.files);
  recorded.add(call.request);
  return { files, fields: uploads.fields };
}
