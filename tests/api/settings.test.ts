import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../server/settings';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('signing keys', () => {
  it('refuses to start without the voucher key, naming it in the settings error list', () => {
    expect(() => loadSettings({ DATA_DIR: freshDir() })).toThrow(
      /설정 값이 올바르지 않습니다:\n {2}- GIFT_VOUCHER_SECRET: /,
    );
    // Every wrong setting is in the one list, the missing key too.
    expect(() => loadSettings({ DATA_DIR: freshDir(), PORT: 'x' })).toThrow(
      /PORT: [\s\S]*GIFT_VOUCHER_SECRET/,
    );
  });

  it('refuses a short key and the key every copy of the code once shipped', () => {
    for (const key of ['short', 'gift-voucher-test-secret'])
      expect(() => loadSettings({ DATA_DIR: freshDir(), GIFT_VOUCHER_SECRET: key })).toThrow(
        /GIFT_VOUCHER_SECRET: 32자/,
      );
  });

  it('takes the key given', () => {
    const key = 'k'.repeat(40);
    expect(loadSettings({ DATA_DIR: freshDir(), GIFT_VOUCHER_SECRET: key }).GIFT_VOUCHER_SECRET).toBe(key);
  });

  it('lets the demo start make its own key, random per data directory and kept across restarts', () => {
    const dir = freshDir();
    const first = loadSettings({ DATA_DIR: dir }, { demo: true });
    expect(first.GIFT_VOUCHER_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(loadSettings({ DATA_DIR: dir }, { demo: true }).GIFT_VOUCHER_SECRET).toBe(
      first.GIFT_VOUCHER_SECRET,
    );
    expect(loadSettings({ DATA_DIR: freshDir() }, { demo: true }).GIFT_VOUCHER_SECRET).not.toBe(
      first.GIFT_VOUCHER_SECRET,
    );
    const stored = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(stored.giftVoucherSecret).toBe(first.GIFT_VOUCHER_SECRET);
    // A data directory made before the voucher key keeps its id key.
    expect(loadSettings({ DATA_DIR: dir }, { demo: true }).secrets.idKey.toString('hex')).toBe(stored.idKey);
  });
});
