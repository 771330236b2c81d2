import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** A browser route of the spec (../shared/spec/routes.tsv), one concrete path per line of it. */
export interface SpecRoute {
  /** The concrete path opened, alternatives expanded and parameters filled. */
  path: string;
  /** As written in the spec, e.g. /pc/admin/uses/report/{year}/{month}. */
  pattern: string;
  access: string;
  behaviour: string;
  /** Admin pages the behaviour names after "->", where a logged-in member may land instead. */
  landings: string[];
}

/** Plausible values of the spec's parameters (encrypted ids are opaque strings to the browser). */
const PARAMETERS: Record<string, string> = {
  segments: 'summary',
  year: '2026',
  month: '11',
  type: 'all',
  id: '1',
  'id?': '1',
  index: '0',
  step: 'applicant',
  invoiceId: '1',
  branchId: '1',
};

/** CI clones main with shared/ beside it: ../shared/spec/routes.tsv from the repository root. */
const ROUTES_TSV = fileURLToPath(new URL('../../../shared/spec/routes.tsv', import.meta.url));

/** "/a/{b,c}/d" -> ["/a/b/d", "/a/c/d"], every alternative group expanded. */
function expandAlternatives(path: string): string[] {
  const group = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!group) return [path];
  return group[1]!.split(',').flatMap((choice) => expandAlternatives(path.replace(group[0], choice)));
}

/** Fills each {parameter}: known names get a plausible value, encrypted ids an opaque token. */
function fillParameters(path: string): string {
  return path.replace(/\{([^{}]+)\}/g, (_, name: string) =>
    name in PARAMETERS ? PARAMETERS[name]! : `${name.replace(/\?$/, '')}Token1`,
  );
}

/** The admin pages a behaviour names after "->" (a redirect, or "direct entry -> ..."). */
const namedTargets = (behaviour: string) =>
  [...behaviour.matchAll(/->\s*(\/pc\/admin\/[^\s),;]+)/g)].map((match) => match[1]!);

/**
 * Every route of the spec with the given access, one entry per concrete path. `landings` are the
 * admin pages its behaviour names ("(same)" repeats the line before).
 */
export function specRoutes(access: string): SpecRoute[] {
  let previous: string[] = [];
  return readFileSync(ROUTES_TSV, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .flatMap(([pattern = '', routeAccess = '', behaviour = '']) => {
      const landings = /\(same\)/.test(behaviour) ? previous : namedTargets(behaviour);
      previous = landings;
      if (routeAccess !== access) return [];
      return expandAlternatives(pattern).map((path) => ({
        path: fillParameters(path),
        pattern,
        access: routeAccess,
        behaviour,
        landings,
      }));
    });
}

/**
 * Where a logged-in member may land on a route: the path itself, or an admin page its behaviour
 * names, a {parameter} there matching one segment.
 */
export function landingPatterns(route: SpecRoute): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return [route.path, ...route.landings].map(
    (target) => new RegExp(`^${escape(target).replace(/\{[^}]*\}/g, '[^/]+')}$`),
  );
}

/** The main frame's navigations: document loads and history changes alike (what a person sees flicker). */
export function watchNavigations(page: Page) {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return {
    urls,
    reset: () => {
      urls.length = 0;
    },
  };
}

/**
 * The login form, visible and staying: 500 ms after it shows, it is still visible, the address is
 * the same and no navigation happened in between.
 */
export async function expectStableLoginForm(page: Page, navigations: { urls: string[] }) {
  const email = page.getByLabel('이메일');
  await expect(email).toBeVisible();
  const url = page.url();
  const count = navigations.urls.length;
  await page.waitForTimeout(500);
  await expect(email).toBeVisible();
  expect(page.url(), 'the login page stays where it is').toBe(url);
  expect(navigations.urls.length, 'no navigation while the form is shown').toBe(count);
  return new URL(url);
}
