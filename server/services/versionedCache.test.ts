import { describe, expect, it, vi } from 'vitest';
import { createVersionedCache } from './versionedCache';

describe('versioned cache', () => {
  it('answers from memory while the version stays, and recomputes when it changes', async () => {
    const cache = createVersionedCache(10);
    const compute = vi.fn(async () => ({ rows: [compute.mock.calls.length] }));
    const first = await cache.read('a', 1, compute);
    expect(await cache.read('a', 1, compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    const second = await cache.read('a', 2, compute);
    expect(second).not.toBe(first);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(await cache.read('a', 2, compute)).toBe(second);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart and drops the least recently used entry when full', async () => {
    const cache = createVersionedCache(2);
    const compute = vi.fn(async () => compute.mock.calls.length);
    await cache.read('a', 1, compute);
    await cache.read('b', 1, compute);
    await cache.read('a', 1, compute); // a is now the most recent
    await cache.read('c', 1, compute); // b goes
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.read('a', 1, compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.read('b', 1, compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('computes every time with a capacity of 0, and keeps nothing after a failure', async () => {
    const off = createVersionedCache(0);
    const compute = vi.fn(async () => 1);
    await off.read('a', 1, compute);
    await off.read('a', 1, compute);
    expect(compute).toHaveBeenCalledTimes(2);

    const cache = createVersionedCache(5);
    await expect(cache.read('a', 1, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('a', 1, async () => 'fresh')).toBe('fresh');
  });

  it('lets readers who miss together share one computation of the same version', async () => {
    const cache = createVersionedCache(5);
    let finish: (value: string) => void = () => {};
    const compute = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const readers = [cache.read('a', 1, compute), cache.read('a', 1, compute), cache.read('a', 1, compute)];
    const newer = vi.fn(async () => 'newer');
    const other = cache.read('a', 2, newer);
    finish('page');
    expect(await Promise.all(readers)).toEqual(['page', 'page', 'page']);
    expect(await other).toBe('newer');
    expect(compute).toHaveBeenCalledTimes(1);
    expect(newer).toHaveBeenCalledTimes(1);
  });
});
