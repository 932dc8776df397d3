// Every route, opened once as the host serves it (Cloudflare's Pages runtime, with the headers in
// _headers): the page runs under its Content-Security-Policy without a single violation, its
// islands hydrate under it, every link and button of its header, menu and footer is 24 px square
// at least, the footer fits a phone's screen, and axe-core finds no WCAG 2.0–2.2 A/AA violation, nor text below AAA
// contrast, at desktop and phone width (docs/requirements.md, "Budgets"). The open mobile menu is the same on every page
// but for the link marked current: it is scanned open on a page in the menu, one in its Resources
// group and one in neither (a product); every page opens it under the policy.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AXE_TAGS, VIEWPORTS } from '../../scripts/lib/quality.ts';
import { watchForViolations } from '../fixtures/csp.ts';
import { smallTargets } from '../fixtures/page-probes.ts';
import { HOST_URL } from '../fixtures/servers.ts';
import { contentRoutes, products } from '../fixtures/site-content.ts';

const { desktop: DESKTOP, phone: PHONE } = VIEWPORTS;
const NOT_FOUND = '/no-such-paddock';

/** axe's findings as readable lines: rule, impact, help, and each offending element. */
async function axeViolations(page: Page, state: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page (frames included) instead of finishing each scan in a new
  // blank page: the same rules and frames, a quarter less time over every route.
  // Phones are read outdoors: text also meets WCAG AAA contrast, 7:1 (axe's enhanced contrast rule).
  // Every text below AA's 4.5:1 is below 7:1 too, so the AA rule would only measure each text again.
  // options() replaces the options, so it comes before withTags().
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'color-contrast-enhanced': { enabled: true }, 'color-contrast': { enabled: false } } })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .analyze();
  return violations.map(
    ({ id, impact, help, helpUrl, nodes }) =>
      `[${state}] ${id} (${impact}): ${help} — ${helpUrl}\n${nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
}

/**
 * Scrolls to the bottom so lazy images and frames load too, then waits for the network to settle.
 * Each screen stays for two frames: the browser checks what is on screen, and so starts the lazy
 * loads, once per frame.
 */
async function loadEverything(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await page.waitForLoadState('networkidle');
}

const TARGETS = { within: 'header.site-header, footer', minPx: 24 };

const scannedWithMenuOpen = new Set(['/', '/health-and-safety', products[0]?.data.path]);

test.use({ viewport: DESKTOP });

for (const route of [...contentRoutes, NOT_FOUND, '/offline']) {
  test(`${route}: no policy violation, islands hydrate, targets of 24 px, no WCAG 2.2 A/AA violation, AAA contrast`, async ({ page }) => {
    const csp = watchForViolations(page);
    await csp.install();
    const response = await page.goto(`${HOST_URL}${route}`);
    expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
    expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);

    // Scan after hydration so React cannot change the page mid-scan (the menu island only hydrates at phone width).
    await expect(page.locator('astro-island[ssr]:not([component-url*="MobileMenu"])')).toHaveCount(0);
    const found = await axeViolations(page, `desktop ${DESKTOP.width}px`);
    // Every link and button of the header and the footer is a target of its own, 24 px square at
    // least (WCAG 2.2, 2.5.8, without leaning on the spacing exception); on a phone, the open menu's too.
    const small = (await page.evaluate(smallTargets, TARGETS)).map((target) => `desktop: ${target}`);

    // Islands drop their `ssr` attribute once hydrated; at phone width all three kinds hydrate.
    await page.setViewportSize(PHONE);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    found.push(...(await axeViolations(page, `phone ${PHONE.width}px`)));
    // The footer's calls, address and links fit one phone screen: each thing is said once.
    const footer = await page.locator('footer.site-footer').boundingBox();
    expect(footer!.height, 'the footer at phone width').toBeLessThanOrEqual(PHONE.height);

    await menuButton.click();
    const closeButton = page.getByRole('button', { name: 'Close' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    if (scannedWithMenuOpen.has(route)) found.push(...(await axeViolations(page, `phone ${PHONE.width}px, menu open`)));
    small.push(...(await page.evaluate(smallTargets, TARGETS)).map((target) => `phone, menu open: ${target}`));
    await closeButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(found, found.join('\n')).toEqual([]);
    expect(small, small.join('\n')).toEqual([]);

    await loadEverything(page);
    expect(await csp.all()).toEqual([]);
  });
}
