import { expect, test, type Page } from '@playwright/test';
import { expectCurrentTab, openProductPage } from '../fixtures/product-page.ts';
import { timeFor } from '../fixtures/time.ts';

// The catalogue and its figures as the specification gives them, written out independently of the
// content files, against the baseline's build (tests/fixtures/baseline-site, dist-baseline/).

interface ProductExpectation {
  path: string;
  h1: string;
  /** The category tab marked current, and the listing the back link leads to. */
  tab: string;
  listing: string;
  /** Rows of the nutrition table, as "label value". */
  rows?: string[];
  /** Other feeding and nutrition figures that appear in the page text. */
  figures?: string[];
}

const DAIRY = { tab: 'Dairy', listing: '/products/dairy-feed' };
const CALF = { tab: 'Calf', listing: '/products/calf-feed' };

const products: ProductExpectation[] = [
  { path: '/dairy-feed/pke', h1: 'Palm Kernel Expeller (PKE)', ...DAIRY },
  { path: '/dairy-feed/maize-ddgs', h1: 'Maize DDGS', ...DAIRY, rows: ['Protein Over 30%'], figures: ['Up to 20% of daily intake'] },
  { path: '/dairy-feed/soy-bran-hulls', h1: 'Soya Hulls', ...DAIRY, rows: ['Crude protein 10.5-12.5%'] },
  {
    path: '/dairy-feed/soybean-meal',
    h1: 'Soybean Meal',
    ...DAIRY,
    rows: ['Protein About 50%', 'By-pass protein 35%', 'Degradable protein 65%', 'Essential amino acids 47.6%'],
    figures: ['0.5-2 kg/head/day', 'No maximum'],
  },
  { path: '/dairy-feed/crushed-grain', h1: 'Crushed Grain', ...DAIRY, figures: ['2-6 kg/cow/day', 'Bulk', '1-tonne bags'] },
  {
    path: '/dairy-feed/precalver-pellets',
    h1: 'Precalver Pellets',
    ...DAIRY,
    rows: ['Protein 12% min', 'Energy 11.5 MJ ME/kg DM', 'Magnesium 4.5% min', 'Calcium 1.0%', 'Phosphorus 0.5%'],
    figures: ['Start 2-3 weeks before calving at 2 kg/cow/day', '25kg bags', '1-tonne bags'],
  },
  { path: '/dairy-feed/high-energy-pellets', h1: 'High Energy Pellets', ...DAIRY, figures: ['2-5 g/cow/day'] },
  { path: '/dairy-feed/tapioca', h1: 'Tapioca', ...DAIRY },
  {
    path: '/dairy-feed/calf-grower-16',
    h1: 'Calf Grower 16%',
    ...CALF,
    rows: ['Protein 16% min', 'Energy 12 MJ', 'Fibre 12% max'],
    figures: ['1-2 kg/calf/day'],
  },
  {
    path: '/dairy-feed/calf-grower-20',
    h1: 'Calf Grower 20%',
    ...CALF,
    rows: ['Protein 20%', 'Energy 12.5 MJ', 'Fibre 10% max'],
    figures: ['1-2.5 kg/day'],
  },
  {
    path: '/dairy-feed/calf-blend-17',
    h1: 'Calf Blend 17%',
    ...CALF,
    rows: ['Protein 17%', 'Energy 12.2 MJ', 'Fibre 12% max'],
    figures: ['1-2 kg/day'],
  },
  {
    path: '/dairy-feed/calf-muesli-18',
    h1: 'Calf Muesli 18%',
    ...CALF,
    rows: ['Protein 18%', 'Energy 12.5 MJ', 'Fibre 10% max'],
    figures: ['Start from day 4', '1-2 kg/day', '25kg bags only'],
  },
  {
    path: '/dairy-feed/eco-calf-finisher',
    h1: 'Eco Calf Finisher',
    ...CALF,
    rows: ['Protein 15%', 'Energy 11.5 MJ', 'Fibre 15% max'],
    figures: ['1-2 kg/day'],
  },
  {
    path: '/chicken-feed/golden-layer-pellets',
    h1: 'Golden Layer Pellets',
    tab: 'Chicken',
    listing: '/products/chicken-feed',
    figures: ['Ad-lib from first lay at 16-19 weeks', 'About 125 g/hen/day', 'oyster shell grit'],
  },
  {
    path: '/goat-feed/goat-pellets',
    h1: 'Goat Pellets',
    tab: 'Goat',
    listing: '/products/goat-feed',
    figures: ['Up to 250 g/day', 'Start at 50 g and build over 10-14 days'],
  },
  {
    path: '/products/sheep-nuts',
    h1: 'Sheep Nuts',
    tab: 'Sheep',
    listing: '/products/sheep-feed',
    rows: ['Energy 12.5 MJME/kg DM', 'Protein 11.0% min', 'Fibre 7% max', 'Fat 5% max', 'Salt 1.5% max'],
    figures: ['60-120 g/day (one 40kg bag per 400 sheep)', 'Start 30-60 g in the first week', 'Storable up to 4 months'],
  },
  {
    path: '/deer-feed',
    h1: 'Supreme Deer Nuts',
    tab: 'Deer',
    listing: '/products/deer-feed',
    rows: ['Energy 12.5 MJME/kg DM', 'Crude protein 13.0% min', 'Fibre 6.9% max', 'Fat 5% max', 'Salt 1.0% max'],
    figures: [
      'Keep up to 4 months',
      '25 kg bags',
      'Bulk bags',
      'Bulk delivery',
      'Introduce over 1-2 weeks, starting at 250 g per day and increasing by 500-750 g',
      'Mature stock 1-2 kg per day',
      'ex store, exclusive of GST',
    ],
  },
];

const listings: { path: string; h1: string; tab: string; products: string[] }[] = [
  {
    path: '/products/dairy-feed',
    h1: 'Dairy Feed',
    tab: 'Dairy',
    products: [
      '/dairy-feed/pke',
      '/dairy-feed/maize-ddgs',
      '/dairy-feed/soy-bran-hulls',
      '/dairy-feed/soybean-meal',
      '/dairy-feed/crushed-grain',
      '/dairy-feed/tapioca',
      '/dairy-feed/precalver-pellets',
      '/dairy-feed/high-energy-pellets',
    ],
  },
  {
    path: '/products/calf-feed',
    h1: 'Calf Feed',
    tab: 'Calf',
    products: [
      '/dairy-feed/calf-grower-16',
      '/dairy-feed/calf-grower-20',
      '/dairy-feed/calf-blend-17',
      '/dairy-feed/calf-muesli-18',
      '/dairy-feed/eco-calf-finisher',
    ],
  },
  { path: '/products/sheep-feed', h1: 'Sheep Feed', tab: 'Sheep', products: ['/products/sheep-nuts'] },
  { path: '/products/deer-feed', h1: 'Deer Feed', tab: 'Deer', products: ['/deer-feed'] },
  { path: '/products/goat-feed', h1: 'Goat Feed', tab: 'Goat', products: ['/goat-feed/goat-pellets'] },
  { path: '/products/chicken-feed', h1: 'Chicken Feed', tab: 'Chicken', products: ['/chicken-feed/golden-layer-pellets'] },
];

const categoryCards = [
  ['Dairy', '/products/dairy-feed'],
  ['Molasses', '/molasses'],
  ['Calf', '/products/calf-feed'],
  ['Sheep', '/products/sheep-feed'],
  ['Deer', '/products/deer-feed'],
  ['Goat', '/products/goat-feed'],
  ['Chicken', '/products/chicken-feed'],
] as const;

const bar = (page: Page) => page.getByRole('navigation', { name: 'Product categories' });

/** The links of the cards in main (card headings are links; other h2s are not). */
const cardHrefs = (page: Page) => page.locator('main h2 > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

// The products, and the listings, each in turn in one page (a page of its own per entry would cost
// more to open than the checks); every assertion is soft and names the path, so one failure still
// reports every page that is wrong.
test.describe('product pages', () => {
  test(`the ${products.length} products each show their name and figures`, async ({ page }) => {
    test.setTimeout(timeFor(products.length, 3_000));
    for (const product of products) {
      const at = (what: string) => `${product.path}: ${what}`;
      await openProductPage(page, { ...product, name: product.h1 }, at);

      for (const row of product.rows ?? []) {
        await expect.soft(page.getByRole('table').getByRole('row', { name: row, exact: true }), at(`nutrition row ${row}`)).toHaveCount(1);
      }
      const text = await page.locator('main').innerText();
      for (const figure of product.figures ?? []) expect.soft(text, at(`figure ${figure}`)).toContain(figure);

      const pdfLinks = page.locator('main a[href$=".pdf"]');
      expect.soft(await pdfLinks.count(), at('spec sheet links')).toBeGreaterThan(0);
      for (const link of await pdfLinks.all()) {
        await expect.soft(link, at('spec sheet link target')).toHaveAttribute('target', '_blank');
        await expect.soft(link, at('spec sheet link rel')).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect.soft(page.locator('main a[href^="tel:"]').first(), at('a phone link')).toBeVisible();
    }
  });

  test('PKE links to Feed Trailers and Contact Us', async ({ page }) => {
    await page.goto('/dairy-feed/pke');
    await expect(page.locator('main a[href="/feed-trailers"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/contact-us"]').first()).toBeVisible();
  });

  test('High Energy Pellets has a telephone link and links to Contact Us and Feed Quality Declarations', async ({ page }) => {
    await page.goto('/dairy-feed/high-energy-pellets');
    await expect(page.locator('main a[href^="tel:+"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/contact-us"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/feed-quality-declarations"]').first()).toBeVisible();
  });

  test('Sheep Nuts says "one 40kg bag per 400 sheep" in the spec\u2019s words wherever it gives that figure', async ({ page }) => {
    for (const path of ['/products/sheep-nuts', '/products/sheep-feed']) {
      await page.goto(path);
      const text = await page.locator('main').innerText();
      const mentions = text.match(/400 sheep/g) ?? [];
      expect(mentions.length, path).toBeGreaterThan(0);
      expect(text.match(/one 40kg bag per 400 sheep/g)?.length, path).toBe(mentions.length);
    }
  });

  test('Supreme Deer Nuts carries its Premium Deer Feed Solutions strapline', async ({ page }) => {
    await page.goto('/deer-feed');
    await expect(page.locator('main')).toContainText('Premium Deer Feed Solutions');
  });
});

test.describe('category listings', () => {
  test(`the ${listings.length} listings each list exactly their products`, async ({ page }) => {
    for (const listing of listings) {
      const at = (what: string) => `${listing.path}: ${what}`;
      const response = await page.goto(listing.path);
      expect.soft(response?.status(), at('status')).toBe(200);
      await expect.soft(page.locator('h1'), at('h1')).toHaveText(listing.h1);
      await expectCurrentTab(page, listing.tab, listing.path);
      expect.soft(await cardHrefs(page), at('the cards, in order')).toEqual(listing.products);
    }
  });

  test('the deer listing’s card is Supreme Deer Nuts with its Premium Deer Feed Solutions blurb', async ({ page }) => {
    await page.goto('/products/deer-feed');
    const card = page.locator('main li', { has: page.getByRole('link', { name: 'Supreme Deer Nuts' }) });
    await expect(card).toContainText('Premium Deer Feed Solutions');
  });

  test('on the calf listing the Deer, Goat and Chicken tabs point to the short paths', async ({ page }) => {
    await page.goto('/products/calf-feed');
    await expect(bar(page).getByRole('link', { name: 'Deer' })).toHaveAttribute('href', '/deer-feed');
    await expect(bar(page).getByRole('link', { name: 'Goat' })).toHaveAttribute('href', '/goat-feed');
    await expect(bar(page).getByRole('link', { name: 'Chicken' })).toHaveAttribute('href', '/chicken-feed');
  });

  test('elsewhere the Deer, Goat and Chicken tabs point to the listings', async ({ page }) => {
    await page.goto('/products/dairy-feed');
    await expect(bar(page).getByRole('link', { name: 'Deer' })).toHaveAttribute('href', '/products/deer-feed');
    await expect(bar(page).getByRole('link', { name: 'Goat' })).toHaveAttribute('href', '/products/goat-feed');
    await expect(bar(page).getByRole('link', { name: 'Chicken' })).toHaveAttribute('href', '/products/chicken-feed');
  });
});

test.describe('/products', () => {
  test('shows the seven category cards in the spec\u2019s order, with the right links', async ({ page }) => {
    await page.goto('/products');
    expect(await cardHrefs(page)).toEqual(categoryCards.map(([, href]) => href));
    for (const [label, href] of categoryCards) {
      await expect(page.locator('main h2 > a', { hasText: label })).toHaveAttribute('href', href);
    }
  });

  test('marks ALL on the category bar, followed by the seven categories in order', async ({ page }) => {
    await page.goto('/products');
    await expectCurrentTab(page, 'All');
    await expect(bar(page).getByRole('link')).toHaveText(['All', 'Dairy', 'Calf', 'Sheep', 'Deer', 'Goat', 'Chicken', 'Molasses'], {
      ignoreCase: true,
    });
  });
});

test('the bar’s tabs are at least 44 px tall and wrap on a phone, every one on screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/products/calf-feed');
  const boxes = await bar(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes).toHaveLength(8);
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
  }
  // More than one line of tabs, none hidden in a scrolling box.
  expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBeGreaterThan(1);
  const list = bar(page).getByRole('list');
  expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('/molasses carries the bar with the Molasses tab marked', async ({ page }) => {
  await page.goto('/molasses');
  await expect(bar(page)).toHaveCount(1);
  await expectCurrentTab(page, 'Molasses');
});
