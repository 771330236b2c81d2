import { describe, expect, it } from 'vitest';
import { createIdCodec } from './ids';

const codec = createIdCodec(Buffer.alloc(32, 1));

describe('encrypted ids', () => {
  it('round-trips and is stable for the same row', () => {
    const id = codec.encode('member', 42);
    expect(codec.decode('member', id)).toBe(42);
    expect(codec.encode('member', 42)).toBe(id);
    expect(id).not.toContain('42');
  });

  it('rejects an id of another kind', () => {
    expect(codec.decode('company', codec.encode('member', 42))).toBeNull();
  });

  it('rejects every single-character tampering', () => {
    const id = codec.encode('company', 7);
    for (let i = 0; i < id.length; i++) {
      const swapped = id[i] === 'A' ? 'B' : 'A';
      const tampered = id.slice(0, i) + swapped + id.slice(i + 1);
      if (tampered !== id) expect(codec.decode('company', tampered)).toBeNull();
    }
  });

  it('rejects garbage, empty and over-long input without throwing', () => {
    for (const bad of ['', 'abc', '!!!!', 'x'.repeat(500), '../../etc/passwd']) {
      expect(codec.decode('member', bad)).toBeNull();
    }
  });

  it('rejects an id made under another key', () => {
    const other = createIdCodec(Buffer.alloc(32, 2));
    expect(codec.decode('member', other.encode('member', 42))).toBeNull();
  });
});
