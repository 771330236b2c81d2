import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ean13CheckDigit } from '../../lib/wmsRules';

export const WORKER = 'demo-wms-worker@example.com';
export const PASSWORD = 'Demo!2345';
export const PHONE = { width: 390, height: 844 };

/** 소담상회's seeded barcodes (server/db/seed/wms.ts): 880 1234 then the item number. */
export const barcode = (item: number) => {
  const first12 = `8801234${String(item).padStart(5, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};

export interface WmsLogin {
  accountEncrypted: string;
  accountName: string;
  cellPhone: string;
  clientId: string;
  clientSecret: string;
  email: string;
}

export async function apiLogin(request: APIRequestContext): Promise<WmsLogin> {
  const response = await request.post('/homepage/v2/wms/auth/login', {
    data: { email: WORKER, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as WmsLogin;
}

export const headersOf = (login: WmsLogin) => ({
  wms_client_id: login.clientId,
  wms_client_secret: login.clientSecret,
});

/** The headers of the session the page holds (what the app keeps in localStorage). */
export async function pageHeaders(page: Page) {
  const login = await page.evaluate(
    () => JSON.parse(localStorage.getItem('portal.wmsAuth') ?? 'null') as WmsLogin,
  );
  return headersOf(login);
}

/**
 * Whether the ledger explains the product's stock in a warehouse: what came into its locations minus
 * what left them equals the quantity the product screen reports.
 */
export async function ledgerAgrees(
  request: APIRequestContext,
  headers: Record<string, string>,
  warehouseId: string,
  productId: string,
) {
  const product = await (
    await request.get(`/homepage/v2/wms/products/${productId}?warehouseId=${warehouseId}`, { headers })
  ).json();
  const ledger = await (
    await request.get(
      `/homepage/v2/wms/movements?warehouseId=${warehouseId}&productId=${productId}&size=200`,
      { headers },
    )
  ).json();
  let sum = 0;
  for (const move of ledger.items as {
    fromLocation: string | null;
    toLocation: string | null;
    quantity: number;
  }[]) {
    if (move.toLocation) sum += move.quantity;
    if (move.fromLocation) sum -= move.quantity;
  }
  expect(sum, '원장 합계와 재고 수량').toBe(product.quantity);
  return product.quantity as number;
}

/**
 * Draws an EAN-13 symbol (95 modules, quiet zones) on a canvas in the page and returns it as PNG
 * bytes: the image a phone camera would hand the scanner.
 */
export async function barcodePng(page: Page, code: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((digits) => {
    const L = [
      '0001101',
      '0011001',
      '0010011',
      '0111101',
      '0100011',
      '0110001',
      '0101111',
      '0111011',
      '0110111',
      '0001011',
    ];
    const G = [
      '0100111',
      '0110011',
      '0011011',
      '0100001',
      '0011101',
      '0111001',
      '0000101',
      '0010001',
      '0001001',
      '0010111',
    ];
    const R = [
      '1110010',
      '1100110',
      '1101100',
      '1000010',
      '1011100',
      '1001110',
      '1010000',
      '1000100',
      '1001000',
      '1110100',
    ];
    const PARITY = [
      'LLLLLL',
      'LLGLGG',
      'LLGGLG',
      'LLGGGL',
      'LGLLGG',
      'LGGLLG',
      'LGGGLL',
      'LGLGLG',
      'LGLGGL',
      'LGGLGL',
    ];
    const d = digits.split('').map(Number);
    let bits = '101';
    for (let i = 1; i <= 6; i++) bits += (PARITY[d[0]!]![i - 1] === 'L' ? L : G)[d[i]!];
    bits += '01010';
    for (let i = 7; i <= 12; i++) bits += R[d[i]!];
    bits += '101';
    const scale = 4;
    const quiet = 12;
    const canvas = document.createElement('canvas');
    canvas.width = (bits.length + quiet * 2) * scale;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000';
    [...bits].forEach((bit, index) => {
      if (bit === '1') context.fillRect((quiet + index) * scale, 20, scale, 200);
    });
    return canvas.toDataURL('image/png');
  }, code);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Every visible control at least 44 by 44 px (text fields: at least 44 px tall). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(
      'a, button, input, select, textarea, [role="tab"], [role="button"]',
    )) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (
        box.width === 0 ||
        box.height === 0 ||
        style.visibility === 'hidden' ||
        element.closest('[aria-hidden="true"]')
      )
        continue;
      // A text field's touch target is its whole outlined box.
      const target = element.matches('input, select, textarea')
        ? (element.closest('.MuiInputBase-root') ?? element)
        : element;
      const size = target.getBoundingClientRect();
      const wide = element.matches('input, select, textarea') ? true : size.width >= 44;
      if (size.height < 44 || !wide)
        small.push(
          `${element.tagName} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" ${Math.round(size.width)}x${Math.round(size.height)}`,
        );
    }
    return small;
  });
}

/**
 * A hardware wedge scanner: the code as keystrokes a millisecond apart, then Enter, sent to whatever
 * has the focus (the page itself when nothing does), as the scanner's keyboard would.
 */
export async function wedgeScan(page: Page, code: string) {
  await page.evaluate((text) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...text, 'Enter'])
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, code);
}

/**
 * Records the scan sounds (Web Audio tone frequencies) and vibrations the app makes, in
 * `window.scanSounds` and `window.scanVibrations`: a headless browser has no speaker to listen to.
 */
export async function recordScanFeedback(page: Page) {
  await page.addInitScript(() => {
    const sounds: number[] = [];
    const vibrations: unknown[] = [];
    Object.assign(window, { scanSounds: sounds, scanVibrations: vibrations });
    const Original = window.AudioContext;
    class Recording extends Original {
      override createOscillator() {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          sounds.push(oscillator.frequency.value);
          start(when);
        };
        return oscillator;
      }
    }
    window.AudioContext = Recording;
    navigator.vibrate = ((pattern: unknown) => {
      vibrations.push(pattern);
      return true;
    }) as Navigator['vibrate'];
  });
}

/** The sounds recorded since the last call (and forgets them). */
export async function takeScanSounds(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const sounds = (window as unknown as { scanSounds: number[] }).scanSounds;
    return sounds.splice(0, sounds.length);
  });
}
