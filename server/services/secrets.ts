import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random token for the browser to hold (base64url, 256 bits unless stated). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Session secrets are random and long, so a fast hash is enough; passwords use Argon2id. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Compares a presented secret with the expected one in constant time: both are hashed first, so
 * neither the contents nor the length of the expected value shows in the time taken.
 */
export function sameSecret(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  return timingSafeEqual(
    createHash('sha256').update(presented).digest(),
    createHash('sha256').update(expected).digest(),
  );
}

/** Argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash(randomToken());
  return dummyHash;
}
