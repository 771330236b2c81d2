import { expect, test } from '@playwright/test';
import { TERMS_TYPES, getTerms } from '../../terms';
import { TERMS_FIGURES } from '../../terms/figures';

// Every one of the 15 documents opens as a page with its title, its text and the spec's figures.
for (const type of TERMS_TYPES) {
  test(`the ${type} document opens as a page with its content and figures`, async ({ page }) => {
    const terms = getTerms(type)!;
    await page.goto(`/pc/sending24/terms/${type}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    const body = page.locator('main');
    for (const figure of TERMS_FIGURES[type].slice(0, 5)) {
      await expect(body).toContainText(figure);
    }
  });
}

test('an unknown terms type goes to the 404 page', async ({ page }) => {
  await page.goto('/pc/flower24/terms/no_such_terms');
  await expect(page).toHaveURL(/\/404$/);
});
