import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_ANIMATION_MS, animateScroll } from './animateScroll';

describe('animateScroll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches the target after 500 ms, moving gradually on the way', async () => {
    const box = document.createElement('div');
    const done = animateScroll(box, 1000);
    expect(SCROLL_ANIMATION_MS).toBe(500);
    vi.advanceTimersByTime(250);
    expect(box.scrollTop).toBeGreaterThan(0);
    expect(box.scrollTop).toBeLessThan(1000);
    vi.advanceTimersByTime(300);
    await done;
    expect(box.scrollTop).toBe(1000);
  });

  it('lets a newer call take over', async () => {
    const box = document.createElement('div');
    const first = animateScroll(box, 1000);
    vi.advanceTimersByTime(100);
    const second = animateScroll(box, 0, 0);
    vi.advanceTimersByTime(600);
    await Promise.all([first, second]);
    expect(box.scrollTop).toBe(0);
  });
});
