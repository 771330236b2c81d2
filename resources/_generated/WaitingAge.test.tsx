import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaitingAge, WaitingLimitsContext, waitedText } from './WaitingAge';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const waiting = { filter: { status: 'WAITING' }, label: '답변 대기', limitHours: 24 };
const row = (hoursAgo: number, status = 'WAITING') => ({
  id: 1,
  status,
  createdAt: new Date(NOW - hoursAgo * 3_600_000).toISOString(),
});

describe('대기 시간', () => {
  it('reads minutes, hours and days as the console writes them', () => {
    expect(waitedText(45 * 60_000)).toBe('45분');
    expect(waitedText(3 * 3_600_000)).toBe('3시간');
    expect(waitedText(53 * 3_600_000)).toBe('2일 5시간');
    expect(waitedText(48 * 3_600_000)).toBe('2일');
  });

  it('shows a waiting row its age, says past the limit in words, and shows nothing on a done row', () => {
    const { rerender } = render(<WaitingAge resource="q" waiting={waiting} record={row(3)} now={NOW} />);
    expect(screen.getByText('3시간')).toBeTruthy();
    rerender(<WaitingAge resource="q" waiting={waiting} record={row(30)} now={NOW} />);
    expect(screen.getByText('1일 6시간 (기준 24시간 지남)')).toBeTruthy();
    rerender(<WaitingAge resource="q" waiting={waiting} record={row(30, 'ANSWERED')} now={NOW} />);
    expect(screen.queryByText(/시간/)).toBeNull();
  });

  it('uses the limit the console set over the definition default', () => {
    render(
      <WaitingLimitsContext.Provider value={{ q: 2 }}>
        <WaitingAge resource="q" waiting={waiting} record={row(3)} now={NOW} />
      </WaitingLimitsContext.Provider>,
    );
    expect(screen.getByText('3시간 (기준 2시간 지남)')).toBeTruthy();
  });
});
