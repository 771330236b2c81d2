import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { DatePicker } from './DatePicker';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from '../../lib/dateShortcuts';

// 2024-03-01 09:00 in Seoul.
const NOW = new Date('2024-03-01T00:00:00Z');

function Single({ onValue, initial = '' }: { onValue: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="배송일"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('DatePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('reads typed text as YYYY-MM-DD and gives empty for "202"', async () => {
    const onValue = vi.fn();
    render(<Single onValue={onValue} initial="2024-01-05" />);
    const input = screen.getByRole('textbox', { name: '배송일' });
    expect(input).toHaveValue('2024-01-05');
    await userEvent.clear(input);
    await userEvent.type(input, '202{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    await userEvent.type(input, '2024.2.9');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith('2024-02-09');
    expect(input).toHaveValue('2024-02-09');
  });

  it('offers 오늘 and 어제 in the calendar, in Seoul time', async () => {
    const onValue = vi.fn();
    render(<Single onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: '배송일 달력 열기' }));
    await userEvent.click(await screen.findByRole('button', { name: '어제' }));
    expect(onValue).toHaveBeenLastCalledWith('2024-02-29');
    await userEvent.click(screen.getByRole('button', { name: '배송일 달력 열기' }));
    await userEvent.click(await screen.findByRole('button', { name: '오늘' }));
    expect(onValue).toHaveBeenLastCalledWith('2024-03-01');
  });

  it('names public holidays in the calendar, lunar and substitute days included', async () => {
    const onValue = vi.fn();
    render(<Single onValue={onValue} initial="2024-02-01" />);
    await userEvent.click(screen.getByRole('button', { name: '배송일 달력 열기' }));
    const calendar = await screen.findByRole('grid');
    // 설날 2024 falls on 9–11 February (a Sunday among them), so the 12th is its substitute.
    for (const name of ['2월 9일 설날', '2월 10일 설날', '2월 11일 설날', '2월 12일 대체공휴일(설날)']) {
      expect(within(calendar).getByRole('gridcell', { name })).toHaveAttribute('title', name.split(' ')[2]);
    }
    expect(within(calendar).getByRole('gridcell', { name: '13' })).not.toHaveAttribute('title');
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '2월 12일 대체공휴일(설날)' }));
    expect(onValue).toHaveBeenLastCalledWith('2024-02-12');
  });
});

function Range({ onValue }: { onValue: (v: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>(['', '']);
  return (
    <DateRangePicker
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('fills both dates from the shortcut chips', async () => {
    const onValue = vi.fn();
    render(<Range onValue={onValue} />);
    const group = screen.getByRole('group', { name: '기간' });
    await userEvent.click(within(group).getByRole('button', { name: '지난 7일' }));
    expect(onValue).toHaveBeenLastCalledWith(['2024-02-24', '2024-03-01']);
    expect(screen.getByRole('textbox', { name: '시작일' })).toHaveValue('2024-02-24');
    expect(screen.getByRole('textbox', { name: '종료일' })).toHaveValue('2024-03-01');
    expect(within(group).getByRole('button', { name: '지난 7일' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: '지난 30일' }));
    expect(onValue).toHaveBeenLastCalledWith(['2024-02-01', '2024-03-01']);
    await userEvent.click(within(group).getByRole('button', { name: '이번 달' }));
    expect(onValue).toHaveBeenLastCalledWith(['2024-03-01', '2024-03-01']);
    await userEvent.click(within(group).getByRole('button', { name: '지난 달' }));
    expect(onValue).toHaveBeenLastCalledWith(['2024-02-01', '2024-02-29']);
  });

  it('moves the end along when a later start is typed', async () => {
    const onValue = vi.fn();
    render(<Range onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: '지난 달' }));
    const start = screen.getByRole('textbox', { name: '시작일' });
    await userEvent.clear(start);
    await userEvent.type(start, '2024-03-05{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(['2024-03-05', '2024-03-05']);
  });
});
