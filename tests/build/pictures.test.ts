// Pictures in the built pages: every page a visitor can share names a picture for its link
// preview, its own or the site's; a product page loads its picture first and no other. Which
// picture each should be comes from the content (tests/fixtures/site-content.ts).
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attribute, elements as elementsOf, type HtmlElement } from '../../src/lib/built/built-site.ts';
import { findServedFile, listPages } from '../../src/integrations/built-files.ts';
import { SHARE_CARD_PATH, pagePath } from '../../src/conventions/paths.ts';
import { sectionsShown } from '../../src/lib/content/sample-values.ts';
import { sectionPicture } from '../../src/schemas/section-kinds.ts';
import { DIST, readPage } from '../../scripts/lib/site-metrics.ts';
import { gridPictures } from '../../src/lib/design/picture-choice.ts';
import { categories, contentRoutes, pages, products, productsOf, settings } from '../fixtures/site-content.ts';

/** The stem of a picture's file as an entry names it (../../assets/products/pke.jpg → pke): Astro keeps it in the files it writes. */
const stem = (photo: { src: unknown } | undefined) => (photo ? basename(String(photo.src), extname(String(photo.src))) : undefined);

const meta = (elements: HtmlElement[], property: string) =>
  elements.filter((el) => el.tagName === 'meta' && attribute(el, 'property') === property).map((el) => attribute(el, 'content'));

// Every page of the site but the editor and the pages at old addresses (each only sends the visitor on).
const sharedPages = listPages(DIST).filter(({ file }) => {
  if (file.startsWith('admin')) return false;
  return !/<meta http-equiv="refresh"/.test(readFileSync(join(DIST, file), 'utf8'));
});

describe('link previews', () => {
  it('cover every content route', () => {
    expect(sharedPages.length).toBeGreaterThan(contentRoutes.length - 1);
    for (const route of contentRoutes) expect(sharedPages.map(({ path }) => path)).toContain(route);
  });

  it.each(sharedPages)('$path names one og:image: an absolute JPEG address in the build, 1200 × 630, with its words', async ({ file }) => {
    const { elements } = readPage(join(DIST, file));
    const images = meta(elements, 'og:image');
    expect(images).toHaveLength(1);
    const url = new URL(images[0]!);
    expect(url.origin).toBe(new URL(settings.url).origin);
    const built = join(DIST, decodeURIComponent(url.pathname));
    expect(existsSync(built), `${url.pathname} is in dist/`).toBe(true);
    const { format, width, height } = await sharp(built).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(meta(elements, 'og:image:width')).toEqual(['1200']);
    expect(meta(elements, 'og:image:height')).toEqual(['630']);
    expect(meta(elements, 'og:image:alt')[0]).toMatch(/\S/);
  });

  const previewOf = (path: string) => new URL(meta(readPage(findServedFile(path, DIST)!).elements, 'og:image')[0]!).pathname;
  // Without a site picture, the card drawn from the settings.
  const siteStem = stem(settings.picture) ?? basename(SHARE_CARD_PATH, extname(SHARE_CARD_PATH));

  it('shows a product\u2019s own picture, else its category\u2019s, else the site picture or card', () => {
    expect(products.length).toBeGreaterThan(0);
    for (const { data } of products) {
      const category = categories.find(({ id }) => id === data.category)!;
      const wanted = stem(data.photo) ?? stem(category.data.photo) ?? siteStem;
      expect(basename(previewOf(data.path)), data.path).toMatch(new RegExp(`^${wanted}\\.`));
    }
  });

  it('shows a fixed page\u2019s main picture, else the first picture of its sections, else the site picture or card', () => {
    let checked = 0;
    for (const page of pages) {
      const path = pagePath(page.id);
      if (!contentRoutes.includes(path)) continue;
      // Each kind of section's own rule for the picture it lends its page (src/schemas/section-kinds.ts).
      const own = [page.data.mainPicture, ...sectionsShown(page.data).map(sectionPicture)].find(Boolean);
      expect(basename(previewOf(path)), path).toMatch(new RegExp(`^${stem(own) ?? siteStem}\\.`));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('pictures on product pages', () => {
  it.each(products.map(({ data }) => ({ path: data.path, data })))(
    '$path: its picture alone loads first; every picture has its size; the rest wait until scrolled to',
    ({ path, data }) => {
      // Its own photo, or the sample's drawing while every product of its listing has one; else its label.
      const siblings = productsOf(data.category);
      const shown = gridPictures(siblings.map((sibling) => sibling.data))[siblings.findIndex((sibling) => sibling.data.path === path)]!;
      const picture = shown.kind === 'panel' ? undefined : shown.photo;
      const main = readPage(findServedFile(path, DIST)!).elements.find((el) => el.tagName === 'main')!;
      const images = [...elementsOf(main)].filter((el) => el.tagName === 'img');
      for (const image of images) {
        expect(Number(attribute(image, 'width')), `${path}: an img has a width`).toBeGreaterThan(0);
        expect(Number(attribute(image, 'height')), `${path}: an img has a height`).toBeGreaterThan(0);
      }
      const eager = images.filter((image) => attribute(image, 'loading') !== 'lazy');
      if (!picture) {
        expect(eager).toEqual([]);
        return;
      }
      expect(eager.map((image) => attribute(image, 'alt'))).toEqual([picture.alt]);
      expect(attribute(eager[0]!, 'fetchpriority')).toBe('high');
      // Shown 4:3, as every product and category picture is.
      expect(Number(attribute(eager[0]!, 'width')) * 3).toBe(Number(attribute(eager[0]!, 'height')) * 4);
    },
  );
});
