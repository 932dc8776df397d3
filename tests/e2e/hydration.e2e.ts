// The islands hydrate after the page's largest paint (`client:painted`, src/lib/browser/hydrate-after-paint.ts),
// and nothing the visitor does before then is lost: the no-JS fallbacks keep working, a value
// typed into the calculator is kept and computed, a tap on Menu does one thing, and keyboard
// focus reaching an island hydrates it at once. "Before hydration" is made certain by holding the
// site's scripts back until the test lets them through.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VIEWPORTS } from '../../scripts/lib/quality.ts';
import { listings } from '../fixtures/site-content.ts';

const CALCULATOR = '/conedose-calculator';
const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="${component}"]`);
const hydrated = (page: Page, component: string) => page.locator(`astro-island[component-url*="${component}"]:not([ssr])`).waitFor();
const field = (page: Page, namePrefix: string) => page.getByRole('textbox', { name: new RegExp(`^${namePrefix}`) });
const result = (page: Page, key: string) => page.locator(`[data-result="${key}"]`);

/** Holds every request for the site's scripts until `release()`; `requested` lists the files asked for. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(/\/_astro\/[^?]*\.js(\?.*)?$/, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** The page never has idle time, so the islands wait for the visitor: only a touch can hydrate them. */
const neverIdle = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

/** Types over a field's text key by key, as a person does (in Firefox, fill() bypasses the events a page may listen to). */
async function retype(input: Locator, text: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text);
}

test('no island script is fetched before the largest paint', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { paints: number[] };
    w.paints = [];
    new PerformanceObserver((list) => w.paints.push(...list.getEntries().map((entry) => entry.startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
  });
  await page.setViewportSize(VIEWPORTS.phone);
  for (const path of ['/', listings[0]!.data.path, CALCULATOR]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await hydrated(page, 'ScrollHeader');
    const { paints, firstScript } = await page.evaluate(() => ({
      paints: (window as unknown as { paints: number[] }).paints,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(paints.length, path).toBeGreaterThan(0);
    expect(firstScript, `${path}: first script at ${firstScript} ms, largest paint at ${Math.max(...paints)} ms`).toBeGreaterThan(
      Math.max(...paints),
    );
  }
});

test('a value typed into the calculator before it hydrates is kept and computed', { tag: '@engines' }, async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(CALCULATOR);
  const molasses = field(page, 'Molasses');
  await retype(molasses, '300');
  // The server-rendered form took the text; nothing has hydrated, so the results are still the defaults.
  await expect(island(page, 'ConedoseCalculator')).toHaveAttribute('ssr', '');
  await expect(molasses).toHaveValue('300');
  await expect(result(page, 'total')).toHaveText('836.00');
  // Typing touched the island, so its code was asked for at once (held back here until released).
  await expect.poll(() => scripts.requested.some((path) => path.includes('ConedoseCalculator'))).toBe(true);

  scripts.release();
  await hydrated(page, 'ConedoseCalculator');
  await expect(molasses).toHaveValue('300');
  await expect(result(page, 'total')).toHaveText('536.00'); // 300 + 25 + 75 + 46 + 90
  await expect(result(page, 'molasses-percent')).toHaveText('55.97');
  await expect(page).toHaveURL(/[?&]molasses=300(&|$)/);
  // And it goes on computing as the visitor types.
  await retype(molasses, '400');
  await expect(result(page, 'total')).toHaveText('636.00');
});

test.describe('at phone width', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('a tap on Menu before hydration follows the link to the footer, once', { tag: '@engines' }, async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/#footer-nav$/);
    await expect(page.locator('#footer-nav')).toBeInViewport();
    expect(scripts.requested.some((path) => path.includes('MobileMenu'))).toBe(true);

    scripts.release();
    await hydrated(page, 'MobileMenu');
    // The button replaces the link, closed: the tap was not played again as an open.
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.locator('#footer-nav')).toBeInViewport();
    await expect(page).toHaveURL(/#footer-nav$/);
    // From now on Menu opens the menu, and the button then says Close.
    await button.click();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  test('the Menu link taken by keyboard before hydration leads to the footer, once', { tag: '@engines' }, async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Menu' }).press('Enter');
    await expect(page).toHaveURL(/#footer-nav$/);
    await expect(page.locator('#footer-nav')).toBeInViewport();

    scripts.release();
    await hydrated(page, 'MobileMenu');
    // Focus does not jump back up to the button that replaced the link: the visitor stays where it led.
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Menu' })).not.toBeFocused();
    await expect(page.locator('#footer-nav')).toBeInViewport();
  });

  test('keyboard focus reaching the Menu link hydrates the menu, and focus moves to its button', { tag: '@engines' }, async ({ page }) => {
    await neverIdle(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(island(page, 'MobileMenu')).toHaveAttribute('ssr', '');
    // Tab until the Menu link (or, once the focus has hydrated the menu, the button in its place) has focus.
    const onMenu = () => page.evaluate(() => document.activeElement?.classList.contains('menu-button') ?? false);
    for (let presses = 0; presses < 10 && !(await onMenu()); presses++) await page.keyboard.press('Tab');
    expect(await onMenu()).toBe(true);
    await hydrated(page, 'MobileMenu');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('at desktop width', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('the Resources dropdown works before the header hydrates', { tag: '@engines' }, async ({ page }) => {
    await neverIdle(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Opening it is a touch on the header: the header hydrates meanwhile, and the dropdown stays open.
    await nav.getByText('Resources').click();
    await expect(nav.getByRole('link', { name: 'Health and Safety' })).toBeVisible();
    await hydrated(page, 'ScrollHeader');
    await expect(nav.getByRole('link', { name: 'Health and Safety' })).toBeVisible();
    await nav.getByRole('link', { name: 'Health and Safety' }).click();
    await expect(page).toHaveURL(/\/health-and-safety$/);
  });

  test('keyboard focus reaching the calculator hydrates it', { tag: '@engines' }, async ({ page }) => {
    await neverIdle(page);
    await page.goto(CALCULATOR);
    await page.waitForLoadState('load');
    await expect(island(page, 'ConedoseCalculator')).toHaveAttribute('ssr', '');
    const cone = page.getByRole('combobox', { name: /^Cone size/ });
    for (let presses = 0; presses < 40 && !(await cone.evaluate((select) => select === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(cone).toBeFocused();
    await hydrated(page, 'ConedoseCalculator');
    await expect(cone).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('300');
    await expect(result(page, 'total')).toHaveText('536.00');
  });
});
