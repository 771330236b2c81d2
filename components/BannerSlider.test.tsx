import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSlider, isVideoType } from './BannerSlider';

const banners = [
  { type: 'png', pcWeb: '/a.png', alt: '첫 번째 배너' },
  { type: 'jpg', pcWeb: '/b.jpg', alt: '두 번째 배너' },
  { type: 'mp4', pcWeb: '/c.mp4', alt: '세 번째 배너' },
];
const counter = () => screen.getByTestId('banner-counter').textContent;

describe('BannerSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next slide after 15 seconds, and loops back after the last one', () => {
    render(<BannerSlider banners={banners} />);
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(14_999));
    expect(counter()).toBe('1 / 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('2 / 3');
    act(() => vi.advanceTimersByTime(15_000));
    expect(counter()).toBe('3 / 3');
    act(() => vi.advanceTimersByTime(15_000));
    expect(counter()).toBe('1 / 3');
  });

  it('honours a custom interval', () => {
    render(<BannerSlider banners={banners} interval={3000} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(counter()).toBe('2 / 3');
  });

  it('does not move while the pointer rests on it', () => {
    render(<BannerSlider banners={banners} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: '배너' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(counter()).toBe('1 / 3');
    fireEvent.mouseLeave(screen.getByRole('region', { name: '배너' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(counter()).toBe('2 / 3');
  });

  it('keeps a single slide still, without arrows or thumbnail button', () => {
    const onClick = vi.fn();
    render(<BannerSlider banners={banners.slice(0, 1)} onBannerClick={onClick} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('group', { name: '1 / 1' })).toHaveAttribute('aria-hidden', 'false');
    expect(screen.queryByRole('button', { name: '다음 배너' })).toBeNull();
    expect(screen.queryByRole('button', { name: '배너 전체 보기' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '첫 번째 배너' }));
    expect(onClick).toHaveBeenCalledWith(banners[0]);
  });

  it('goes back from the first slide to the last with the previous arrow', () => {
    render(<BannerSlider banners={banners} />);
    fireEvent.click(screen.getByRole('button', { name: '이전 배너' }));
    expect(counter()).toBe('3 / 3');
  });

  it('opens the thumbnail list from its button and closes it on Escape', () => {
    render(<BannerSlider banners={banners} />);
    const toggle = screen.getByRole('button', { name: '배너 전체 보기' });
    fireEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: '배너 목록' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '배너 목록' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('jumps to the slide picked in the thumbnail list', () => {
    render(<BannerSlider banners={banners} />);
    fireEvent.click(screen.getByRole('button', { name: '배너 전체 보기' }));
    fireEvent.click(screen.getByRole('button', { name: '3. 세 번째 배너' }));
    expect(counter()).toBe('3 / 3');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays video slides as video and shows images as images', () => {
    const { container } = render(<BannerSlider banners={banners} />);
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(screen.getByAltText('첫 번째 배너').tagName).toBe('IMG');
    expect(isVideoType('video/webm')).toBe(true);
    expect(isVideoType('svg')).toBe(false);
  });
});
