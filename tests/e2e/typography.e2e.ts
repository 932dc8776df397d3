// Every page at a small phone, a phone and a desktop: a full-page screenshot of each for people to
// look at when asked (`npm run screenshots`: test-results/screenshots/<route>-<width>.jpg), and no word split across two lines
// anywhere on it, header, footer and calculator included. A word is a run of characters between
// spaces in one text node: a non-breaking space keeps "Mt Maunganui" one word, a <wbr> lets an
// e-mail address break where it is placed, and a break after a hyphen is a hyphen's own. More:
// an e-mail address breaks only after its @; a figure ("About 50%", "10.5-12.5%") stays whole on
// one line inside its chip or cell; every figure of the product entries with its whole unit
// ("1-2.5 kg/day", "11.5 MJ ME/kg DM", "25 kg bags": tests/fixtures/figures.ts) is on one line
// wherever it shows; every phone number a link shows is on one line inside its box, as it is and
// written as the longest a number gets ("0800 555 0199"), at 1400 px too; a map's labels are
// whole, apart and at least 14 px from a phone's width up; no line of running text ends early, as at a hard line break;
// and at 1280 px every grid of cards, laid out again with 1 to 12 cards, fills its rows with no
// card alone under a fuller row and each row centred (src/lib/design/card-rows.ts). A staff
// card's portrait (a photo, or the person's initials) is a circle at every width: a long e-mail
// address beside it once squeezed the photos into ovals.
// Each route is opened once, at the desktop width, and then narrowed to each phone width (the
// layout follows the width through CSS alone; the menu island hydrates when the width drops below
// the desktop's), so one page load serves all three widths.
// With UPDATE_DOCS_IMAGES=1 the pages docs/tests.md shows are also saved over docs/images/site-*.jpg.
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CARD_ROW_LIMITS, cardRowClasses, type CardRowKind } from '../../src/lib/design/card-rows.ts';
import {
  addressLines,
  gridsWithEveryCount,
  linesEndingEarly,
  mapLabelFaults,
  phoneNumberFaults,
  splitFigures,
  splitPhrases,
} from '../fixtures/page-probes.ts';
import { LONGEST_NUMBER, entryFigures } from '../fixtures/figures.ts';
import { pagePath } from '../../src/conventions/paths.ts';
import { contentRoutes, pages, products, someOf } from '../fixtures/site-content.ts';

/** Widest first: a page opened at a phone's width and widened would keep pictures chosen for the phone. */
const WIDTHS = [1280, 390, 320];
/** A wide desktop, where the office's longest free phone once split on Contact Us: its numbers are checked there too. */
const WIDE = 1400;
const viewportOf = (width: number) => ({ width, height: width < 1000 ? 844 : 800 });
const NOT_FOUND = '/no-such-paddock';
// The content's routes, whatever it holds (the spec's own list is checked in tests/spec).
const ROUTES = [...someOf(contentRoutes, 'pages'), NOT_FOUND, '/offline'];
const SHOTS = 'test-results/screenshots';
/** The pages that list the staff, each card with its portrait. */
const STAFF_PAGES = pages
  .filter(({ data }) => data.sections.some((section) => section.type === 'list' && section.list === 'staff'))
  .map(({ id }) => pagePath(id));
/** The pages docs/tests.md shows, at a phone's and a desktop's width. */
const DOCS_ROUTES = ['/', products[0]!.data.path, '/contact-us', '/conedose-calculator'];
const DOCS_WIDTHS = [390, 1280];
const updateDocs = process.env['UPDATE_DOCS_IMAGES'] === '1';
/** The screenshots are for people, taken when asked (`npm run screenshots`): a quarter of this file's time, which no check needs. */
const screenshots = process.env['SCREENSHOTS'] === '1' || updateDocs;
/**
 * With TYPOGRAPHY_FONT_DIR, a folder holding a font's Regular and Bold TTF files (Debian's
 * fonts-roboto-unhinted has Roboto's, the type of Android phones), every page is set in that font
 * before it is measured: a reviewer's phone breaks lines where the test machine's font does not.
 */
const fontDir = process.env['TYPOGRAPHY_FONT_DIR'];
function fontFaces(dir: string): string {
  const files = readdirSync(dir);
  const face = (weight: number, style: RegExp) => {
    const file = files.find((name) => style.test(name));
    if (!file) throw new Error(`TYPOGRAPHY_FONT_DIR ${dir} has no ${style.source} TTF file`);
    return `@font-face{font-family:TestFont;font-weight:${weight};src:url(data:font/ttf;base64,${readFileSync(join(dir, file)).toString('base64')})}`;
  };
  return `${face(400, /-Regular\.ttf$/)}${face(700, /-Bold\.ttf$/)}:root{--font-body:TestFont}`;
}

/** The classes of each kind of grid for 1 to 12 cards, for the grids laid out again at 1280 px. */
const GRID_CLASSES = Object.fromEntries(
  (Object.keys(CARD_ROW_LIMITS) as CardRowKind[]).map((kind) => [
    kind,
    Array.from({ length: 12 }, (_, index) => cardRowClasses(index + 1, kind)),
  ]),
);

/** What is wrong with a grid's rows as laid out: a card alone under a fuller row, a row off centre, cards of two widths, a first row short of the grid's width. */
function rowFaults({ count, rows }: ReturnType<typeof gridsWithEveryCount>[number]): string[] {
  const faults: string[] = [];
  const sizes = rows.map(({ cards }) => cards);
  // A column of one card to a row (a gallery's photos beside Get in Touch) leaves none alone: only a fuller row above does.
  if (rows.length > 1 && sizes.at(-1) === 1 && sizes.at(-2)! > 1) faults.push(`one card alone on the last row (${sizes.join(' + ')})`);
  if (sizes.some((size, index) => index > 0 && size > sizes[index - 1]!))
    faults.push(`a row fuller than the one above (${sizes.join(' + ')})`);
  if (rows.some(({ left, right }) => Math.abs(left - right) > 1)) faults.push(`a row off centre (${sizes.join(' + ')})`);
  if (new Set(rows.flatMap(({ widths }) => widths)).size > 1) faults.push('cards of different widths');
  if (rows[0] && (rows[0].left > 1 || rows[0].right > 1)) faults.push(`a first row of ${rows[0].cards} short of the grid's width`);
  return faults.map((fault) => `${count} cards: ${fault}`);
}

/** "/" is "home", other slashes become dashes. */
const shotName = (route: string, width: number) => `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${width}`;

/** Each word whose characters sit on more than one line, with the element holding it. */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript')) continue;
      // Pieces between ordinary white space, each split once more after a hyphen or dash.
      for (const match of text.matchAll(/[^ \t\n\r\f]+/g)) {
        for (const piece of match[0].matchAll(/[^-\u2013\u2014]+[-\u2013\u2014]*|[-\u2013\u2014]+/g)) {
          const start = match.index + piece.index;
          range.setStart(node, start);
          range.setEnd(node, start + piece[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
          if (rects.length < 2) continue;
          const first = rects[0]!;
          if (rects.some((rect) => Math.abs(rect.top - first.top) > first.height / 2)) {
            const where = parent.closest('[class]')?.className || parent.tagName.toLowerCase();
            found.push(`"${match[0]}" in <${parent.tagName.toLowerCase()}> (${String(where).split(' ')[0]})`);
          }
        }
      }
    }
    return found;
  });
}

test.describe.configure({ mode: 'parallel' });

for (const route of ROUTES) {
  test(`${route}: no word breaks across lines at ${WIDTHS.join(', ')} px${screenshots ? '; screenshots saved' : ''}`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    const broken: string[] = [];
    await page.setViewportSize(viewportOf(WIDE));
    // A missing page would show the not-found page, whose words would pass for the route's.
    expect((await page.goto(route))?.status(), route).toBe(route === NOT_FOUND ? 404 : 200);
    if (fontDir) {
      await page.addStyleTag({ content: fontFaces(fontDir) });
      await page.evaluate(() => document.fonts.ready);
    }
    for (const stress of [undefined, LONGEST_NUMBER])
      broken.push(...(await page.evaluate(phoneNumberFaults, stress)).map((fault) => `${route} at ${WIDE} px: ${fault}`));
    for (const width of WIDTHS) {
      await page.setViewportSize(viewportOf(width));
      // Islands drop `ssr` once hydrated; the menu island hydrates only below desktop width.
      await expect(
        page.locator(width < 1200 ? 'astro-island[ssr]' : 'astro-island[ssr]:not([component-url*="MobileMenu"])'),
        `${route} at ${width} px: islands hydrated`,
      ).toHaveCount(0);
      const at = (what: string) => `${route} at ${width} px: ${what}`;
      broken.push(...(await brokenWords(page)).map(at));
      for (const { address, lines } of await page.evaluate(addressLines)) {
        if (lines.length > 1 && (lines.length > 2 || !lines[0]!.endsWith('@')))
          broken.push(at(`${address} breaks as "${lines.join(' / ')}"`));
      }
      broken.push(...(await page.evaluate(splitFigures)).map(at));
      // Every figure of the entries whole with its unit, wherever it shows, and every phone number
      // on one line in its box, also as long as a number gets.
      broken.push(...(await page.evaluate(splitPhrases, entryFigures)).map(at));
      broken.push(...(await page.evaluate(phoneNumberFaults, undefined)).map(at));
      broken.push(...(await page.evaluate(phoneNumberFaults, LONGEST_NUMBER)).map((fault) => at(`written ${LONGEST_NUMBER}, ${fault}`)));
      // A map's labels whole, apart and readable: 14 px type from a phone's width up.
      broken.push(...(await page.evaluate(mapLabelFaults, width < 390 ? 12 : 14)).map((fault) => at(`on the map, ${fault}`)));
      broken.push(...(await page.evaluate(linesEndingEarly)).map((line) => at(`a line ends early: ${line}`)));
      const portraits = await page
        .locator('.staff-card .portrait')
        .evaluateAll((elements) => elements.map((element) => ({ width: element.clientWidth, height: element.clientHeight })));
      if (STAFF_PAGES.includes(route)) expect(portraits.length, at('staff portraits')).toBeGreaterThan(0);
      broken.push(
        ...portraits.filter(({ width, height }) => width !== height).map((size) => at(`a staff portrait is ${JSON.stringify(size)}`)),
      );
      if (screenshots) {
        // Lazy pictures load for the screenshot: every picture loaded (or failed) before it is taken.
        await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        // Decoded too: a full-page capture does not wait for pictures below the screen to be drawn.
        await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
        // JPEG: a third of the time a full-page PNG takes to encode, over about a hundred pages.
        await page.screenshot({ path: `${SHOTS}/${shotName(route, width)}.jpg`, fullPage: true, type: 'jpeg', quality: 85 });
      }
      if (updateDocs && DOCS_ROUTES.includes(route) && DOCS_WIDTHS.includes(width)) {
        const name = route === DOCS_ROUTES[1] ? `product-${width}` : shotName(route, width);
        await page.screenshot({ path: `docs/images/site-${name}.jpg`, fullPage: true, type: 'jpeg', quality: 70 });
      }
      if (width === 1280) {
        const layouts = await page.evaluate(gridsWithEveryCount, GRID_CLASSES);
        expect(layouts, at('every grid laid out with 1 to 12 cards')).toHaveLength((await page.locator('.card-rows:visible').count()) * 12);
        for (const layout of layouts) broken.push(...rowFaults(layout).map((fault) => at(`${layout.grid} with ${fault}`)));
      }
    }
    expect(broken, broken.join('\n')).toEqual([]);
  });
}
