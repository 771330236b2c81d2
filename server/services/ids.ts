import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import type { IdKind } from './idKinds';

/** The kinds of id, declared once with their tables in ./idKinds. */
export type { IdKind };

/**
 * Opaque, authenticated ids: AES-256-GCM over "kind:id". The IV is an HMAC of the plaintext, so the
 * same row always gets the same id (stable URLs) while any change to the text fails authentication.
 */
export interface IdCodec {
  encode(kind: IdKind, id: number): string;
  /** The numeric id, or null when the text is tampered with, malformed or of another kind. */
  decode(kind: IdKind, encrypted: string): number | null;
}

/** How many ids are remembered both ways: a few pages of every busy list, a few megabytes. */
const REMEMBERED_IDS = 20_000;

/**
 * Recent pairs of "kind:id" and its encrypted text. Encoding (an HMAC and an AES-GCM pass, about
 * 10 µs) was a fifth of a member-list page's time and every request decodes its session's ids, while
 * a pair never changes under one key. Only genuine pairs are stored, so made-up ids cannot crowd
 * the memory; the oldest pairs go first.
 */
function rememberedPairs() {
  const textOf = new Map<string, string>();
  const encryptedOf = new Map<string, string>();
  return {
    encrypted: (text: string) => encryptedOf.get(text),
    text: (encrypted: string) => textOf.get(encrypted),
    add(text: string, encrypted: string) {
      if (encryptedOf.size >= REMEMBERED_IDS) {
        const [oldest, oldestEncrypted] = encryptedOf.entries().next().value!;
        encryptedOf.delete(oldest);
        textOf.delete(oldestEncrypted);
      }
      encryptedOf.set(text, encrypted);
      textOf.set(encrypted, text);
    },
  };
}

export function createIdCodec(key: Buffer): IdCodec {
  if (key.length !== 32) throw new Error('ID key must be 32 bytes');
  const remembered = rememberedPairs();
  const numberOf = (kind: IdKind, text: string) => {
    const [foundKind, idText] = text.split(':');
    if (foundKind !== kind || !idText || !/^\d{1,15}$/.test(idText)) return null;
    return Number(idText);
  };
  return {
    encode(kind, id) {
      const text = `${kind}:${id}`;
      const known = remembered.encrypted(text);
      if (known !== undefined) return known;
      const plain = Buffer.from(text, 'utf8');
      const iv = createHmac('sha256', key).update(plain).digest().subarray(0, 12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      const encrypted = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
      remembered.add(text, encrypted);
      return encrypted;
    },
    decode(kind, encrypted) {
      if (typeof encrypted !== 'string') return null;
      const known = remembered.text(encrypted);
      if (known !== undefined) return numberOf(kind, known);
      if (encrypted.length > 200 || !/^[A-Za-z0-9_-]+$/.test(encrypted)) return null;
      const raw = Buffer.from(encrypted, 'base64url');
      // Non-canonical text (different unused bits in the last character) is another id, not this one.
      if (raw.length < 12 + 16 + 3 || raw.toString('base64url') !== encrypted) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const text = Buffer.concat([
          decipher.update(raw.subarray(12, raw.length - 16)),
          decipher.final(),
        ]).toString();
        const id = numberOf(kind, text);
        if (id !== null) remembered.add(text, encrypted);
        return id;
      } catch {
        return null;
      }
    },
  };
}
