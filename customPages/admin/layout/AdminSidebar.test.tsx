import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSidebarState } from 'react-admin';
import { buildMember } from '../../../authProvider/permissions.testing';
import { AdminSidebar } from './AdminSidebar';
import { useSidebarExpanded } from './sidebarExpansion';
import { renderInAdmin } from './testUtils';

/** Stands in for the menu: shows whether labels would be visible, and the app bar's pin toggle. */
const Probe = () => {
  const expanded = useSidebarExpanded();
  const [pinned, setPinned] = useSidebarState();
  return (
    <>
      <span>{expanded ? '펼침' : '접힘'}</span>
      <button type="button" onClick={() => setPinned(!pinned)}>
        {pinned ? '고정 해제' : '고정'}
      </button>
    </>
  );
};

describe('AdminSidebar', () => {
  let resizes = 0;
  const onResize = () => (resizes += 1);
  beforeEach(() => {
    resizes = 0;
    window.addEventListener('resize', onResize);
  });
  afterEach(() => {
    window.removeEventListener('resize', onResize);
    vi.useRealTimers();
  });

  const renderSidebar = () =>
    renderInAdmin(
      <AdminSidebar>
        <Probe />
      </AdminSidebar>,
      { member: buildMember() },
    );

  it('collapses to icons when unpinned, expands on hover without pinning, and fires resize 150 ms after each change', () => {
    vi.useFakeTimers();
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(screen.getByText('펼침')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '고정 해제' }));
    expect(screen.getByText('접힘')).toBeInTheDocument();
    expect(nav).toHaveAttribute('data-expanded', 'false');
    act(() => vi.advanceTimersByTime(149));
    expect(resizes).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(resizes).toBe(1);

    fireEvent.mouseEnter(nav);
    expect(screen.getByText('펼침')).toBeInTheDocument();
    // A peek overlays the content: the space kept in the page stays collapsed.
    expect(screen.getByTestId('admin-sidebar-space')).toHaveStyle({ width: '64px' });
    act(() => vi.advanceTimersByTime(150));
    expect(resizes).toBe(2);

    fireEvent.mouseLeave(nav);
    expect(screen.getByText('접힘')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(resizes).toBe(3);
  });

  it('pins the menu open from the toggle, after which leaving it keeps it open', () => {
    vi.useFakeTimers();
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: '고정 해제' }));
    fireEvent.click(screen.getByRole('button', { name: '고정' }));
    const nav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    fireEvent.mouseLeave(nav);
    expect(screen.getByText('펼침')).toBeInTheDocument();
    expect(screen.getByTestId('admin-sidebar-space')).toHaveStyle({ width: '240px' });
  });

  it('fires a single resize when the menu is toggled twice within the delay', () => {
    vi.useFakeTimers();
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: '고정 해제' }));
    act(() => vi.advanceTimersByTime(50));
    fireEvent.click(screen.getByRole('button', { name: '고정' }));
    act(() => vi.advanceTimersByTime(500));
    expect(resizes).toBe(1);
  });

  it('expands while keyboard focus is inside, so labels are readable when tabbing', () => {
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: '고정 해제' }));
    fireEvent.focus(screen.getByRole('button', { name: '고정' }));
    expect(screen.getByText('펼침')).toBeInTheDocument();
  });
});
