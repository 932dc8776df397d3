import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import {
  EDITOR_FILES,
  FAVICON_PATH,
  MANIFEST_PATH,
  PAGES_WITH_ROUTE_FILES,
  PREVIEW_PREFIX,
  PRODUCTS_PATH,
  SERVICE_WORKER_PATH,
  fileParam,
  isListingPath,
  listingName,
  isReservedPath,
  listingPath,
  normalisePath,
  pagePath,
  restParam,
  productPath,
} from '../../src/conventions/paths.ts';

describe('pages with a route file of their own', () => {
  // Every .astro file in src/pages without parameters that shows a page's copy, as the list names it.
  const pageFiles = readdirSync('src/pages')
    .filter((name) => name.endsWith('.astro') && !name.includes('['))
    .map((name) => name.replace(/\.astro$/, ''))
    .filter((name) => name !== 'admin')
    .map((name) => (name === 'index' ? 'home' : name));

  it('are exactly the files in src/pages that show a page entry', () => {
    expect([...PAGES_WITH_ROUTE_FILES].sort()).toEqual(pageFiles.sort());
    for (const id of PAGES_WITH_ROUTE_FILES) {
      const file = id === 'home' ? 'index' : id;
      expect(readFileSync(`src/pages/${file}.astro`, 'utf8'), file).toMatch(/requirePage\(site, /);
    }
  });
});

describe('listing and page paths', () => {
  it('serves /products/<name> as a listing, and nothing deeper or shallower', () => {
    expect(isListingPath('/products/dairy-feed')).toBe(true);
    expect(isListingPath('/products')).toBe(false);
    expect(isListingPath('/products/dairy-feed/pke')).toBe(false);
    expect(isListingPath('/molasses')).toBe(false);
  });

  it('serves the home page at / and every other page at /<id>', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('about-us')).toBe('/about-us');
  });

  it('keeps the paths of the site\u2019s own files', () => {
    for (const path of ['/index', '/404', '/admin', '/admin/config', '/offline', '/sitemap-0', '/_astro/x'])
      expect(isReservedPath(path), path).toBe(true);
    for (const path of ['/products', '/dairy-feed/pke', '/administration', '/indexes']) expect(isReservedPath(path), path).toBe(false);
  });

  it('keeps every file of its own the site builds, by the path it is built at', () => {
    const own = [FAVICON_PATH, MANIFEST_PATH, SERVICE_WORKER_PATH, `${PREVIEW_PREFIX}/pages/about-us`, ...Object.values(EDITOR_FILES)];
    for (const path of own) expect(isReservedPath(path.replace(/\.[^./]+$/, '')), path).toBe(true);
  });
});

describe('route parameters', () => {
  it('are the part of a path the route file names: a listing\u2019s name, a product\u2019s whole path, a PDF\u2019s path under the files folder', () => {
    expect(listingName('/products/dairy-feed')).toBe('dairy-feed');
    expect(restParam(productPath('/products/dairy-feed', 'pke'))).toBe('dairy-feed/pke');
    expect(fileParam('/files/declarations/fqd-2024.pdf')).toBe('declarations/fqd-2024.pdf');
  });
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/index.html', '/'],
    ['/products/', '/products'],
    ['/products.html', '/products'],
    ['/products/index.html', '/products'],
  ])('%j is %j', (input, output) => {
    expect(normalisePath(input)).toBe(output);
  });
});

describe('productPath', () => {
  it('puts a product under its category listing\u2019s name, or the last segment of its category\u2019s page', () => {
    expect(productPath(listingPath('dairy-feed'), 'pke')).toBe('/dairy-feed/pke');
    expect(productPath('/molasses', 'molasses-drum')).toBe('/molasses/molasses-drum');
    expect(productPath(PRODUCTS_PATH, 'hay')).toBe('/products/hay');
  });
});
