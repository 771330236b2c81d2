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

  it('answers the same after more ids than it remembers, and keeps kinds apart', () => {
    const fresh = createIdCodec(Buffer.alloc(32, 1));
    const first = fresh.encode('member', 1);
    for (let id = 2; id <= 25_000; id++) fresh.encode('member', id);
    expect(fresh.encode('member', 1)).toBe(first);
    expect(first).toBe(codec.encode('member', 1));
    expect(fresh.encode('group', 1)).not.toBe(first);
    expect(fresh.decode('member', fresh.encode('member', 24_999))).toBe(24_999);
  });

  it('decodes remembered ids only as their own kind, and a fresh codec agrees', () => {
    const fresh = createIdCodec(Buffer.alloc(32, 1));
    const member = fresh.encode('member', 7);
    expect(fresh.decode('member', member)).toBe(7);
    expect(fresh.decode('group', member)).toBeNull();
    const decoder = createIdCodec(Buffer.alloc(32, 1));
    expect(decoder.decode('member', member)).toBe(7);
    expect(decoder.decode('member', member)).toBe(7);
    expect(decoder.decode('company', member)).toBeNull();
  });
});
