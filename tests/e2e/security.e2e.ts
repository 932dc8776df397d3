// The generated Content-Security-Policy, as Cloudflare's Pages runtime applies it from _headers:
// the calculator works under it, and the video panel loads its own styles. (Every route is loaded
// under the policy, with its islands and menu, in every-route.e2e.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { headersFor, parseHeadersFile } from '../../scripts/lib/headers-file.ts';
import { pagePath } from '../../src/conventions/paths.ts';
import { VIEWPORTS } from '../../scripts/lib/quality.ts';
import { watchForViolations } from '../fixtures/csp.ts';
import { HOST_URL, BASELINE_URL } from '../fixtures/servers.ts';
import { videoSite } from '../fixtures/videos.ts';

/** Answers the pages under `base` with the headers the build's _headers gives them, as the host would. */
async function addHostHeaders(page: Page, base: string, dist: string) {
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  // Only documents carry the policy. Pictures the page is still fetching when the test ends would
  // otherwise be fulfilled after their response was disposed, failing the test.
  await page.route(`${base}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), ...headersFor(rules, new URL(route.request().url()).pathname) } });
  });
}

test.describe('Content-Security-Policy', () => {
  // At phone width, where all three kinds of island hydrate.
  test.use({ viewport: VIEWPORTS.phone });

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

  // The pages that show a video: the baseline's build's while the content's videos are samples
  // (tests/fixtures/videos.ts), served by Astro's preview with the headers the host would add.
  for (const route of videoSite.pages.map(({ id }) => pagePath(id))) {
    test(`${route}: the video panel loads its own styles under the policy`, async ({ page }) => {
      const violations = watchForViolations(page);
      await violations.install();
      if (videoSite.baseline) await addHostHeaders(page, BASELINE_URL, videoSite.distDir);
      await page.goto(`${videoSite.baseline ? BASELINE_URL : HOST_URL}${route}`);
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
