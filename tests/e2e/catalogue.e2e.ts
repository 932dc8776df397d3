// The catalogue as the content gives it: every product entry has its page with its figures, every
// listing shows exactly its category's products in order, /products and the category bar follow
// the categories' order. Expectations come from the entries (tests/fixtures/site-content.ts), so
// these hold for whatever the business publishes; the spec's own catalogue is tested in tests/spec.
import { expect, test, type Page } from '@playwright/test';
import { pagePath } from '../../src/conventions/paths.ts';
import { categories, listings, pages, products, productsOf, settings, someOf } from '../fixtures/site-content.ts';
import { expectCurrentTab as expectCurrentTabIn, openProductPage } from '../fixtures/product-page.ts';
import { timeFor } from '../fixtures/time.ts';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Product categories' });

/** The links of the cards in main (card headings are links; other h2s are not). */
const cardHrefs = (page: Page) => page.locator('main h2 > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

// The bar shows its labels in capitals; the entries write them as words.
const expectCurrentTab = (page: Page, label: string, where?: string) => expectCurrentTabIn(page, label, where, { ignoreCase: true });

const categoryOf = (id: string) => categories.find((category) => category.id === id)!;

// Each kind of page is a test that opens its pages in turn in one page (a page of its own per
// entry would cost more to open than the checks); every assertion is soft and names the path, so
// one failure still reports every page that is wrong.
test.describe('product pages', () => {
  test('every product page shows its product and every figure of its entry', async ({ page }) => {
    const entries = someOf(products, 'products');
    test.setTimeout(timeFor(entries.length, 3_000));
    for (const { data } of entries) {
      const category = categoryOf(data.category).data;
      const at = (what: string) => `${data.path} (${data.name}): ${what}`;
      await openProductPage(page, { path: data.path, name: data.name, tab: category.tabLabel, listing: category.path }, at, {
        ignoreCase: true,
      });

      for (const { label, value } of data.nutrition) {
        await expect
          .soft(page.getByRole('table').getByRole('row', { name: `${label} ${value}`, exact: true }), at(`nutrition row ${label}`))
          .toHaveCount(1);
      }
      const items = await page.locator('main li').allInnerTexts();
      for (const item of [...data.feeding, ...data.packSizes, ...data.ingredients, ...data.benefits])
        expect.soft(items, at('list items')).toContain(item);
      if (data.strapline) await expect.soft(page.locator('main'), at('strapline')).toContainText(data.strapline);

      const pdfLinks = page.locator('main a[href$=".pdf"]');
      await expect.soft(pdfLinks, at('spec sheet links')).toHaveCount(data.specSheet ? 1 : 0);
      for (const link of await pdfLinks.all()) {
        await expect.soft(link, at('spec sheet link target')).toHaveAttribute('target', '_blank');
        await expect.soft(link, at('spec sheet link rel')).toHaveAttribute('rel', 'noopener noreferrer');
      }
      for (const link of data.links) {
        await expect
          .soft(page.locator('main .actions').getByRole('link', { name: link.label, exact: true }), at(`link ${link.label}`))
          .toHaveAttribute('href', link.href);
      }
      await expect.soft(page.locator('main a[href^="tel:"]').first(), at('a phone link')).toBeVisible();
      // A text to the office's mobile, its message naming the product, where the settings give one.
      const text = page.locator('main a[href^="sms:"]');
      await expect.soft(text, at('a "Text us" link')).toHaveCount(settings.textUs?.mobile ? 1 : 0);
      if (settings.textUs?.mobile) {
        await expect.soft(text, at('"Text us"')).toHaveText('Text us');
        if (settings.textUs.productMessage?.includes('{product}'))
          expect.soft(decodeURIComponent((await text.getAttribute('href'))!.split('&body=')[1] ?? ''), at('the text')).toContain(data.name);
      }
    }
  });
});

test.describe('category listings', () => {
  test('every listing lists exactly its category\u2019s products, in order', async ({ page }) => {
    for (const { id, data } of someOf(listings, 'listings')) {
      const at = (what: string) => `${data.path} (${id}): ${what}`;
      const response = await page.goto(data.path);
      expect.soft(response?.status(), at('status')).toBe(200);
      await expect.soft(page.locator('h1'), at('h1')).toHaveText(data.title);
      await expectCurrentTab(page, data.tabLabel, data.path);
      expect.soft(await cardHrefs(page), at('the cards, in order')).toEqual(productsOf(id).map((product) => product.data.path));
      for (const product of productsOf(id).filter(({ data: { strapline } }) => strapline)) {
        const card = page.locator('main li', { has: page.getByRole('link', { name: product.data.name }) });
        await expect.soft(card, at(`the card of ${product.data.name}`)).toContainText(product.data.strapline!);
      }
    }
  });

  test('on a listing that asks for short paths, the other tabs use them where a category has one', async ({ page }) => {
    const shortListings = listings.filter(({ data }) => data.barUsesShortLinks);
    for (const listing of shortListings) {
      expect((await page.goto(listing.data.path))?.status(), listing.data.path).toBe(200);
      for (const { data } of categories.filter((category) => category.id !== listing.id)) {
        await expect(bar(page).getByRole('link', { name: data.tabLabel, exact: true })).toHaveAttribute(
          'href',
          data.shortPath ?? data.path,
        );
      }
    }
  });

  test('elsewhere every tab leads to its category\u2019s page', async ({ page }) => {
    for (const listing of listings.filter(({ data }) => !data.barUsesShortLinks)) {
      expect((await page.goto(listing.data.path))?.status(), listing.data.path).toBe(200);
      for (const { data } of categories) {
        await expect(bar(page).getByRole('link', { name: data.tabLabel, exact: true })).toHaveAttribute('href', data.path);
      }
    }
  });
});

test.describe('/products', () => {
  test('shows a card for every category, in card order, with its link', async ({ page }) => {
    await page.goto('/products');
    const byCardOrder = [...categories].sort((a, b) => a.data.cardOrder - b.data.cardOrder);
    expect(await cardHrefs(page)).toEqual(byCardOrder.map(({ data }) => data.path));
  });

  // A list a thumb runs down: a row per category, its picture a thumbnail, not a screen of pale tiles.
  test('on a phone lists the categories in rows with small pictures, the page at most 2,600 px tall', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    const rows = page.locator('main li', { has: page.locator('h2 > a') });
    await expect(rows).toHaveCount(categories.length);
    for (const row of await rows.all()) {
      const [picture, name] = [await row.locator('.category-thumb').boundingBox(), await row.locator('h2').boundingBox()];
      expect(picture!.width, 'a thumbnail').toBeLessThanOrEqual(80);
      // Beside the name, not above it.
      expect(name!.x).toBeGreaterThan(picture!.x + picture!.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2600);
  });

  test('marks All on the category bar, followed by every category in bar order', async ({ page }) => {
    await page.goto('/products');
    await expectCurrentTab(page, 'All');
    await expect(bar(page).getByRole('link')).toHaveText(['All', ...categories.map(({ data }) => data.tabLabel)], { ignoreCase: true });
  });
});

test('a category whose page is a fixed page carries the bar with its tab marked', async ({ page }) => {
  for (const { data } of categories.filter((category) => !listings.includes(category))) {
    expect((await page.goto(data.path))?.status(), data.path).toBe(200);
    await expect(bar(page)).toHaveCount(1);
    await expectCurrentTab(page, data.tabLabel);
  }
});

// On a phone the current tab is on screen as the page opens: no sideways scrolling of the bar, and
// no script to bring it into view. The bar comes below the page's heading, in at most two rows, its
// tabs all in one case. Every page with the bar: the products, the listings, and the fixed pages
// that carry it (/products, the molasses page...).
const pagesWithBar = [
  ...products.map(({ data }) => data.path),
  ...listings.map(({ data }) => data.path),
  ...pages.filter(({ data }) => data.categoryBar).map(({ id }) => pagePath(id)),
];
test('the current tab of the category bar is on screen at 320 and 390 px, on every page with the bar', async ({ page }) => {
  test.setTimeout(timeFor(pagesWithBar.length, 2_000));
  expect(pagesWithBar.length).toBeGreaterThan(products.length);
  for (const route of pagesWithBar) {
    await page.setViewportSize({ width: 320, height: 844 });
    expect((await page.goto(route))?.status(), route).toBe(200);
    // Each page opened once, then laid out again at the wider phone, still at the top.
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const at = (what: string) => `${route} at ${width} px: ${what}`;
      const current = bar(page).locator('[aria-current="page"]');
      await expect(current, at('the current tab')).toHaveCount(1);
      const box = (await current.boundingBox())!;
      expect(box.x, at("the current tab's left edge")).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, at("the current tab's right edge")).toBeLessThanOrEqual(width);
      expect(box.y + box.height, at('the current tab is in the first screen')).toBeLessThanOrEqual(844);
      // Nothing is hidden in a scrolling box: the tab's middle is the tab itself.
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[aria-current="page"]') !== null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(hit, at('the current tab is not covered or clipped')).toBe(true);
      const layout = await bar(page).evaluate((nav) => {
        const tabs = [...nav.querySelectorAll('a')];
        return {
          rows: new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
          cases: [...new Set(tabs.map((tab) => getComputedStyle(tab).textTransform))],
          belowHeading: nav.getBoundingClientRect().top >= document.querySelector('main h1')!.getBoundingClientRect().bottom,
        };
      });
      expect(layout.rows, at('rows of tabs')).toBeLessThanOrEqual(2);
      expect(layout.cases, at("the tabs' case")).toEqual(['none']);
      expect(layout.belowHeading, at('the bar is below the heading')).toBe(true);
    }
  }
});
