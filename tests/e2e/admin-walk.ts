import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';

/** The WCAG rule sets the admin answers to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Latin words a Korean screen may show: product and format names people say in Latin letters.
 * Anything else in Latin letters is an untranslated string.
 */
export const LATIN_ALLOWED = new Set(
  [
    'PDF',
    'XLSX',
    'CSV',
    'Excel',
    'ID',
    'PC',
    'SMS',
    'LMS',
    'MMS',
    'URL',
    'QR',
    'IT',
    'CS',
    'Q',
    'A',
    'FAQ',
    'API',
    // Team names of the demo data (QA팀) and units of measure.
    'QA',
    'HR',
    'g',
    'kg',
    'ml',
    'KB',
    'MB',
    'GB',
    // Mobile network generation in corporate phone plans (법인 LTE 베이직).
    'LTE',
  ].map((word) => word.toLowerCase()),
);

/**
 * What may follow a grouped figure (1,234): 원, a counter or a unit, perhaps after 여 (1,500여 종). A grouped figure followed by
 * none of them is an amount (or a count) shown bare, which Korean screens never do.
 */
const FIGURE_UNIT =
  /^\s*(?:여\s*)?(?:원|건|명|개|종|장|회|일|%|점|석|병|봉|매|부|줄|박스|세트|시간|분|초|년|개월|주|자|위|번|층|차|곳|가지|인분|대|통|권|팩|캔|판|단계|kg|g|ml|KB|MB|GB|만|억)/;

/** The grouped figures of a text with no 원, counter or unit after them (a range's first end excepted). */
export function bareFigures(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\d,.])\d{1,3}(?:,\d{3})+(?![\d,])/g)) {
    const after = text.slice(match.index + match[0].length);
    // 1,000 ~ 5,000원: the unit is written once, after the range.
    if (FIGURE_UNIT.test(after) || /^\s*[~∼–-]\s*\d/.test(after)) continue;
    found.push(`${match[0]}${after.slice(0, 6).replace(/\s+/g, ' ')}`);
  }
  return [...new Set(found)];
}

export const PARTICLE_HEDGES = ['이(가)', '을(를)', '은(는)', '(으)로', '와(과)', '과(와)', '(이)랑'];

/** Opens an admin path inside the already loaded app (no reload: the walk stays fast), or loads it when a page left the app. */
export async function openInApp(page: Page, path: string) {
  const inApp = await page
    .evaluate(() => window.location.pathname.startsWith('/pc/admin'))
    .catch(() => false);
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A route that sends the browser out of the portal (an outside service's page) has nothing of ours to check. */
export function leftThePortal(page: Page, baseURL: string | undefined): boolean {
  return !baseURL || !page.url().startsWith(baseURL);
}

/** Waits until the page has drawn: no progress indicator for a moment (lists, records, lazy chunks). */
export async function settle(page: Page) {
  await page
    .waitForFunction(
      () => document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root').length === 0,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // react-admin writes a list's filters into the address 500 ms after its filter form settles; moving
  // on sooner would carry one list's filters into the next page's address.
  await page.waitForTimeout(700);
}

export interface PageFindings {
  axe: string[];
  h1: number;
  latin: string[];
  hedges: string[];
  /** Figures shown without 원 or a counter (bareFigures). */
  figures: string[];
}

/** What a route shows that it must not: serious or critical axe findings, not one h1, English words, particle hedges. */
export async function inspect(page: Page): Promise<PageFindings> {
  const axe = (await seriousAxeViolations(page, AXE_TAGS)).map(
    (violation) =>
      `${violation.impact} ${violation.id} (${violation.nodes.length}): ${violation.nodes
        .slice(0, 2)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  const { text, h1 } = await page.evaluate(() => ({
    text: document.body.innerText,
    h1: document.querySelectorAll('h1').length,
  }));
  // E-mail addresses and web addresses are data, not words of the interface.
  const words =
    text
      .replace(/\S+@\S+/g, ' ')
      // Codes with digits (order numbers such as B202611-D12) are data, not words of the interface.
      .replace(/\S*\d\S*/g, ' ')
      .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
      .match(/[A-Za-z]+/g) ?? [];
  const latin = [...new Set(words.filter((word) => !LATIN_ALLOWED.has(word.toLowerCase())))];
  const hedges = PARTICLE_HEDGES.filter((hedge) => text.includes(hedge));
  return { axe, h1, latin, hedges, figures: bareFigures(text) };
}
