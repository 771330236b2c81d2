import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

export type IdKind =
  'member' | 'company' | 'branch' | 'service' | 'banner' | 'session' | 'group' | 'invitation';

/**
 * Opaque, authenticated ids: AES-256-GCM over "kind:id". The IV is an HMAC of the plaintext, so the
 * same row always gets the same id (stable URLs) while any change to the text fails authentication.
 */
export interface IdCodec {
  encode(kind: IdKind, id: number): string;
  /** The numeric id, or null when the text is tampered with, malformed or of another kind. */
  decode(kind: IdKind, encrypted: string): number | null;
}

export function createIdCodec(key: Buffer): IdCodec {
  if (key.length !== 32) throw new Error('ID key must be 32 bytes');
  return {
    encode(kind, id) {
      const plain = Buffer.from(`${kind}:${id}`, 'utf8');
      const iv = createHmac('sha256', key).update(plain).digest().subarray(0, 12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    decode(kind, encrypted) {
      if (typeof encrypted !== 'string' || encrypted.length > 200 || !/^[A-Za-z0-9_-]+$/.test(encrypted))
        return null;
      const raw = Buffer.from(encrypted, 'base64url');
      // Non-canonical text (different unused bits in the last character) is another id, not this one.
      if (raw.length < 12 + 16 + 3 || raw.toString('base64url') !== encrypted) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(raw.length - 16));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(12, raw.length - 16)),
          decipher.final(),
        ]).toString();
        const [foundKind, idText] = plain.split(':');
        if (foundKind !== kind || !idText || !/^\d{1,15}$/.test(idText)) return null;
        return Number(idText);
      } catch {
        return null;
      }
    },
  };
}
