// axe-core on every route (docs/requirements.md, "Budgets"): WCAG 2.0–2.2 A/AA, at desktop and phone width.
// One page per route, resized between the scans. The open mobile menu is the same on every page but
// for the link marked current: it is scanned open on a page in the menu, one in its Resources group
// and one in neither (a product).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AXE_TAGS, VIEWPORTS } from '../../scripts/lib/quality';
import { contentRoutes, products } from '../fixtures/site-content';

const { desktop: DESKTOP, phone: PHONE } = VIEWPORTS;

/** axe's findings as readable lines: rule, impact, help, and each offending element. */
async function violations(page: Page, state: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page (frames included) instead of finishing each scan in a new
  // blank page: the same rules and frames, a quarter less time over every route.
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
  return violations.map(
    ({ id, impact, help, helpUrl, nodes }) =>
      `[${state}] ${id} (${impact}): ${help} — ${helpUrl}\n${nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
}

test.describe('accessibility (axe)', () => {
  test.use({ viewport: DESKTOP });

  const withMenuOpen = new Set(['/', '/health-and-safety', products[0]?.data.path]);

  for (const route of [...contentRoutes, '/no-such-paddock', '/offline']) {
    test(`${route} has no WCAG 2.2 A/AA violation`, async ({ page }) => {
      await page.goto(route);
      // Scan after hydration so React cannot change the page mid-scan (the menu island only hydrates at phone width).
      await expect(page.locator('astro-island[ssr]:not([component-url*="MobileMenu"])')).toHaveCount(0);
      const found = await violations(page, `desktop ${DESKTOP.width}px`);

      await page.setViewportSize(PHONE);
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await expect(menuButton).toBeVisible();
      found.push(...(await violations(page, `phone ${PHONE.width}px`)));

      if (withMenuOpen.has(route)) {
        await menuButton.click();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        found.push(...(await violations(page, `phone ${PHONE.width}px, menu open`)));
      }

      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
