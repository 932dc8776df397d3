// The generated Content-Security-Policy, as Cloudflare's Pages runtime applies it from _headers:
// every page runs without a single violation, and its islands still hydrate under the policy.
import { expect, test, type Page } from '@playwright/test';
import { pagePath } from '../../src/lib/routes';
import { contentRoutes, pages } from '../fixtures/site-content';
import { HOST_URL } from '../fixtures/servers';

const PHONE = { width: 390, height: 844 };
const NOT_FOUND = '/no-such-paddock';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records CSP violations (the event and the console error Chromium logs) from every frame of the page. */
function watchForViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return {
    async install() {
      await page.addInitScript(() => {
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.cspViolations.push(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
    },
    async all() {
      const fromFrames = await Promise.all(page.frames().map((frame) => frame.evaluate(() => window.cspViolations ?? []).catch(() => [])));
      return [...violations, ...fromFrames.flat()];
    },
  };
}

/** Scrolls to the bottom so lazy images and frames load too, then waits for the network to settle. */
async function loadEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
}

test.describe('Content-Security-Policy', () => {
  test.use({ viewport: PHONE });

  for (const route of [...contentRoutes, NOT_FOUND]) {
    test(`${route} has no violation and its islands hydrate`, async ({ page }) => {
      const violations = watchForViolations(page);
      await violations.install();
      const response = await page.goto(`${HOST_URL}${route}`);
      expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
      expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);

      // Islands drop their `ssr` attribute once hydrated; at phone width all three kinds hydrate.
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await menuButton.click();

      await loadEverything(page);
      expect(await violations.all()).toEqual([]);
    });
  }

  test('the calculator works under the policy', async ({ page }) => {
    const violations = watchForViolations(page);
    await violations.install();
    await page.goto(`${HOST_URL}/conedose-calculator`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const molasses = page.getByRole('textbox', { name: /^Molasses/ });
    await molasses.fill('900');
    await expect(page.locator('[data-result="total"]')).toHaveText('1136.00');
    await page.getByRole('combobox', { name: /^Cone size/ }).selectOption('2000');
    await page.getByRole('textbox', { name: /^Water/ }).fill('abc');
    await page.getByRole('button', { name: /Reset/ }).click();
    await expect(molasses).toHaveValue('600');
    expect(await violations.all()).toEqual([]);
  });

  // The pages whose content shows a video.
  for (const route of pages.filter(({ data }) => data.sections.some((section) => section.type === 'video')).map(({ id }) => pagePath(id))) {
    test(`${route}: the video panel loads its own styles under the policy`, async ({ page }) => {
      const violations = watchForViolations(page);
      await violations.install();
      await page.goto(`${HOST_URL}${route}`);
      const frame = page.locator('iframe[srcdoc]');
      await expect(frame).toHaveCount(1);
      await frame.scrollIntoViewIfNeeded();
      const link = frame.contentFrame().getByRole('link', { name: /^Play video/ });
      // The panel's own stylesheet turns the link into a flex box; blocked, it would stay inline.
      await expect.poll(() => link.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
      expect(await violations.all()).toEqual([]);
    });
  }
});
