import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenAddress, loadPostcodeScript } from './loadPostcodeScript';
import type { PostcodeConstructor, PostcodeData } from './loadPostcodeScript';

// One address per test: the loader keeps a loaded script for the page's lifetime.
const URL_A = 'https://postcode.example.com/a.js';
const URL_B = 'https://postcode.example.com/b.js';
const URL_C = 'https://postcode.example.com/c.js';
const lastScript = () => document.head.querySelector<HTMLScriptElement>('script:last-of-type')!;

afterEach(() => {
  vi.useRealTimers();
  delete window.daum;
  document.head.innerHTML = '';
});

describe('postcode script loader', () => {
  it('loads the script on demand and hands over daum.Postcode', async () => {
    const loading = loadPostcodeScript(URL_A);
    expect(lastScript().src).toBe(URL_A);
    const Postcode = vi.fn() as unknown as PostcodeConstructor;
    window.daum = { Postcode };
    lastScript().onload?.(new Event('load'));
    await expect(loading).resolves.toBe(Postcode);
  });

  it('gives up when the script fails, and tries again on the next search', async () => {
    const first = loadPostcodeScript(URL_B);
    lastScript().onerror?.(new Event('error'));
    await expect(first).rejects.toThrow();
    expect(document.head.querySelector('script')).toBeNull();
    loadPostcodeScript(URL_B).catch(() => undefined);
    expect(lastScript().src).toBe(URL_B);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const loading = loadPostcodeScript(URL_C, 10_000);
    vi.advanceTimersByTime(10_000);
    await expect(loading).rejects.toThrow(/timed out/);
  });
});

describe('chosen address', () => {
  const data: PostcodeData = {
    zonecode: '06164',
    address: '서울 강남구 테헤란로 427',
    roadAddress: '서울 강남구 테헤란로 427',
    jibunAddress: '서울 강남구 삼성동 143-40',
    userSelectedType: 'R',
    buildingName: '포털24타워',
    bcode: '1168010500',
  };

  it('takes the road address with the building name, or the lot-number address as chosen', () => {
    expect(chosenAddress(data)).toEqual({
      zonecode: '06164',
      address: '서울 강남구 테헤란로 427 (포털24타워)',
      bcode: '1168010500',
    });
    expect(chosenAddress({ ...data, userSelectedType: 'J' }).address).toBe('서울 강남구 삼성동 143-40');
  });
});
