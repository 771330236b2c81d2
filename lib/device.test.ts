import { describe, expect, it } from 'vitest';
import { isPhone, swapDevicePath } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('device detection', () => {
  it('takes phones by their user agent, and narrow windows as phones too', () => {
    expect(isPhone(IPHONE, 1280)).toBe(true);
    expect(isPhone(DESKTOP_CHROME, 1280)).toBe(false);
    expect(isPhone(DESKTOP_CHROME, 390)).toBe(true);
  });

  it('swaps the device prefix of adaptive paths only', () => {
    expect(swapDevicePath('/pc/snack24/partner', true)).toBe('/mobile/snack24/partner');
    expect(swapDevicePath('/mobile/snack24', false)).toBe('/pc/snack24');
    expect(swapDevicePath('/pc/snack24', false)).toBeNull();
    expect(swapDevicePath('/pcx/a', true)).toBeNull();
    expect(swapDevicePath('/404', true)).toBeNull();
  });
});
