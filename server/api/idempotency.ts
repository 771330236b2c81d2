import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotentAnswers } from '../db/schema';
import { lockScopes } from '../db/scopeLocks';
import { badRequest, conflict } from '../errors';

/** The header a phone sends with a write it may repeat (one key per intended write, reused on retries). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const KEY_FORM = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_KEY_INVALID = '요청 키(Idempotency-Key)는 8~100자의 영문, 숫자, -, _ 여야 합니다.';
export const IDEMPOTENCY_KEY_REUSED =
  '이 요청 키는 다른 요청에 이미 쓰였습니다. 화면을 새로 고친 뒤 다시 시도해주세요.';

/** One write's key, its owner and what was asked, while its transaction runs. */
export interface IdempotentRequest {
  actor: string;
  key: string;
  call: string;
  requestHash: string;
}

/** Whose key it is: the signed-in member, operator or warehouse worker, or the caller's address. */
function actorOf(request: FastifyRequest): string {
  if (request.warehouseAuth) return `warehouse:${request.warehouseAuth.accountId}`;
  if (request.auth) return `member:${request.auth.memberId}`;
  if (request.providerAuth) return `provider:${request.providerAuth.providerId}`;
  return `anonymous:${request.ip}`;
}

/** The request's key, or null when it sent none; a malformed key is a 400. */
export function idempotentRequestOf(request: FastifyRequest, call: string): IdempotentRequest | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_FORM.test(raw)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ params: request.params ?? null, body: request.body ?? null }))
    .digest('base64url');
  return { actor: actorOf(request), key: raw, call, requestHash };
}

/**
 * The first answer to this key, when the write was already done; null when it is new. Takes the
 * key's lock first, so a repeat sent while the first is still running waits for it and then gets
 * its answer instead of doing the write again. The same key on another call or body is a 409.
 */
export async function earlierAnswer(tx: Db, request: IdempotentRequest): Promise<{ answer: unknown } | null> {
  await lockScopes(tx, [`idempotency:${request.actor}:${request.key}`]);
  const [earlier] = await tx
    .select()
    .from(idempotentAnswers)
    .where(and(eq(idempotentAnswers.actor, request.actor), eq(idempotentAnswers.key, request.key)))
    .limit(1);
  if (!earlier) return null;
  if (earlier.call !== request.call || earlier.requestHash !== request.requestHash)
    throw conflict(IDEMPOTENCY_KEY_REUSED);
  return { answer: earlier.answer };
}

/** Keeps the write's answer under its key, in the write's own transaction. */
export async function rememberAnswer(tx: Db, request: IdempotentRequest, answer: unknown): Promise<void> {
  await tx.insert(idempotentAnswers).values({ ...request, answer: answer ?? null });
}
