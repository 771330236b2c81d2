import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

type Violation = axe.Result;

/**
 * Waits for the page's finite animations and transitions to end (at most 2 s): a button caught
 * halfway through its colour transition after a form became valid is not the button's colour, and
 * axe would report its contrast. Endless ones (spinners, skeleton pulses) are not waited for.
 */
async function animationsEnded(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/**
 * Runs axe in the page itself. axe is put in the document once (the walks move between routes
 * inside one loaded app, so it stays there) instead of once per check, and only violations are
 * gathered: the passes, which the checks never read, are most of axe's work. A page with frames
 * goes through AxeBuilder, which also looks inside them.
 */
async function violationsOf(page: Page, tags: string[]): Promise<Violation[]> {
  const { loaded, frames } = await page.evaluate(() => ({
    loaded: 'axe' in window,
    frames: document.querySelectorAll('iframe, frame').length,
  }));
  if (frames > 0) {
    const { violations } = await new AxeBuilder({ page })
      .withTags(tags)
      .options({ resultTypes: ['violations'] })
      .analyze();
    return violations;
  }
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    async (values) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values },
          resultTypes: ['violations'],
        })
      ).violations,
    tags,
  );
}

/** Serious and critical axe violations of the page once it has stopped moving (WCAG 2 A/AA by default). */
export async function seriousAxeViolations(
  page: Page,
  tags: string[] = ['wcag2a', 'wcag2aa'],
): Promise<Violation[]> {
  await animationsEnded(page);
  const violations = await violationsOf(page, tags);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** One line per violation: its rule and up to `nodes` of the elements it names. */
export const findingLines = (violations: Violation[], nodes = Infinity) =>
  violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, nodes)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );

/** Serious and critical WCAG 2 A/AA findings of the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return findingLines(await seriousAxeViolations(page));
}
