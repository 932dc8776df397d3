import { describe, expect, it } from 'vitest';
import {
  checkCatalogue,
  checkCategoryHrefs,
  checkProductCategories,
  checkProductPaths,
  isListingHref,
  routeFromPageFile,
  type CategoryRecord,
  type ProductRecord,
  type SiteRoutes,
} from '../../src/lib/catalogue-checks';
import { redirectMap } from '../../src/lib/redirects';

const CATEGORIES_FILE = 'src/content/categories.yaml';

const categories: CategoryRecord[] = [
  { file: CATEGORIES_FILE, id: 'dairy', href: '/products/dairy-feed', shortHref: '/dairy-feed' },
  { file: CATEGORIES_FILE, id: 'deer', href: '/products/deer-feed', shortHref: '/deer-feed' },
  { file: CATEGORIES_FILE, id: 'goat', href: '/products/goat-feed', shortHref: '/goat-feed' },
  { file: CATEGORIES_FILE, id: 'molasses', href: '/molasses' },
];

const products: ProductRecord[] = [
  { file: 'src/content/products/pke.md', path: '/dairy-feed/pke', category: 'dairy' },
  { file: 'src/content/products/supreme-deer-nuts.md', path: '/deer-feed', category: 'deer' },
  { file: 'src/content/products/goat-pellets.md', path: '/goat-feed/goat-pellets', category: 'goat' },
];

const routes: SiteRoutes = {
  fixedPages: ['/', '/products', '/molasses', '/contact-us'],
  redirectSources: [...redirectMap().keys()],
};

const product = (file: string, path: string, category = 'dairy'): ProductRecord => ({
  file: `src/content/products/${file}`,
  path,
  category,
});

describe('the site catalogue as shipped', () => {
  it('passes every check', () => {
    expect(() => checkCatalogue(products, categories, routes)).not.toThrow();
  });
});

describe('checkProductCategories', () => {
  it('names the file and the category field of a product whose category does not exist', () => {
    expect(() => checkProductCategories([...products, product('horse-cubes.md', '/horse-feed/horse-cubes', 'horses')], categories)).toThrow(
      'src/content/products/horse-cubes.md: category "horses" is not a category id; use one of dairy, deer, goat, molasses',
    );
  });
});

describe('checkProductPaths', () => {
  it('names both files when two products claim one path', () => {
    expect(() => checkProductPaths([...products, product('pke-blend.md', '/dairy-feed/pke')], categories, routes)).toThrow(
      'src/content/products/pke-blend.md: path "/dairy-feed/pke" is also claimed by src/content/products/pke.md',
    );
  });

  it('rejects a path that is a redirect source, so the redirect does not hide the page', () => {
    expect(() => checkProductPaths([product('goat-mix.md', '/goat-feed')], categories, routes)).toThrow(
      'src/content/products/goat-mix.md: path "/goat-feed" is a redirect source in src/lib/redirects.ts',
    );
    expect(() => checkProductPaths([product('old-pke.md', '/pages/palm-kernel')], categories, routes)).toThrow(
      /old-pke\.md: path "\/pages\/palm-kernel" is a redirect source/,
    );
  });

  it('rejects a path a fixed page already serves', () => {
    expect(() => checkProductPaths([product('molasses.md', '/molasses')], categories, routes)).toThrow(
      'src/content/products/molasses.md: path "/molasses" is already served by a page in src/pages',
    );
  });

  it('rejects a path a category listing already serves', () => {
    expect(() => checkProductPaths([product('dairy-mix.md', '/products/dairy-feed')], categories, routes)).toThrow(
      'src/content/products/dairy-mix.md: path "/products/dairy-feed" is also claimed by src/content/categories.yaml (category "dairy")',
    );
  });

  it('accepts a product at the same path as a category whose href is not a listing', () => {
    const deerWithoutListing = categories.map((category) => (category.id === 'deer' ? { ...category, href: '/deer-feed' } : category));
    expect(() => checkProductPaths(products, deerWithoutListing, routes)).not.toThrow();
  });
});

describe('checkCategoryHrefs', () => {
  it('names the file, the category and the href when no page serves the href', () => {
    const horses = { file: CATEGORIES_FILE, id: 'horses', href: '/horse-feed' };
    expect(() => checkCategoryHrefs([...categories, horses], products, routes)).toThrow(
      'src/content/categories.yaml (category "horses"): href "/horse-feed" is not served by any page',
    );
  });

  it('rejects a listing href deeper than the listing route serves', () => {
    const nested = { file: CATEGORIES_FILE, id: 'horses', href: '/products/horse-feed/all' };
    expect(() => checkCategoryHrefs([...categories, nested], products, routes)).toThrow(/href "\/products\/horse-feed\/all"/);
  });

  it('accepts an href served by a fixed page, a listing or a product page', () => {
    const deerToProductPage = categories.map((category) => (category.id === 'deer' ? { ...category, href: '/deer-feed' } : category));
    expect(() => checkCategoryHrefs(deerToProductPage, products, routes)).not.toThrow();
  });

  it('requires a shortHref to be a page or a redirect source', () => {
    const broken = categories.map((category) => (category.id === 'goat' ? { ...category, shortHref: '/goats' } : category));
    expect(() => checkCategoryHrefs(broken, products, routes)).toThrow(
      'src/content/categories.yaml (category "goat"): shortHref "/goats" is neither a page nor a redirect source',
    );
  });
});

describe('isListingHref', () => {
  it.each([
    ['/products/dairy-feed', true],
    ['/products', false],
    ['/products/dairy-feed/pke', false],
    ['/molasses', false],
  ])('%s → %s', (href, expected) => {
    expect(isListingHref(href)).toBe(expected);
  });
});

describe('routeFromPageFile', () => {
  it.each([
    ['/src/pages/index.astro', '/'],
    ['/src/pages/products.astro', '/products'],
    ['/src/pages/products/index.astro', '/products'],
    ['/src/pages/feed-trailers.md', '/feed-trailers'],
    ['/src/pages/robots.txt.ts', '/robots.txt'],
    ['/src/pages/[...product].astro', undefined],
    ['/src/pages/products/[listing].astro', undefined],
    ['/src/pages/_draft.astro', undefined],
  ])('%s → %s', (file, expected) => {
    expect(routeFromPageFile(file)).toBe(expected);
  });
});
