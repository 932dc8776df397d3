// The generated Content-Security-Policy, as Cloudflare's Pages runtime applies it from _headers:
// the calculator works under it, and the video panel loads its own styles. (Every route is loaded
// under the policy, with its islands and menu, in every-route.spec.ts.)
import { expect, test } from '@playwright/test';
import { pagePath } from '../../src/lib/routes';
import { VIEWPORTS } from '../../scripts/lib/quality';
import { watchForViolations } from '../fixtures/csp';
import { pages } from '../fixtures/site-content';
import { HOST_URL } from '../fixtures/servers';

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
