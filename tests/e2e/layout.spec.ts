// Nothing scrolls sideways on a small phone, even when an editor types a very long word.
import { expect, test } from '@playwright/test';
import { allRoutes } from '../fixtures/routes';

const NARROW = { width: 320, height: 640 };
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(8);

test.use({ viewport: NARROW });

for (const route of allRoutes) {
  test(`${route} fits 320 px, with a ${LONG_WORD.length}-character word in every kind of text`, async ({ page }) => {
    await page.goto(route);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
    // What an editor can type reaches these elements; put the long word into each kind.
    const filled = await page.evaluate((word) => {
      const kinds = [
        'main h1',
        'main h2',
        'main h3',
        'main h4',
        'main p',
        'main li',
        'main td',
        'main th',
        'main dd',
        'main a',
        'main figcaption',
        'footer li',
      ];
      let count = 0;
      for (const selector of kinds) {
        const element = document.querySelector(selector);
        if (element && !element.closest('astro-island')) {
          element.append(` ${word}`);
          count += 1;
        }
      }
      return count;
    }, LONG_WORD);
    expect(filled).toBeGreaterThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  });
}
