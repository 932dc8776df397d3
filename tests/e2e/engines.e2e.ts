// Checks that depend on the browser engine, run in Chromium and Firefox (the firefox project runs
// every test tagged @engines); WebKit runs their twins in tests/engines/. Pages load without an
// error, nothing scrolls sideways on a phone, and screenshots of the home page and the calculator
// at phone and desktop width go to test-results/engines/<engine>/ to be looked at.
import { expect, test } from '@playwright/test';
import { VIEWPORTS } from '../../scripts/lib/quality.ts';
import { desktopNavLook, headerOverflow } from '../fixtures/page-probes.ts';
import { engineRoutes as ROUTES } from '../fixtures/site-content.ts';
import { videoSite } from '../fixtures/videos.ts';
import { pagePath } from '../../src/conventions/paths.ts';
import { timeFor } from '../fixtures/time.ts';

/** The routes of this build that show a video (none while the content's videos are samples). */
const VIDEO_ROUTES = new Set(videoSite.baseline ? [] : videoSite.pages.map(({ id }) => pagePath(id)));

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, { tag: '@engines' }, () => {
    test.use({ viewport });

    // The routes one after another in one page: a page of its own per route would cost more to open than the check.
    test('every route loads with no error and nothing scrolls sideways', async ({ page }) => {
      test.setTimeout(timeFor(ROUTES.length, 5_000));
      let route = '';
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${route}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${route}: ${message.text()}`);
      });
      for (route of ROUTES) {
        // Firefox may revalidate a page it has cached (another route's link to it): 304 serves the same page.
        expect.soft([200, 304], `${route}: status`).toContain((await page.goto(route))?.status());
        // Every island hydrated (the menu only at phone width).
        await expect
          .soft(
            page.locator(name === 'phone' ? 'astro-island[ssr]' : 'astro-island[ssr]:not([component-url*="MobileMenu"])'),
            `${route}: islands not hydrated`,
          )
          .toHaveCount(0);
        await expect.soft(page.locator('h1'), `${route}: one h1`).toHaveCount(1);
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${route}: page width`)
          .toBeLessThanOrEqual(viewport.width);
      }
      expect(errors).toEqual([]);
    });

    test('the header fits the screen', async ({ page }) => {
      await page.goto('/');
      expect(await page.evaluate(headerOverflow)).toEqual([]);
    });

    for (const route of ['/', '/conedose-calculator']) {
      test(`screenshot of ${route}`, async ({ page, browserName }) => {
        expect((await page.goto(route))?.status(), route).toBe(200);
        // Scroll to the end and back, so lazy images and the video frame load as they would for a reader.
        await page.evaluate(async () => {
          const frame = () => new Promise((done) => requestAnimationFrame(done));
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
            scrollTo(0, y);
            await frame();
          }
          scrollTo(0, 0);
          await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        });
        if (VIDEO_ROUTES.has(route)) await expect(page.frameLocator('main iframe[srcdoc]').locator('a')).toBeVisible();
        const slug = route === '/' ? 'home' : route.slice(1);
        await page.screenshot({ path: `test-results/engines/${browserName}/${slug}-${viewport.width}.png`, fullPage: true });
      });
    }
  });
}

test('at 1280 px the navigation underlines the current page and Resources draws one arrow', { tag: '@engines' }, async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/about-us');
  const look = await page.evaluate(desktopNavLook);
  expect(look.currentDecoration).toMatch(/underline/);
  expect(look.summaryMarkerPx, 'width of a disclosure marker drawn before "Resources"').toBeLessThanOrEqual(1);
});
