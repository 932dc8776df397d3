// Nothing scrolls sideways on a small phone, even when an editor types a very long word, and
// nothing moves when the islands take over from the server-rendered page.
import { expect, test } from '@playwright/test';
import { contentRoutes, listings, products, productsOf, someOf } from '../fixtures/site-content';
import { addressLines, emptyBesideRows } from '../fixtures/page-probes';

const NARROW = { width: 320, height: 640 };
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(8);

test.use({ viewport: NARROW });

// Every route in one page, one after another: a page of its own per route would cost more to open than the check.
// Each e-mail address on it (footer, contact list, staff cards) takes at most two lines: an
// address broken over three, in large type, is hard to read out or copy.
test(`every route fits 320 px, with a ${LONG_WORD.length}-character word in every kind of text; e-mail addresses take two lines at most`, async ({
  page,
}) => {
  const routes = someOf(contentRoutes, 'pages');
  test.setTimeout(30_000 + routes.length * 1_500);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  let addresses = 0;
  for (const route of routes) {
    expect((await page.goto(route))?.status(), route).toBe(200);
    expect.soft(await pageWidth(), `${route}: page width`).toBeLessThanOrEqual(NARROW.width);
    for (const { address, lines } of await page.evaluate(addressLines)) {
      addresses += 1;
      expect.soft(lines.length, `${route}: lines taken by ${address}`).toBeLessThanOrEqual(2);
    }
    // What an editor can type reaches these elements; put the long word into each kind.
    const filled = await page.evaluate((word) => {
      const kinds = [
        'main h1',
        'main h2',
        'main h3',
        'main h4',
        'main p',
        'main li',
        'main td',
        'main th',
        'main dd',
        'main a',
        'main figcaption',
        'footer li',
      ];
      let count = 0;
      for (const selector of kinds) {
        const element = document.querySelector(selector);
        if (element && !element.closest('astro-island')) {
          element.append(` ${word}`);
          count += 1;
        }
      }
      return count;
    }, LONG_WORD);
    expect.soft(filled, `${route}: kinds of text given the long word`).toBeGreaterThan(2);
    expect.soft(await pageWidth(), `${route}: page width with the long word`).toBeLessThanOrEqual(NARROW.width);
  }
  expect(addresses, 'e-mail addresses shown').toBeGreaterThan(0);
});

// The header's Menu link stands in for the button until the menu island hydrates; a narrower
// stand-in once made the company name re-wrap at about 412 px, the width Lighthouse emulates.
for (const width of [320, 412, 600, 1280]) {
  test(`nothing moves while the islands hydrate at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // Each shift, with what moved (tag and class) from where to where, so a failure says where to look.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
      const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
      const describe = (node?: Node | null) =>
        node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          shifts.push(
            `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => `${describe(source.node)} [${box(source.previousRect)}] → [${box(source.currentRect)}]`).join(', ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const route of ['/', products[0]!.data.path, '/conedose-calculator']) {
      expect((await page.goto(route))?.status(), route).toBe(200);
      await expect(page.locator('astro-island[ssr]:not([component-url*="MobileMenu"])')).toHaveCount(0);
      if (width < 1200) await expect(page.locator('button.menu-button')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), route).toEqual([]);
    }
  });
}

// The card grid once ran straight into the "Get in Touch" box below it on the listings at desktop
// width; the cards and the box need clear space between them at every width.
// Each listing is opened once, at the desktop width and then a phone's (the layout follows the width
// through CSS alone).
const LISTINGS = listings.filter(({ id }) => productsOf(id).length > 0).map(({ data }) => data.href);
test('the cards stand clear of the Get in Touch box at 1280 and 390 px', async ({ page }) => {
  expect(LISTINGS.length).toBeGreaterThan(0);
  for (const route of LISTINGS) {
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await page.goto(route))?.status(), route).toBe(200);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const cardsBottom = await page
        .locator('main li h2 > a')
        .evaluateAll((links) => Math.max(...links.map((link) => link.closest('li')!.getBoundingClientRect().bottom)));
      const box = await page.getByRole('complementary', { name: 'Get in Touch' }).boundingBox();
      expect(Number.isFinite(cardsBottom), `${route} has cards`).toBe(true);
      expect(box!.y - cardsBottom, `${route} at ${width} px: space between the last card and the box`).toBeGreaterThanOrEqual(16);
      // A comparison wider than the screen says in words that it scrolls; one that fits says nothing.
      const frame = page.getByRole('region', { name: /compared/ });
      if ((await frame.count()) > 0) {
        const scrolls = await frame.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
        await expect(page.locator('.scroll-hint'), `${route} at ${width} px: the words that the table scrolls`).toBeVisible({
          visible: scrolls,
        });
      }
    }
  }
});

// On a desktop the home page fills its width: no row leaves more than a third of it empty beside a
// single column (a text, a video, one testimonial): such sections share a row two by two.
test('at 1280 px no row of the home page leaves more than a third of its width empty', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.goto('/'))?.status()).toBe(200);
  const rows = await page.evaluate(emptyBesideRows);
  expect(rows.length, 'rows of the home page').toBeGreaterThan(2);
  for (const { row, empty } of rows) expect.soft(empty, `"${row}": share of the width left empty`).toBeLessThanOrEqual(1 / 3);
});
