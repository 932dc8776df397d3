// Nothing scrolls sideways on a small phone, even when an editor types a very long word, and
// nothing moves when the islands take over from the server-rendered page.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { attribute } from '../../src/lib/built/built-site.ts';
import { listPages } from '../../src/integrations/built-files.ts';
import { DIST, readPage } from '../../scripts/lib/site-metrics.ts';
import { contentRoutes, listings, pages, products, productsOf, someOf } from '../fixtures/site-content.ts';
import { addressLines, emptyBesideRows, rowUsage } from '../fixtures/page-probes.ts';
import { timeFor } from '../fixtures/time.ts';

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
  test.setTimeout(timeFor(routes.length, 1_500));
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
const LISTINGS = listings.filter(({ id }) => productsOf(id).length > 0).map(({ data }) => data.path);
test('the cards stand clear of the Get in Touch box at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(timeFor(LISTINGS.length, 4_000));
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
// single column (a text, a video, one testimonial): such sections share a row when they are of
// about one length, and one alone sets its heading beside its words. Nor down its height: a short
// section beside a long one left its column empty under it ("Our blending facility", one sentence).
test('at 1280 px no row of the home page leaves more than a third of its width empty, across or down', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.goto('/'))?.status()).toBe(200);
  const rows = await page.evaluate(emptyBesideRows);
  expect(rows.length, 'rows of the home page').toBeGreaterThan(2);
  for (const { row, empty } of rows) expect.soft(empty, `"${row}": share of the width left empty`).toBeLessThanOrEqual(1 / 3);
  const usage = await page.evaluate(rowUsage);
  expect(usage).toHaveLength(rows.length);
  for (const { row, used } of usage) expect.soft(used, `"${row}": share of the width used, down its height`).toBeGreaterThanOrEqual(2 / 3);
});

// With no photo beside the heading, nothing that looks like a picture's frame stands there: the
// call and the products' button beside the words, on the page's own ground.
test('at 1280 px the home page shows no empty-looking box beside its heading when it has no photo', async ({ page }) => {
  const home = pages.find(({ id }) => id === 'home')!;
  test.skip(Boolean(home.data.mainPicture), 'the home page has a photo beside its heading');
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.goto('/'))?.status()).toBe(200);
  const boxes = await page.locator('main h1').evaluate((h1) => {
    const intro = h1.parentElement!;
    const page = getComputedStyle(document.body).backgroundColor;
    return [...intro.querySelectorAll('*')]
      .filter((element) => !element.closest('a, button') && element.getBoundingClientRect().left > h1.getBoundingClientRect().left + 100)
      .filter((element) => {
        const style = getComputedStyle(element);
        const tinted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== page;
        return tinted || parseFloat(style.borderTopWidth) > 0;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
  expect(boxes).toEqual([]);
});

// Every link to a part of a page (the home page's "Opening an account" to /contact-us#account, a
// mark on the map to its place's card) lands with that part's heading in view below the fixed
// header, at a phone's width and a desktop's: the targets as the built pages link them.
const inPageLinks = [
  ...new Set(
    listPages(DIST).flatMap(({ file }) =>
      readPage(join(DIST, file))
        .elements.filter((el) => el.tagName === 'a')
        .map((el) => attribute(el, 'href') ?? '')
        .filter((href) => /^\/[^#]*#[\w-]+$/.test(href) && !href.endsWith('#main')),
    ),
  ),
].sort();
test('every link to a part of a page lands with its heading below the header at 390 and 1280 px', async ({ page }) => {
  expect(inPageLinks.length, 'links to a part of a page').toBeGreaterThan(0);
  // Each page opened once per width; its parts reached as a link from the page itself reaches them.
  const byPage = Map.groupBy(inPageLinks, (href) => href.split('#')[0]!);
  test.setTimeout(timeFor(byPage.size, 4_000));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
    for (const [path, links] of byPage) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      for (const href of links) {
        const landed = await page.evaluate(async (id) => {
          scrollTo(0, 0);
          location.hash = '';
          location.hash = id;
          // The scroll, then the header turning compact after it.
          await new Promise((done) => setTimeout(done, 150));
          const target = document.getElementById(id);
          if (!target) return undefined;
          // The heading that names the part: the target itself, a heading it opens with, else the
          // last heading before it (a part under its section's heading).
          const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')];
          const opening = headings.find(
            (h) => target.contains(h) && h.getBoundingClientRect().top - target.getBoundingClientRect().top < 40,
          );
          const before = headings.filter((h) => h.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1);
          const heading = target.matches('h1, h2, h3, h4, h5, h6') ? target : (opening ?? before ?? target);
          const header = document.querySelector('header.site-header')!.getBoundingClientRect();
          const box = heading.getBoundingClientRect();
          return { name: heading.textContent?.trim(), top: box.top, bottom: box.bottom, below: header.bottom, screen: innerHeight };
        }, href.split('#')[1]!);
        expect.soft(landed, `${href} at ${width} px: its target`).toBeDefined();
        if (!landed) continue;
        expect
          .soft(landed.top, `${href} at ${width} px: "${landed.name}", under a header ending at ${landed.below}`)
          .toBeGreaterThanOrEqual(landed.below - 1);
        expect.soft(landed.bottom, `${href} at ${width} px: the heading in view`).toBeLessThanOrEqual(landed.screen);
      }
    }
  }
});
