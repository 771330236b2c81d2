import { act, render, renderHook, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEan13, isIntegratedStock, isTransferAuditing, pickWarehouse } from '../../lib/wmsRules';
import { KeptOutlet, useScreenActive } from './KeepAlive';
import { useSingleTap } from './ui';

const flags = (audit: 'Y' | 'N', branch: 'Y' | 'N', integrated: 'Y' | 'N') => ({
  stockTransferAuditingYN: audit,
  stockBranchYN: branch,
  integratedStockManagementYN: integrated,
});

describe('warehouse rules (spec 1 §4)', () => {
  it('keeps the previous warehouse when still listed, otherwise the first', () => {
    const list = [{ id: 'a' }, { id: 'b' }];
    expect(pickWarehouse(list, 'b')).toEqual({ id: 'b' });
    expect(pickWarehouse(list, 'gone')).toEqual({ id: 'a' });
    expect(pickWarehouse(list, null)).toEqual({ id: 'a' });
    expect(pickWarehouse([], 'a')).toBeNull();
  });

  it('audits transfers on Y, and manages stock as one only when both flags are Y', () => {
    expect(isTransferAuditing(flags('Y', 'N', 'N'))).toBe(true);
    expect(isTransferAuditing(flags('N', 'Y', 'Y'))).toBe(false);
    expect(isIntegratedStock(flags('N', 'Y', 'Y'))).toBe(true);
    expect(isIntegratedStock(flags('N', 'Y', 'N'))).toBe(false);
    expect(isIntegratedStock(flags('N', 'N', 'Y'))).toBe(false);
  });

  it('checks EAN-13 check digits', () => {
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('4006381333932')).toBe(false);
    expect(isEan13('400638133393')).toBe(false);
  });
});

describe('a double tap', () => {
  afterEach(() => vi.useRealTimers());
  it('counts once within 300 ms, and again after', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const { result } = renderHook(() => useSingleTap(action));
    result.current();
    vi.advanceTimersByTime(299);
    result.current();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    result.current();
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('one cached screen kept alive', () => {
  function Typed({ name }: { name: string }) {
    const [text, setText] = useState('');
    const active = useScreenActive();
    return (
      <input aria-label={name} value={text} data-active={active} onChange={(e) => setText(e.target.value)} />
    );
  }
  const router = () =>
    createMemoryRouter(
      [
        {
          element: <KeptOutlet />,
          children: [
            { path: 'search', handle: { keepAlive: true }, element: <Typed name="검색" /> },
            { path: 'list', handle: { keepAlive: true }, element: <Typed name="목록" /> },
            { path: 'product', element: <Typed name="상품" /> },
          ],
        },
      ],
      { initialEntries: ['/search'] },
    );

  it('keeps the last kept screen as it was left, hidden, and only one of them', async () => {
    const memory = router();
    const go = (path: string) => void memory.navigate(path);
    render(<RouterProvider router={memory} />);
    const search = screen.getByLabelText('검색') as HTMLInputElement;
    // Type through React's change handler.
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(search, '종이컵');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => go('/product'));
    expect(screen.getByLabelText('검색', { selector: 'input' })).toHaveAttribute('data-active', 'false');
    expect(document.querySelectorAll('[data-kept-alive]')).toHaveLength(1);
    await act(async () => go('/search'));
    expect((screen.getByLabelText('검색') as HTMLInputElement).value).toBe('종이컵');
    expect(screen.getByLabelText('검색')).toHaveAttribute('data-active', 'true');
    // A newer kept screen replaces it: at most one is cached.
    await act(async () => go('/list'));
    await act(async () => go('/product'));
    expect(document.querySelectorAll('[data-kept-alive]')).toHaveLength(1);
    expect(screen.queryByLabelText('검색')).toBeNull();
    expect(screen.getByLabelText('목록', { selector: 'input' })).toBeInTheDocument();
  });
});
