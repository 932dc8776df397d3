// Pictures where a farmer looks for them, and the product page's essentials near its top: every
// product page opens with its picture (its own photo, the sample's drawing while its whole listing
// has drawings, else its label) and has its PDF button in the first screen on a desktop and within
// a screen and a half on a phone; every listing card shows its product's picture and key figures;
// the home page has a tile for every category. Every grid reads as one design at 320, 390 and
// 1280 px: no drawing or icon beside a photo, no photo on two cards; a gallery's photos are each a
// third of the page wide on a desktop. Expectations come from the content
// (tests/fixtures/site-content.ts): on the shipped site, the rehearsal's and the copy with the
// business's photos (scripts/photo-site.ts).
import { basename, extname } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { keyFigures } from '../../src/lib/content/key-figures.ts';
import { gridPictures, isSamplePicture } from '../../src/lib/design/picture-choice.ts';
import { categories, listings, pages, products, productsOf, staffByGroup } from '../fixtures/site-content.ts';
import { timeFor } from '../fixtures/time.ts';

type Product = (typeof products)[number];

/** What a product's page and card show, as its listing's grid decides. */
const shownFor = (product: Product) => {
  const siblings = productsOf(product.data.category);
  return gridPictures(siblings.map(({ data }) => data))[siblings.findIndex(({ id }) => id === product.id)]!;
};

/** The picture a product's page and card show, or undefined for its label. */
const pictureOf = (product: Product) => {
  const shown = shownFor(product);
  return shown.kind === 'panel' ? undefined : shown.photo;
};

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
      test.setTimeout(timeFor(products.length, 2_000));
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        const { data } = product;
        await page.goto(data.path);
        const picture = pictureOf(product);
        const main = page.getByRole('main');
        const shown = picture ? main.getByRole('img', { name: picture.alt, exact: true }) : main.locator('.panel-label');
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
    test.setTimeout(timeFor(withProducts.length + products.length, 1_000));
    expect(withProducts.length).toBeGreaterThan(0);
    for (const { id, data } of withProducts) {
      await page.goto(data.path);
      for (const product of productsOf(id)) {
        const card = page.locator('main li', { has: page.getByRole('link', { name: product.data.name, exact: true }) });
        const picture = pictureOf(product);
        if (picture) await expectLoaded(card.getByRole('img', { name: picture.alt, exact: true }));
        else await expect(card.locator('.panel-label')).toContainText(product.data.name);
        const figures = keyFigures(product.data, 2);
        await expect(card.locator('.key-figures dd')).toHaveText(figures.map(({ value }) => value));
        await expect(card.locator('.key-figures dt')).toHaveText(figures.map(({ label }) => label));
      }
    }
  });
});

test.describe('product page figures', () => {
  test('every product\u2019s key figures are its own, beside its picture', async ({ page }) => {
    test.setTimeout(timeFor(products.length, 2_000));
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
        byCardOrder.map(({ data }) => data.path),
      );
      // Named by its category (a panel standing in for a photo repeats the name for the eye only).
      for (const [index, { data }] of byCardOrder.entries()) await expect(tiles.nth(index)).toHaveAccessibleName(data.title);
      const shown = gridPictures(byCardOrder.map(({ data }) => data));
      for (const [index, picture] of shown.entries()) {
        const tile = tiles.nth(index);
        await tile.scrollIntoViewIfNeeded();
        if (picture.kind !== 'panel') await expectLoaded(tile.locator('img'));
        else await expect(tile.locator('.entry-panel')).toBeVisible();
      }
    });
  }
});

/** Every grid of pictures on the page, each card's picture as the page shows it: its kind, and a photo's file. */
async function gridsOf(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('ul')]
      .map((list) =>
        [...list.children].flatMap((card) => {
          const img = card.querySelector<HTMLImageElement>('img.entry-photo, img.framed-image, img.portrait');
          if (img)
            return [
              { kind: 'img', file: new URL(img.currentSrc || img.src).pathname, alt: img.alt, width: img.getBoundingClientRect().width },
            ];
          if (card.querySelector('.entry-icon')) return [{ kind: 'icon', file: '', alt: '', width: 0 }];
          if (card.querySelector('.panel-label')) return [{ kind: 'panel', file: '', alt: '', width: 0 }];
          if (card.querySelector('.initials')) return [{ kind: 'initials', file: '', alt: '', width: 0 }];
          return [];
        }),
      )
      .filter((cards) => cards.length > 1),
  );
}

/** The content's pictures by file name: the sample's drawings (still listed in their entry's `sample`) and the business's photos. */
const pictureFiles = (() => {
  const drawings = new Set<string>();
  const photos = new Set<string>();
  const visit = (value: unknown, sample: readonly unknown[]): void => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, sample));
    else if (value && typeof value === 'object') {
      const { src } = value as { src?: unknown };
      if (typeof src === 'string') (isSamplePicture(sample, src) ? drawings : photos).add(basename(src, extname(src)));
      for (const child of Object.values(value)) visit(child, sample);
    }
  };
  for (const { data } of [...products, ...categories, ...pages, ...staffByGroup.flatMap(({ members }) => members)])
    visit(data, data.sample ?? []);
  return { drawings, photos };
})();

/** What a shown file is: the sample's drawing or the business's photo (the build names it after its original, then a hash). */
const kindOfFile = (file: string) => {
  const stem = basename(file).split('.')[0]!;
  return pictureFiles.drawings.has(stem) ? 'drawing' : pictureFiles.photos.has(stem) ? 'photo' : `unknown (${stem})`;
};

/** The pages with grids of pictures: the category tiles and cards, the listings, the staff and the galleries. */
const gridRoutes = [
  ...pages
    .filter(({ data }) =>
      data.sections.some(
        (section) =>
          section.type === 'category-tiles' ||
          section.type === 'gallery' ||
          ('list' in section && (section.list === 'categories' || section.list === 'staff')),
      ),
    )
    .map(({ id }) => (id === 'home' ? '/' : `/${id}`)),
  ...listings.filter(({ id }) => productsOf(id).length > 1).map(({ data }) => data.path),
];

for (const width of [320, 390, 1280]) {
  test.describe(`one design at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no grid shows a drawing or an icon beside a photo or a panel, or one photo on two cards', async ({ page }) => {
      test.setTimeout(timeFor(gridRoutes.length, 2_000));
      expect(gridRoutes.length).toBeGreaterThan(1);
      for (const route of gridRoutes) {
        await page.goto(route);
        for (const cards of await gridsOf(page)) {
          const kinds = cards.map(({ kind, file }) => (kind === 'img' ? kindOfFile(file) : kind));
          const where = `${route}: ${kinds.join(', ')}`;
          expect(
            kinds.filter((kind) => kind.startsWith('unknown')),
            where,
          ).toEqual([]);
          // The sample's drawings and icons show only where every card of the grid has one.
          if (kinds.includes('photo') || kinds.includes('panel'))
            expect(
              kinds.filter((kind) => kind === 'drawing' || kind === 'icon'),
              where,
            ).toEqual([]);
          const files = cards.filter(({ kind }) => kind === 'img').map(({ file }) => basename(file).split('.')[0]!);
          expect(
            files.filter((file, index) => files.indexOf(file) !== index),
            `${route}: a photo on two cards`,
          ).toEqual([]);
        }
      }
    });

    test('every category\u2019s round picture is a whole circle, however long the words beside it', async ({ page }) => {
      const routes = pages.filter(({ data }) => data.sections.some((section) => 'list' in section && section.list === 'categories'));
      expect(routes.length).toBeGreaterThan(0);
      for (const { id } of routes) {
        await page.goto(id === 'home' ? '/' : `/${id}`);
        const thumbs = await page
          .locator('.category-thumb')
          .evaluateAll((all) => all.map((thumb) => [thumb.getBoundingClientRect().width, thumb.getBoundingClientRect().height]));
        expect(thumbs.length).toBeGreaterThan(0);
        for (const [thumbWidth, thumbHeight] of thumbs) {
          expect(thumbWidth, `/${id}`).toBeGreaterThan(40);
          expect(thumbWidth, `/${id}`).toBeCloseTo(thumbHeight!, 0);
        }
      }
    });
  });
}

test.describe('a gallery on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const galleries = pages.filter(({ data }) => data.sections.some((section) => section.type === 'gallery'));

  test('shows each photo at least a third of the page\u2019s content wide', async ({ page }) => {
    expect(galleries.length).toBeGreaterThan(0);
    for (const { id } of galleries) {
      await page.goto(id === 'home' ? '/' : `/${id}`);
      const content = await page.locator('main').evaluate((main) => {
        const style = getComputedStyle(main);
        return main.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      });
      const photos = page.locator('main .gallery img');
      expect(await photos.count()).toBeGreaterThanOrEqual(2);
      for (const width of await photos.evaluateAll((images) => images.map((image) => image.getBoundingClientRect().width))) {
        expect(width, `/${id}: a gallery photo beside a content ${content} px wide`).toBeGreaterThanOrEqual(content / 3);
      }
    }
  });
});
