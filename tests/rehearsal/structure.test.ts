// What the site does with each structural change the go-live rehearsal makes
// (tests/fixtures/go-live.ts), checked on the rehearsal's build. Run by `npm run rehearse`, which
// points CONTENT_DIR and DIST_DIR at the rehearsal. Changes the build refuses instead (a category
// removed while a product is still in it, a link left to a removed page, a renamed depot someone
// is still based at, a former address another page still has) are cases of the bad-entry corpus,
// tests/fixtures/bad-entries/structure-*.yaml.
import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPages } from '../../src/integrations/built-files.ts';
import { DIST, findServedFile } from '../../scripts/lib/site-metrics.ts';
import { REHEARSAL_REPO, structuralCases as cases } from '../fixtures/go-live.ts';
import { categories, contentRoutes, oldPaths, pausedProducts, products, productsOf } from '../fixtures/site-content.ts';

const html = (path: string) => readFileSync(findServedFile(path, DIST)!, 'utf8');
const redirectLines = readFileSync(join(DIST, '_redirects'), 'utf8').split('\n');
const everyPage = listPages(DIST).map(({ file }) => readFileSync(join(DIST, file), 'utf8'));
const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
const linksTo = (path: string) => new RegExp(`href="${path}(?:[?#][^"]*)?"`);

describe('a category removed with its products', () => {
  const { id, path, formerPaths } = cases.categoryRemoved;

  it('is gone from the content, and its page from the site', () => {
    expect(categories.map((category) => category.id)).not.toContain(id);
    expect(findServedFile(path, DIST)).toBeNull();
  });

  it('leaves no old address, redirect line or link leading to it', () => {
    for (const gone of [path, ...formerPaths]) {
      expect(oldPaths.map(([from]) => from)).not.toContain(gone);
      expect(redirectLines.filter((line) => line.startsWith(`${gone} `) || line.includes(` ${gone} `))).toEqual([]);
      expect(everyPage.filter((page) => linksTo(gone).test(page))).toHaveLength(0);
    }
  });
});

describe('a category added', () => {
  const { id, path } = cases.categoryAdded;
  const barOrder = categories.map((category) => category.data.path);

  it('has its listing, a card on /products, a tab on the bar in its order, and a sitemap entry', () => {
    expect(findServedFile(path, DIST)).not.toBeNull();
    expect(html('/products')).toMatch(linksTo(path));
    const bar = html(path).match(/<nav[^>]*aria-label="Product categories"[\s\S]*?<\/nav>/)![0];
    const tabs = [...bar.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(tabs).toEqual(['/products', ...barOrder]);
    expect(sitemap).toContain(`${path}</loc>`);
    expect(productsOf(id).length).toBeGreaterThan(0);
  });
});

describe('the new business\u2019s own categories on the home page', () => {
  // Each added category brought its own picture (tests/fixtures/go-live.ts): its tile shows it.
  const tiles = html('/').match(/<ul class="category-tiles[\s\S]*?<\/ul>/)?.[0] ?? '';

  it.each([cases.categoryAdded, cases.emptyCategory])('$id has a tile with its own picture, leading to its listing', ({ id, path }) => {
    const photo = categories.find((category) => category.id === id)?.data.photo;
    expect(photo, `${id} has a picture in the content`).toBeDefined();
    const tile = tiles.match(new RegExp(`<a href="${path}"[\\s\\S]*?</a>`))?.[0];
    expect(tile, `a tile leads to ${path}`).toBeDefined();
    expect(tile).toMatch(new RegExp(`/_astro/${basename(String(photo!.src), extname(String(photo!.src)))}\\.`));
  });
});

describe('pictures the business has and has not yet', () => {
  const tiles = html('/').match(/<ul class="category-tiles[\s\S]*?<\/ul>/)?.[0] ?? '';

  it('a category without a photo has its name on its colour among tiles with photos, not an icon', () => {
    const category = categories.find(({ id }) => id === cases.categoryWithoutPhoto.id)!;
    expect(category.data.photo).toBeUndefined();
    const tile = tiles.match(new RegExp(`<a href="${category.data.path}"[\\s\\S]*?</a>`))?.[0] ?? '';
    expect(tile).toMatch(/class="entry-panel panel-label"/);
    expect(tile).toContain(`>${category.data.tabLabel}<`);
    expect(tile).not.toContain('<img');
    expect(tiles).toContain('<img');
  });

  it('a video with no poster, on a site with no site picture, shows a plain panel', () => {
    const video = html(cases.videoWithoutPoster.page).match(/<div class="video"[\s\S]*?<\/iframe>/)?.[0] ?? '';
    expect(video).toContain('<iframe');
    expect(video).not.toContain('<img');
  });
});

describe('a product added by copying another', () => {
  const { id, from } = cases.productCopied;
  const copy = products.find((entry) => entry.id === id)!;
  const original = products.find((entry) => entry.id === from)!;

  it('has its own page and card, with the photo it was copied with', () => {
    expect(copy.data.photo?.src).toEqual(original.data.photo?.src);
    expect(contentRoutes).toContain(copy.data.path);
    const listing = categories.find((category) => category.id === copy.data.category)!.data.path;
    expect(html(listing)).toMatch(linksTo(copy.data.path));
    const file = basename(String(original.data.photo!.src), extname(String(original.data.photo!.src)));
    expect(html(copy.data.path)).toMatch(new RegExp(`/_astro/${file}\\.`));
  });
});

describe('a person added by copying another', () => {
  it('has a card of their own on the contact page, beside the one they were copied from', () => {
    const page = html('/contact-us');
    for (const id of [cases.personCopied.id, cases.personCopied.from]) {
      const name = id.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);
      expect(page).toContain(`>${name}</h4>`);
    }
  });
});

describe('a category with no products', () => {
  const { id, path } = cases.emptyCategory;

  it('keeps its page, on the bar and in the sitemap, with no cards', () => {
    expect(productsOf(id)).toEqual([]);
    const page = html(path);
    expect(page).not.toContain('<ul class="card-grid');
    expect(page).toContain('Get in Touch');
    expect(sitemap).toContain(`${path}</loc>`);
    expect(html('/products')).toMatch(linksTo(path));
  });
});

describe('a product moved to another category', () => {
  const { id, from, to } = cases.productMoved;
  const product = products.find((entry) => entry.id === id)!;

  it('is listed in its new category only, and its page marks the new tab', () => {
    expect(product.data.category).toBe(to);
    const toListing = categories.find((category) => category.id === to)!.data.path;
    const fromListing = categories.find((category) => category.id === from)!.data.path;
    expect(html(toListing)).toMatch(linksTo(product.data.path));
    expect(html(fromListing)).not.toMatch(linksTo(product.data.path));
    expect(html(product.data.path)).toMatch(new RegExp(`href="${toListing}"[^>]*aria-current="page"`));
  });
});

describe('a product given a new address', () => {
  const { old, now } = cases.productNewPath;

  it('is at its new address, and the old one answers 301 to it', () => {
    expect(contentRoutes).toContain(now);
    expect(findServedFile(old, DIST)).not.toBe(findServedFile(now, DIST));
    expect(oldPaths).toContainEqual([old, now]);
    expect(redirectLines).toContain(`${old} ${now} 301`);
  });
});

describe('a product removed', () => {
  const { old, leadsTo } = cases.productRemoved;

  it('has no page, and its address leads to its listing, as its category\u2019s former address', () => {
    expect(contentRoutes).not.toContain(old);
    expect(oldPaths).toContainEqual([old, leadsTo]);
    expect(redirectLines).toContain(`${old} ${leadsTo} 301`);
  });
});

describe('a product paused', () => {
  const { id, old, leadsTo } = cases.productPaused;

  it('is in the content, but on no page, listing or sitemap entry of the site', () => {
    expect(pausedProducts.map((product) => product.id)).toContain(id);
    expect(contentRoutes).not.toContain(old);
    expect(everyPage.filter((page) => linksTo(old).test(page))).toHaveLength(0);
    expect(sitemap).not.toContain(`${old}</loc>`);
  });

  it('has its address lead to its category’s listing, in _redirects and the page at that address', () => {
    expect(oldPaths).toContainEqual([old, leadsTo]);
    expect(redirectLines).toContain(`${old} ${leadsTo} 301`);
    expect(html(old)).toContain(`url=${leadsTo}`);
  });
});

describe("a page's former addresses, as the business's old site had them", () => {
  const { page, added, removed } = cases.formerAddress;

  it('lead to the page, and one it takes out leads nowhere', () => {
    expect(oldPaths).toContainEqual([added, page]);
    expect(redirectLines).toContain(`${added} ${page} 301`);
    expect(html(added)).toContain(`url=${page}`);
    expect(oldPaths.map(([from]) => from)).not.toContain(removed);
    expect(redirectLines.join('\n')).not.toContain(`${removed} `);
  });
});

describe('a product out of stock', () => {
  const { id, badge, note } = cases.productOutOfStock;
  const product = products.find((entry) => entry.id === id)!;
  const listing = categories.find((category) => category.id === product.data.category)!.data.path;
  const badgeText = new RegExp(`<strong[^>]*>${badge}</strong>\\s*<span[^>]*>\\s*\u00b7 ${note}</span>`);

  it('keeps its page and card, each saying so in words', () => {
    expect(contentRoutes).toContain(product.data.path);
    expect(html(product.data.path)).toMatch(badgeText);
    const card = html(listing)
      .split('<li')
      .find((item) => linksTo(product.data.path).test(item));
    expect(card).toMatch(badgeText);
  });
});

describe('a notice current on the build day', () => {
  const { shownOn, notOn } = cases.notice;
  const banner = /<section class="notice[^"]*" aria-labelledby="notice-heading"/;

  it('shows on the pages it names, and on no other', () => {
    for (const path of shownOn) expect(html(path), path).toMatch(banner);
    expect(html(notOn)).not.toMatch(banner);
  });
});

describe('a staff group with nobody in it', () => {
  it('has no heading on the page that lists the staff', () => {
    expect(html('/contact-us')).not.toContain(`>${cases.emptyStaffGroup}</h3>`);
  });
});

describe('a staff group the business adds', () => {
  it('has its heading in its order, with its person under it', () => {
    const { name, before, person } = cases.newStaffGroup;
    const page = html('/contact-us');
    const [heading, next] = [page.indexOf(`>${name}</h3>`), page.indexOf(`>${before}</h3>`)];
    expect(heading).toBeGreaterThan(0);
    expect(next).toBeGreaterThan(heading);
    expect(page.slice(heading, next)).toContain(person);
  });
});

describe('a depot renamed', () => {
  it('is listed under its new name, and not its old one', () => {
    // Under its region's heading (h3), each depot's name is an h4.
    const page = html('/molasses');
    expect(page).toMatch(new RegExp(`>${cases.depotRenamed.now}</h4>`));
    expect(page).not.toMatch(new RegExp(`>${cases.depotRenamed.old}</h4>`));
  });
});

describe('every old address of the rehearsal', () => {
  it('lands on a page the build wrote', () => {
    for (const [from, to] of oldPaths) expect(findServedFile(to, DIST), `${from} → ${to}`).not.toBeNull();
  });
});

describe('the production build', () => {
  it('points the live editor at the repository it was given', () => {
    expect(readFileSync(join(DIST, 'admin/config.yml'), 'utf8')).toContain(`repo: ${REHEARSAL_REPO}`);
  });
});
