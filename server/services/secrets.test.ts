import { describe, expect, it } from 'vitest';
import { sameHash, sameSecret, sha256 } from './secrets';

describe('constant-time comparisons', () => {
  it('compares presented secrets with the expected one, whatever their lengths', () => {
    expect(sameSecret('portal-web-public', 'portal-web-public')).toBe(true);
    expect(sameSecret('portal-web-publiX', 'portal-web-public')).toBe(false);
    expect(sameSecret('short', 'portal-web-public')).toBe(false);
    expect(sameSecret('', 'portal-web-public')).toBe(false);
    expect(sameSecret(undefined, 'portal-web-public')).toBe(false);
  });

  it('compares stored hashes with the hash of what was presented', () => {
    expect(sameHash(sha256('secret'), sha256('secret'))).toBe(true);
    expect(sameHash(sha256('secret'), sha256('Secret'))).toBe(false);
    expect(sameHash(sha256('secret'), 'not-hex')).toBe(false);
  });
});
