import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, withTimeout } from './lazyModule';

afterEach(() => vi.useRealTimers());

describe('screen code loading', () => {
  it('fails with a Korean error when the code has not arrived after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ message: '화면을 불러오지 못했습니다.' });
  });

  it('passes a module that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });
});
