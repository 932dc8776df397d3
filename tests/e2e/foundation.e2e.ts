import { expect, test, type Page } from '@playwright/test';
import { expectedNav } from '../fixtures/routes.ts';
import { contentRoutes, oldPaths, pages, someOf } from '../fixtures/site-content.ts';
import { molassesNav } from '../../src/lib/paths/navigation.ts';
import { timeFor } from '../fixtures/time.ts';

const PHONE = { width: 390, height: 844 };

/** The first, middle and last of a list. */
const sampleOf = <T>(items: readonly T[]): T[] =>
  [...new Set([items[0], items[Math.floor(items.length / 2)], items.at(-1)])].filter((item) => item !== undefined);
const DESKTOP = { width: 1280, height: 800 };

test.describe('routes', () => {
  // Each page's h1, language and canonical address are checked in dist/ (tests/build/pages.test.ts).
  test('every content route answers 200 at exactly its path, with no redirect', async ({ request }) => {
    for (const route of contentRoutes) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toMatch(/^text\/html/);
    }
  });
});

test.describe('desktop navigation', () => {
  test.use({ viewport: DESKTOP });

  // Every link in turn from the home page, in one page: a page of its own per link would cost more to open than the check.
  test('every link leads to its page and is marked current there', { tag: '@engines' }, async ({ page }) => {
    test.setTimeout(timeFor(expectedNav.length, 4_000));
    for (const [label, href] of expectedNav) {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (href === '/feed-quality-declarations' || href === '/health-and-safety') {
        await nav.getByText('Resources').click();
      }
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect.soft(page, `${label}: the address`).toHaveURL(new RegExp(`${href === '/' ? '/$' : `${href}$`}`));
      await expect
        .soft(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]'), `${label}: the link marked current`)
        .toHaveAttribute('href', href);
    }
  });

  test('the Resources dropdown opens from the keyboard', { tag: '@engines' }, async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const healthAndSafety = nav.getByRole('link', { name: 'Health and Safety' });
    await expect(healthAndSafety).toBeHidden();
    await nav.locator('summary', { hasText: 'Resources' }).focus();
    await page.keyboard.press('Enter');
    await expect(healthAndSafety).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Feed Quality Declarations' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(healthAndSafety).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/health-and-safety$/);
  });

  test('the Resources dropdown works with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Resources').click();
    await nav.getByRole('link', { name: 'Feed Quality Declarations' }).click();
    await expect(page).toHaveURL(/\/feed-quality-declarations$/);
    await context.close();
  });
});

async function openMobileMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Menu' });
  await expect(button).toBeVisible(); // visible once the island has hydrated
  await button.click();
  // Open, the button says what a tap on it now does.
  await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
  // The button by either of its words, as it changes them.
  return page.getByRole('button', { name: /^(Menu|Close)$/ });
}

test.describe('mobile menu', () => {
  test.use({ viewport: PHONE });

  test('hides the desktop navigation at phone width', { tag: '@engines' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('opens, lists every link, and closes when a link is chosen', { tag: '@engines' }, async ({ page }) => {
    await page.goto('/');
    await openMobileMenu(page);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    for (const [label, href] of expectedNav) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on Escape and returns focus to the button', { tag: '@engines' }, async ({ page }) => {
    await page.goto('/products');
    const button = await openMobileMenu(page);
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveText('Menu');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('scrolls when the menu is taller than the screen', { tag: '@engines' }, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 300 } });
    const page = await context.newPage();
    await page.goto('/');
    await openMobileMenu(page);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const { scrollHeight, clientHeight } = await menu.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    await menu.getByRole('link', { name: 'Testimonials' }).scrollIntoViewIfNeeded();
    await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeInViewport();
    await context.close();
  });

  test('with JavaScript off every navigation link is still reachable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    const fallback = page.getByRole('link', { name: 'Menu' });
    await expect(fallback).toBeVisible();
    await fallback.click();
    const footerNav = page.locator('#footer-nav');
    await expect(footerNav).toBeInViewport();
    for (const [label, href] of expectedNav) {
      await expect(footerNav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await context.close();
  });
});

// Molasses is half the business's name and the calculator its best tool: at every width each is
// one tap from the menu (on a desktop, in the header's own row; on a phone, once the Menu button
// has opened the menu), never behind the Resources dropdown.
test('Molasses and the calculator are one tap from the menu at 320, 390 and 1280 px', { tag: '@engines' }, async ({ page }) => {
  expect(molassesNav.length).toBeGreaterThan(0);
  for (const { href } of molassesNav) expect(contentRoutes, `${href} is a page of the site`).toContain(href);
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
    for (const { label, href } of molassesNav) {
      await page.goto('/about-us');
      const menu = width < 1000 ? page.getByRole('navigation', { name: 'Mobile' }) : page.getByRole('navigation', { name: 'Main' });
      if (width < 1000) await openMobileMenu(page);
      const link = menu.locator(`a[href="${href}"]`);
      await expect(link, `${label} at ${width} px`).toBeVisible();
      await expect(link, `${label} at ${width} px`).toHaveAccessibleName(label);
      await link.click();
      await expect(page, `${label} at ${width} px`).toHaveURL(new RegExp(`${href}$`));
    }
  }
});

test.describe('scroll header', () => {
  test('turns compact with a shadow past 50 px and back at the top', { tag: '@engines' }, async ({ page }) => {
    await page.goto('/contact-us');
    // Make sure the page is long enough to scroll, whatever its content.
    await page.evaluate(() => (document.body.style.minHeight = '3000px'));
    const header = page.getByRole('banner');
    await expect(page.locator('astro-island[ssr] > header')).toHaveCount(0); // hydrated
    await expect(header).toHaveAttribute('data-compact', 'false');
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await shadow()).toBe('none');
    const tallHeight = (await header.boundingBox())?.height ?? 0;

    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-compact', 'false');

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect.poll(shadow).not.toBe('none');
    await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(tallHeight);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('changes without animation when reduced motion is asked for', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const duration = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration.split(',').every((d) => parseFloat(d) === 0)).toBe(true);
    await context.close();
  });
});

test.describe('redirects', () => {
  // How a browser follows an old address's page is the same for every address: a few of them
  // here. Every old address has its page (tests/build/redirect-pages.test.ts) and its 301 on the
  // host (tests/e2e/host.e2e.ts, tests/build/host-files.test.ts).
  // In turn in one page: a page of its own per address would cost more to open than the check.
  test('a few old addresses, with and without a trailing slash, land on their page, replacing the history entry', async ({ page }) => {
    for (const [from, to] of sampleOf(someOf(oldPaths, 'old addresses'))) {
      for (const source of [from, `${from}/`]) {
        await page.goto('/testimonials');
        await page.goto(source);
        await expect.soft(page, `${source} lands on ${to}`).toHaveURL(new RegExp(`${to}$`));
        await expect.soft(page.locator('h1'), `${source}: the page's h1`).toBeVisible();
        await page.goBack();
        await expect.soft(page, `${source}: Back returns to the page before`).toHaveURL(/\/testimonials$/);
      }
    }
  });
});

test.describe('not-found page', () => {
  test('unknown paths get the not-found page with status 404', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const response = await page.goto('/no-such-paddock/feed');
    expect(response?.status()).toBe(404);
    // Its copy is the 404 entry of the pages collection.
    const copy = pages.find(({ id }) => id === '404')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.data.title);
    // The Markdown text as rendered: straight apostrophes come out curly.
    const text = copy
      .body!.trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replaceAll("'", "['’]");
    await expect(page.getByText(new RegExp(`^${text}$`))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    const main = page.getByRole('main');
    // The entry's suggestions (the build refuses one that leads to no page).
    const suggestions = copy.data.sections.find((section) => section.type === 'text');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(suggestions!.heading);
    for (const { label, href } of suggestions!.actions)
      await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    expect(logs.some((line) => line.includes('/no-such-paddock/feed'))).toBe(true);
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/about-us');
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe('sitemap and robots.txt', () => {
  test('the sitemap lists every content route once, absolute, and nothing else', async ({ request }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemapUrls = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const locs: string[] = [];
    for (const path of sitemapUrls) {
      const xml = await (await request.get(path)).text();
      locs.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    for (const loc of locs) expect(loc).toMatch(/^https:\/\//);
    const paths = locs.map((loc) => new URL(loc).pathname.replace(/(.)\/$/, '$1'));
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(contentRoutes);
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap-index\.xml$/m);
  });
});
