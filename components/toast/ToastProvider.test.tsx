import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider';
import type { ToastApi } from './toastTypes';

let api: ToastApi;
function Grab() {
  api = useToast();
  return null;
}

const texts = (testId: string) =>
  within(screen.getByTestId(testId))
    .queryAllByRole('alert')
    .map((node) => node.textContent);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('inline list shows the newest 3, each for 3000 ms', () => {
    act(() => ['하나', '둘', '셋', '넷'].forEach((text) => api.inline(text)));
    expect(texts('toast-inline')).toEqual(['둘', '셋', '넷']);
    act(() => vi.advanceTimersByTime(2999));
    expect(texts('toast-inline')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(texts('toast-inline')).toEqual([]);
  });

  it('side list shows the newest 6 with the header Warning or Info, each for 2000 ms', () => {
    act(() => {
      for (let i = 1; i <= 7; i += 1) api.side(`알림 ${i}`, i % 2 ? 'info' : 'warning');
    });
    const shown = texts('toast-side');
    expect(shown).toHaveLength(6);
    expect(shown[0]).toBe('Warning알림 2');
    expect(shown[5]).toBe('Info알림 7');
    act(() => vi.advanceTimersByTime(1999));
    expect(texts('toast-side')).toHaveLength(6);
    act(() => vi.advanceTimersByTime(1));
    expect(texts('toast-side')).toEqual([]);
  });

  it('common stack drops its oldest entry 3 s after each push', () => {
    act(() => api.push('첫째'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => api.push('둘째'));
    expect(texts('toast-stack')).toEqual(['첫째', '둘째']);
    act(() => vi.advanceTimersByTime(2000));
    expect(texts('toast-stack')).toEqual(['둘째']);
    act(() => vi.advanceTimersByTime(1000));
    expect(texts('toast-stack')).toEqual([]);
  });

  it('an empty push clears the whole stack, and stale timers do not cut later entries short', () => {
    act(() => {
      api.push('가');
      api.push('나');
    });
    act(() => api.push());
    expect(texts('toast-stack')).toEqual([]);
    act(() => vi.advanceTimersByTime(1000));
    act(() => api.push('다'));
    act(() => vi.advanceTimersByTime(2999));
    expect(texts('toast-stack')).toEqual(['다']);
    act(() => vi.advanceTimersByTime(1));
    expect(texts('toast-stack')).toEqual([]);
  });

  it('the bare message lasts 2000 ms and a new one replaces it', () => {
    const box = () => screen.getByTestId('toast-message').textContent;
    act(() => api.message('복사되었습니다.'));
    expect(box()).toBe('복사되었습니다.');
    act(() => vi.advanceTimersByTime(1500));
    act(() => api.message('저장되었습니다.'));
    expect(box()).toBe('저장되었습니다.');
    act(() => vi.advanceTimersByTime(1999));
    expect(box()).toBe('저장되었습니다.');
    act(() => vi.advanceTimersByTime(1));
    expect(box()).toBe('');
  });
});
