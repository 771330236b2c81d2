// The recipient's page (/gift/{token}) as Chromium receives it: the JavaScript transferred until the
// page is usable (its heading shown and the loading spinner gone). The link comes from the seeded
// outbox (the provider's full-message view), as a recipient would get it; without one, an unknown
// token shows the page's "link not found" screen, which loads the same scripts.
import type { Browser } from '@playwright/test';

const PROVIDER = { email: 'demo-provider@example.com', password: 'Demo!2345' };
const INTERACTIVE = `
  (() => {
    const check = () => {
      if (window.__giftReadyAt !== undefined) return;
      const ready = document.querySelector('.gift-page h1') && !document.querySelector('.gift-spinner');
      if (ready) window.__giftReadyAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();
`;

/** A recipient link from the outbox, or null when no gift message has been sent. */
async function seededLink(base: string): Promise<string | null> {
  const login = await fetch(`${base}/provider/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(PROVIDER),
  });
  if (!login.ok) return null;
  const { clientId, clientSecret } = (await login.json()) as { clientId: string; clientSecret: string };
  const headers = { provider_client_id: clientId, provider_client_secret: clientSecret };
  const query = `filter=${encodeURIComponent(JSON.stringify({ q: '/gift/' }))}&range=${encodeURIComponent('[0,0]')}`;
  const list = await fetch(`${base}/provider/v1/outbox?${query}`, { headers });
  if (!list.ok) return null;
  const [message] = (await list.json()) as { id: string }[];
  if (!message) return null;
  const full = await fetch(`${base}/provider/v1/outbox/${message.id}/full`, { headers });
  if (!full.ok) return null;
  const { body } = (await full.json()) as { body: string };
  return /\/gift\/[\w.~-]+/.exec(body)?.[0] ?? null;
}

export interface RecipientFigures {
  path: string;
  /** Scripts that started before the page was usable, with their transferSize. */
  scripts: { path: string; transferSize: number }[];
  readyAt: number;
}

/** Opens the recipient's page on a phone-sized, empty-cache context. */
export async function measureRecipient(browser: Browser, base: string): Promise<RecipientFigures> {
  const path = (await seededLink(base)) ?? '/gift/unknown-link';
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    isMobile: true,
  });
  await context.addInitScript(INTERACTIVE);
  try {
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    await page.waitForFunction(() => (window as { __giftReadyAt?: number }).__giftReadyAt !== undefined);
    const readyAt = await page.evaluate(() => (window as { __giftReadyAt?: number }).__giftReadyAt!);
    const scripts = await page.evaluate(
      ({ origin, until }) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => new URL(e.name).origin === origin && e.name.endsWith('.js') && e.startTime <= until)
          .map((e) => ({ path: new URL(e.name).pathname, transferSize: e.transferSize })),
      { origin: base, until: readyAt },
    );
    return { path: path.replace(/\/gift\/.+/, '/gift/{token}'), scripts, readyAt };
  } finally {
    await context.close();
  }
}
