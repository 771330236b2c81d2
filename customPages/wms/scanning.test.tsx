import { act, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inZone, zoneOf } from './CheckPages';
import { scanFeedback, TONES, VIBRATIONS } from './feedback';
import { amount, amounts } from './ui';
import { useWedgeScanner, WedgeDetector, WEDGE_GAP_MS } from './wedge';

const feed = (detector: WedgeDetector, keys: string[], start: number, gap: number) =>
  keys.map((key, index) => detector.key(key, start + index * gap)).filter(Boolean);

describe('a hardware wedge scanner', () => {
  it('is a quick run of keys ending in Enter', () => {
    const detector = new WedgeDetector();
    expect(feed(detector, [...'8801234000017', 'Enter'], 1000, 5)).toEqual(['8801234000017']);
    expect(feed(detector, [...'A-01-02', 'Enter'], 5000, 8)).toEqual(['A-01-02']);
  });

  it('is not a person typing, nor a short run, nor a run that waited before its Enter', () => {
    const detector = new WedgeDetector();
    expect(feed(detector, [...'8801234000017', 'Enter'], 1000, 180)).toEqual([]);
    expect(feed(detector, [...'12', 'Enter'], 9000, 5)).toEqual([]);
    const late = new WedgeDetector();
    [...'8801234000017'].forEach((key, index) => late.key(key, 20000 + index * 5));
    expect(late.key('Enter', 20000 + 13 * 5 + WEDGE_GAP_MS * 4)).toBeNull();
  });

  it('starts afresh after a slow key, so what a person typed before is not part of the scan', () => {
    const detector = new WedgeDetector();
    detector.key('9', 0);
    expect(feed(detector, [...'88012340', 'Enter'], 1000, 4)).toEqual(['88012340']);
  });

  it('reaches the screen wherever the focus is, and takes its keys back out of a focused field', () => {
    const scans: string[] = [];
    function Screen() {
      const [value, setValue] = useState('3');
      useWedgeScanner((code) => scans.push(code));
      return <input aria-label="수량" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Screen />);
    const field = screen.getByLabelText('수량') as HTMLInputElement;
    field.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      for (const key of '8801234000017') {
        field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        // The browser's default action: the character lands in the focused field.
        setter.call(field, field.value + key);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      field.dispatchEvent(enter);
      expect(enter.defaultPrevented).toBe(true);
    });
    expect(scans).toEqual(['8801234000017']);
    expect(field.value).toBe('3');
  });

  it('stops listening when the screen goes', () => {
    const onScan = vi.fn();
    const { unmount } = renderHook(() => useWedgeScanner(onScan));
    unmount();
    for (const key of [...'8801234000017', 'Enter'])
      window.dispatchEvent(new KeyboardEvent('keydown', { key }));
    expect(onScan).not.toHaveBeenCalled();
  });
});

describe('the sound and feel of a scan', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('beeps once high on success and twice low on error, and vibrates differently', () => {
    const tones: number[] = [];
    class FakeAudio {
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => ({
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (next: unknown) => next,
      });
      createOscillator() {
        const oscillator = {
          type: '',
          frequency: { value: 0 },
          connect: (next: unknown) => next,
          start: () => tones.push(oscillator.frequency.value),
          stop() {},
        };
        return oscillator;
      }
    }
    const vibrate = vi.fn();
    vi.stubGlobal('AudioContext', FakeAudio);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    scanFeedback('ok');
    expect(tones).toEqual(TONES.ok.map(([frequency]) => frequency));
    tones.length = 0;
    scanFeedback('error');
    expect(tones).toEqual([220, 220]);
    expect(vibrate.mock.calls).toEqual([[VIBRATIONS.ok], [VIBRATIONS.error]]);
  });

  it('stays silent, without failing, where the browser has neither', () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('navigator', { ...navigator, vibrate: undefined });
    expect(() => scanFeedback('error')).not.toThrow();
  });
});

describe("quantities in the product's unit", () => {
  it('says each quantity in its unit and adds up per unit', () => {
    expect(amount(12, '박스')).toBe('12박스');
    expect(amount(1200, '개')).toBe('1,200개');
    expect(amount(3, '')).toBe('3개');
    expect(
      amounts([
        { quantity: 2, unit: '박스' },
        { quantity: 3, unit: '박스' },
        { quantity: 1, unit: '봉' },
      ]),
    ).toBe('5박스, 1봉');
  });
});

describe('counting by zone', () => {
  it('reads the zone from a location code and filters by any prefix', () => {
    expect(zoneOf('A-01-02')).toBe('A');
    expect(zoneOf('RCV')).toBe('RCV');
    expect(inZone('A-01-02', 'a-01')).toBe(true);
    expect(inZone('B-02-01', 'A')).toBe(false);
    expect(inZone('B-02-01', '')).toBe(true);
  });
});
