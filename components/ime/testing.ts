import { act, fireEvent } from '@testing-library/react';

/** Every value a Korean IME shows while 김지원 is typed; all but the last are half-built. */
export const KIM_JIWON_STEPS = ['ㄱ', '기', '김', '김ㅈ', '김지', '김지ㅇ', '김지원'] as const;
export const HALF_BUILT = KIM_JIWON_STEPS.slice(0, -1) as readonly string[];

/**
 * Enter on a text input. jsdom has no implicit submission, so do what a browser does: submit the
 * input's form unless the keydown was prevented. Returns whether it went through.
 */
export function pressEnter(input: HTMLElement, init: KeyboardEventInit = {}): boolean {
  const through = fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', ...init });
  const form = (input as HTMLInputElement).form;
  if (through && form) fireEvent.submit(form);
  return through;
}

/**
 * Types 김지원 as a Korean IME does, in one composition: a change per step, a pause on 김ㅈ longer
 * than `pauseMs` (so a debounced search would fire with it), Enter pressed mid-way while composing.
 * Returns whether that Enter went through (a browser would have submitted).
 */
export async function composeKimJiwon(input: HTMLElement, { pauseMs = 0 } = {}): Promise<boolean> {
  let enterWentThrough = false;
  fireEvent.compositionStart(input, { data: '' });
  for (const value of KIM_JIWON_STEPS) {
    fireEvent.change(input, { target: { value } });
    if (value === '김ㅈ') {
      if (pauseMs) await act(() => new Promise((resolve) => setTimeout(resolve, pauseMs)));
      enterWentThrough = pressEnter(input, { isComposing: true });
    }
  }
  fireEvent.compositionEnd(input, { data: '김지원' });
  return enterWentThrough;
}
