// The generated `_headers` file, as a static host applies it (scripts/static-host.mjs): every page
// carries the security headers, runs without a single Content-Security-Policy violation, and its
// islands still hydrate under the policy.
import { expect, test, type Page } from '@playwright/test';
import { allRoutes } from '../fixtures/routes';
import { STATIC_HOST_URL } from '../fixtures/servers';

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
          window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
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

  for (const route of [...allRoutes, NOT_FOUND]) {
    test(`${route} has no violation and its islands hydrate`, async ({ page }) => {
      const violations = watchForViolations(page);
      await violations.install();
      const response = await page.goto(`${STATIC_HOST_URL}${route}`);
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
    await page.goto(`${STATIC_HOST_URL}/conedose-calculator`);
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

  test('the video facade frame loads its own styles under the policy', async ({ page }) => {
    // Pages that embed a video are found from the built HTML, so the test follows the content.
    const violations = watchForViolations(page);
    await violations.install();
    let found = false;
    for (const route of allRoutes) {
      await page.goto(`${STATIC_HOST_URL}${route}`);
      const frame = page.locator('iframe[srcdoc]').first();
      if ((await frame.count()) === 0) continue;
      found = true;
      await frame.scrollIntoViewIfNeeded();
      const link = frame.contentFrame().getByRole('link', { name: /^Play video/ });
      // The facade's own stylesheet turns the link into a flex box; blocked, it would stay inline.
      await expect.poll(() => link.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    }
    test.skip(!found, 'no page embeds a video yet');
    expect(await violations.all()).toEqual([]);
  });
});

test.describe('other headers', () => {
  test('every page and the not-found page carry the security headers', async ({ request }) => {
    for (const route of [...allRoutes, NOT_FOUND]) {
      const headers = (await request.get(`${STATIC_HOST_URL}${route}`)).headers();
      expect(headers['strict-transport-security'], route).toBe('max-age=63072000; includeSubDomains; preload');
      expect(headers['x-content-type-options'], route).toBe('nosniff');
      expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], route).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(headers['x-frame-options'], route).toBe('DENY');
      expect(headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], route).not.toContain('unsafe-inline');
    }
  });

  test('pages are cached briefly and content-hashed assets for a year', async ({ request }) => {
    const home = await request.get(`${STATIC_HOST_URL}/`);
    expect(home.headers()['cache-control']).toBe('public, max-age=300, must-revalidate');
    const asset = (await home.text()).match(/\/_astro\/[\w-]+\.[\w-]{8}\.js/)?.[0];
    expect(asset, 'a hashed script referenced from Home').toBeDefined();
    const response = await request.get(`${STATIC_HOST_URL}${asset}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
