import type { Page } from '@playwright/test';

/** The legacy "moved" page's words (customPages/admin/legacy/strings.ts): a route showing them is no screen of ours. */
export const LEGACY_PLACEHOLDER =
  /이 화면은 이전되었습니다|이동할 주소가 아직 설정되지 않았습니다|화면은 .+에서 제공됩니다/;

/**
 * Stubs every request that leaves the portal: a route forwarding to an outside site lands on a
 * small page of ours (the machine has no internet), and an outside image answers 404, so it counts
 * as broken as it would be for a person without that site.
 */
export async function stubOutside(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: '<title>outside</title><h1>outside</h1>' })
        : route.fulfill({ status: 404, body: '' }),
  );
}

/** Image requests that failed or answered an error, collected while a route is open. */
export function watchImageResponses(page: Page) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400)
      failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation away cancels the previous page's pending images: that is no broken image.
    if (request.resourceType() === 'image' && !/ERR_ABORTED/.test(request.failure()?.errorText ?? ''))
      failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
  });
  return {
    take() {
      return failed.splice(0);
    },
  };
}

/**
 * Every picture of the page that did not load: `<img>` elements (lazy ones are made eager, so an
 * image below the fold is checked too) whose data cannot be decoded, and CSS background images that
 * do not load as an image.
 */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const within = (promise: Promise<unknown>) =>
      Promise.race([promise, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    const images = [...document.images].filter((img) => img.getAttribute('src') || img.srcset);
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    const broken: string[] = [];
    await Promise.all(
      images.map(async (img) => {
        const loaded = await within(
          img.decode().then(
            () => 'ok' as const,
            () => 'broken' as const,
          ),
        );
        // decode() rejects for data that is no image; an SVG without a size decodes with naturalWidth 0.
        if (
          loaded === 'broken' ||
          (loaded === 'ok' && img.naturalWidth === 0 && !/\.svg/i.test(img.currentSrc))
        )
          broken.push(`<img> ${img.currentSrc || img.src} (alt "${img.alt}")`);
      }),
    );
    const backgrounds = new Set<string>();
    for (const element of document.querySelectorAll('*')) {
      const value = getComputedStyle(element).backgroundImage;
      for (const match of value.matchAll(/url\("?(.*?)"?\)/g))
        if (!match[1]!.startsWith('data:')) backgrounds.add(match[1]!);
    }
    await Promise.all(
      [...backgrounds].map((url) =>
        within(
          new Promise<void>((resolve) => {
            const probe = new Image();
            probe.onload = () => resolve();
            probe.onerror = () => {
              broken.push(`background ${url}`);
              resolve();
            };
            probe.src = url;
          }),
        ),
      ),
    );
    return broken;
  });
}

/** Waits for the page's h1 (at most 5 s), then until no progress indicator shows (at most 3 s) and the page's images had a moment to start. */
export async function drawn(page: Page) {
  // Every screen has its h1; a lazy chunk still loading has none yet.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () => document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root').length === 0,
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/**
 * What a drawn page of ours shows that it must not: broken pictures, image requests that failed since
 * the last look, the legacy "moved" page's words. Each line starts with the path.
 */
export async function pictureProblems(
  page: Page,
  path: string,
  responses: ReturnType<typeof watchImageResponses>,
): Promise<string[]> {
  const problems = (await brokenImages(page)).map((image) => `${path}: ${image}`);
  if (LEGACY_PLACEHOLDER.test(await page.locator('body').innerText()))
    problems.push(`${path}: legacy "moved" page`);
  problems.push(...responses.take().map((failure) => `${path}: image ${failure}`));
  return problems;
}
