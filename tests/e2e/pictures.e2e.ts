// Pictures where a farmer looks for them, and the product page's essentials near its top: every
// product page opens with its picture (its own, else its category's) and has its PDF button in
// the first screen on a desktop and within a screen and a half on a phone; every listing card
// shows its product's picture and key figures; the home page has a tile for every category.
// Expectations come from the content (tests/fixtures/site-content.ts).
import { expect, test, type Locator } from '@playwright/test';
import { keyFigures } from '../../src/lib/content/key-figures';
import { categories, listings, pages, products, productsOf } from '../fixtures/site-content';

const categoryOf = (id: string) => categories.find((category) => category.id === id)!;

/** The picture of a product as the content gives it: its own photo, else its category's. */
const pictureOf = (product: (typeof products)[number]) => product.data.photo ?? categoryOf(product.data.category).data.photo;

/** A picture the browser has loaded, not just an element. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, pdfWithin: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, pdfWithin: 1.5 },
] as const;

for (const { name, viewport, pdfWithin } of screens) {
  test.describe(`product pages on a ${name} (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport });

    test(`every product shows its picture in the first screen and its PDF within ${pdfWithin} screen(s)`, async ({ page }) => {
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        const { data } = product;
        await page.goto(data.path);
        const picture = pictureOf(product);
        const main = page.getByRole('main');
        const shown = picture ? main.getByRole('img', { name: picture.alt, exact: true }) : main.locator('.entry-panel');
        await expect(shown, `${data.path}: its picture`).toHaveCount(1);
        const box = (await shown.boundingBox())!;
        expect(box.y + box.height, `${data.path}: the picture ends in the first screen`).toBeLessThanOrEqual(viewport.height);
        if (picture) {
          await expectLoaded(shown);
          await expect(shown).toHaveAttribute('loading', 'eager');
          await expect(shown).toHaveAttribute('fetchpriority', 'high');
        }
        if (data.specSheet) {
          const pdf = main.locator('a.pdf-link');
          const { y, height } = (await pdf.boundingBox())!;
          expect(y + height, `${data.path}: the PDF button's foot`).toBeLessThanOrEqual(viewport.height * pdfWithin);
        }
      }
    });
  });
}

test.describe('category listings', () => {
  test('every card shows its product\u2019s picture and key figures, however few products the listing has', async ({ page }) => {
    const withProducts = listings.filter(({ id }) => productsOf(id).length > 0);
    expect(withProducts.length).toBeGreaterThan(0);
    for (const { id, data } of withProducts) {
      await page.goto(data.href);
      for (const product of productsOf(id)) {
        const card = page.locator('main li', { has: page.getByRole('link', { name: product.data.name, exact: true }) });
        const picture = pictureOf(product);
        if (picture) await expectLoaded(card.getByRole('img', { name: picture.alt, exact: true }));
        else await expect(card.locator('.entry-panel')).toBeVisible();
        const figures = keyFigures(product.data, 2);
        await expect(card.locator('.key-figures dd')).toHaveText(figures.map(({ value }) => value));
        await expect(card.locator('.key-figures dt')).toHaveText(figures.map(({ label }) => label));
      }
    }
  });
});

test.describe('product page figures', () => {
  test('every product\u2019s key figures are its own, beside its picture', async ({ page }) => {
    let shown = 0;
    for (const { data } of products) {
      const figures = keyFigures(data);
      await page.goto(data.path);
      const list = page.locator('main .product-glance .key-figures');
      if (figures.length === 0) {
        await expect(list).toHaveCount(0);
        continue;
      }
      await expect(list.locator('dt')).toHaveText(figures.map(({ label }) => label));
      await expect(list.locator('dd')).toHaveText(figures.map(({ value }) => value));
      shown++;
    }
    expect(shown).toBeGreaterThan(0);
  });
});

test.describe('home page category tiles', () => {
  const tileSections = pages.flatMap(({ id, data }) =>
    data.sections.some((section) => section.type === 'category-tiles') ? [id === 'home' ? '/' : `/${id}`] : [],
  );

  test('a page shows the tiles', () => {
    expect(tileSections.length).toBeGreaterThan(0);
  });

  for (const path of tileSections) {
    test(`${path} has a tile for every category, in card order, each with its picture and leading to its listing`, async ({ page }) => {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const tiles = page.locator('main .category-tiles > li > a');
      const byCardOrder = [...categories].sort((a, b) => a.data.cardOrder - b.data.cardOrder);
      await expect(tiles).toHaveCount(byCardOrder.length);
      expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        byCardOrder.map(({ data }) => data.href),
      );
      await expect(tiles).toHaveText(byCardOrder.map(({ data }) => data.title));
      for (const [index, { data }] of byCardOrder.entries()) {
        const tile = tiles.nth(index);
        await tile.scrollIntoViewIfNeeded();
        if (data.photo) await expectLoaded(tile.locator('img'));
        else await expect(tile.locator('.entry-panel')).toBeVisible();
      }
    });
  }
});
