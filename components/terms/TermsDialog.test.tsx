import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { DialogProvider } from '../dialogs/DialogProvider';
import { TermsDialog } from './TermsDialog';

const TEXTS: Record<string, { title: string; content: string }> = {
  use_service: { title: '포털24 이용약관', content: '제1조 (목적)\n이 약관은 …\n\n제2조 (정의)\n…' },
};
const getText = (type: string) => TEXTS[type];

/**
 * jsdom lays nothing out, so the text box gets a layout of its own: 2,000 px of text in a 400 px box,
 * with a scrollTop that keeps what is assigned to it (as a browser would, unclamped).
 */
const layout = { scrollHeight: 2000, clientHeight: 400 };
const scrollTops = new WeakMap<Element, number>();
const isBox = (element: Element) => element.getAttribute('data-testid') === 'terms-scroll';

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isBox(this) ? layout.scrollHeight : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isBox(this) ? layout.clientHeight : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      scrollTops.set(this, value);
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  // The own properties above shadow jsdom's Element.prototype ones; removing them restores jsdom.
  for (const key of ['scrollHeight', 'clientHeight', 'scrollTop']) {
    Reflect.deleteProperty(HTMLElement.prototype, key);
  }
  Reflect.deleteProperty(window, 'matchMedia');
});

type Props = ComponentProps<typeof TermsDialog<string>>;

function renderDialog(overrides: Partial<Props> = {}) {
  const props: Props = {
    open: true,
    type: 'use_service',
    checked: false,
    onAgree: vi.fn(),
    onClose: vi.fn(),
    getText,
    ...overrides,
  };
  const view = render(
    <DialogProvider>
      <TermsDialog {...props} />
    </DialogProvider>,
  );
  const rerender = (next: Partial<Props>) =>
    view.rerender(
      <DialogProvider>
        <TermsDialog {...props} {...next} />
      </DialogProvider>,
    );
  return { props, rerender };
}

const box = () => screen.getByTestId('terms-scroll');
const checkbox = () =>
  screen.getByRole('checkbox', { name: '위 내용을 모두 확인하였으며, 이에 동의합니다.' });
const confirmButton = () => screen.getByRole('button', { name: '확인' });

function scrollTo(top: number) {
  box().scrollTop = top;
  fireEvent.scroll(box());
}

describe('TermsDialog', () => {
  it('keeps the checkbox and 확인 disabled until the text is scrolled to the end, checked 300 ms after scrolling stops', () => {
    renderDialog();
    act(() => vi.advanceTimersByTime(300));
    expect(checkbox()).toHaveAttribute('aria-disabled', 'true');
    expect(confirmButton()).toBeDisabled();

    scrollTo(800);
    act(() => vi.advanceTimersByTime(300));
    expect(confirmButton()).toBeDisabled();

    scrollTo(1600);
    act(() => vi.advanceTimersByTime(299));
    expect(confirmButton()).toBeDisabled();
    expect(checkbox()).toHaveAttribute('aria-disabled', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(confirmButton()).toBeEnabled();
    expect(checkbox()).toHaveAttribute('aria-disabled', 'false');
  });

  it('restarts the 300 ms wait on each scroll event (debounce)', () => {
    renderDialog();
    scrollTo(1600);
    act(() => vi.advanceTimersByTime(200));
    scrollTo(1600);
    act(() => vi.advanceTimersByTime(200));
    expect(confirmButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(100));
    expect(confirmButton()).toBeEnabled();
  });

  it('stays unlocked after scrolling back up from the end', () => {
    renderDialog();
    scrollTo(1600);
    act(() => vi.advanceTimersByTime(300));
    scrollTo(0);
    act(() => vi.advanceTimersByTime(300));
    expect(confirmButton()).toBeEnabled();
  });

  it('alerts the title and the must-read statement when the checkbox is clicked before the end', () => {
    renderDialog();
    fireEvent.click(checkbox());
    // The alert opens above the terms dialog, as the last dialog on the page.
    const alert = screen.getAllByRole('dialog').at(-1);
    expect(alert?.textContent).toContain('포털24 이용약관\n내용을 끝까지 읽고 동의해주세요.');
    fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: '확인' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(checkbox()).not.toBeChecked();
  });

  it('unlocks a text that fits in its box without any scrolling', () => {
    layout.scrollHeight = 300;
    try {
      renderDialog();
      act(() => vi.advanceTimersByTime(300));
      expect(confirmButton()).toBeEnabled();
    } finally {
      layout.scrollHeight = 2000;
    }
  });

  it('enables 확인 and the checkbox at once with noScroll', () => {
    renderDialog({ noScroll: true });
    expect(confirmButton()).toBeEnabled();
    expect(checkbox()).toHaveAttribute('aria-disabled', 'false');
  });

  it('opens an agreed text scrolled to the end, ticked, with the checkbox enabled', () => {
    renderDialog({ checked: true });
    expect(box().scrollTop).toBe(layout.scrollHeight);
    expect(checkbox()).toBeChecked();
    expect(checkbox()).toHaveAttribute('aria-disabled', 'false');
    act(() => vi.advanceTimersByTime(300));
    expect(confirmButton()).toBeEnabled();
  });

  it('calls onAgree with the type and the checkbox value, then onClose', () => {
    const { props } = renderDialog({ noScroll: true });
    fireEvent.click(checkbox());
    expect(checkbox()).toBeChecked();
    fireEvent.click(confirmButton());
    expect(props.onAgree).toHaveBeenCalledWith('use_service', true);
    expect(props.onClose).toHaveBeenCalledTimes(1);
    const agreeOrder = vi.mocked(props.onAgree).mock.invocationCallOrder[0] ?? 0;
    expect(agreeOrder).toBeLessThan(vi.mocked(props.onClose).mock.invocationCallOrder[0] ?? 0);
  });

  it('reports an unticked box as false', () => {
    const { props } = renderDialog({ noScroll: true });
    fireEvent.click(confirmButton());
    expect(props.onAgree).toHaveBeenCalledWith('use_service', false);
  });

  it('starts every opening from the passed value, at the top and locked again', () => {
    const { rerender } = renderDialog();
    scrollTo(1600);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(checkbox());
    expect(checkbox()).toBeChecked();

    rerender({ open: false });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ open: true });
    expect(checkbox()).not.toBeChecked();
    expect(box().scrollTop).toBe(0);
    act(() => vi.advanceTimersByTime(300));
    expect(confirmButton()).toBeDisabled();
  });

  it('closes on Escape', () => {
    const { props } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog', { name: '포털24 이용약관' }), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(props.onAgree).not.toHaveBeenCalled();
  });

  it('is named by the title, with a labelled text box that the keyboard can focus and scroll', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: '포털24 이용약관' })).toBeInTheDocument();
    expect(box()).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: '포털24 이용약관 내용' })).toBe(box());
  });

  it('lets Tab reach the text, the checkbox and 확인 in that order', async () => {
    // Real timers: user-event paces its keystrokes with them, and noScroll needs no debounce here.
    vi.useRealTimers();
    const user = userEvent.setup();
    renderDialog({ noScroll: true });
    const order: Element[] = [];
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      if (document.activeElement) order.push(document.activeElement);
    }
    expect(order).toEqual([screen.getByRole('button', { name: '닫기' }), box(), checkbox(), confirmButton()]);
  });

  it('shows the text only, without the agree footer, when viewOnly', () => {
    renderDialog({ viewOnly: true });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '확인' })).toBeNull();
    expect(box()).toHaveTextContent('제1조 (목적)');
  });

  it('says so when the type has no text', () => {
    renderDialog({ type: 'no_such_terms' });
    expect(screen.getByRole('dialog', { name: '약관' })).toHaveTextContent('약관 내용을 불러올 수 없습니다.');
  });

  it('applies the mobile text height on a short phone screen', () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    const innerHeight = window.innerHeight;
    window.innerHeight = 700;
    try {
      renderDialog();
      // 700 × 0.9 − 120 − 120 (footer shown) = 390 px, below 420 px.
      expect(box()).toHaveStyle({ height: '390px' });
    } finally {
      window.innerHeight = innerHeight;
    }
  });
});
