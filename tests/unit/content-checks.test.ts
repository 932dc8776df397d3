import { describe, expect, it } from 'vitest';
import { checkedRoutes, routeClaims, type SiteContent } from '../../src/lib/content-checks';
import { redirectMap } from '../../src/integrations/redirects';

const redirectSources = new Set(redirectMap().keys());
const category = (id: string, href: string, shortHref?: string) => ({ id, file: `src/content/categories/${id}.yaml`, href, shortHref });
const product = (id: string, path: string) => ({ id, file: `src/content/products/${id}.md`, path });
const page = (id: string) => ({ id, file: `src/content/pages/${id}.md` });

const content: SiteContent = {
  pages: [page('home'), page('products'), page('molasses'), page('conedose-calculator')],
  categories: [
    category('dairy', '/products/dairy-feed', '/dairy-feed'),
    category('deer', '/products/deer-feed', '/deer-feed'),
    category('molasses', '/molasses'),
  ],
  products: [product('pke', '/dairy-feed/pke'), product('supreme-deer-nuts', '/deer-feed')],
  routeFiles: new Map([
    ['/', 'src/pages/index.astro'],
    ['/conedose-calculator', 'src/pages/conedose-calculator.astro'],
    ['/404', 'src/pages/404.astro'],
  ]),
};

const withContent = (change: Partial<SiteContent>) => ({ ...content, ...change });

describe('routeClaims', () => {
  it('claims a path for each page, listing, product and route file of its own', () => {
    expect(routeClaims(content).map(({ path, kind }) => `${kind} ${path}`)).toEqual([
      'page /',
      'page /products',
      'page /molasses',
      'page /conedose-calculator',
      'file /404',
      'listing /products/dairy-feed',
      'listing /products/deer-feed',
      'product /dairy-feed/pke',
      'product /deer-feed',
    ]);
  });

  it('marks the pages whose path has a route file of its own', () => {
    const own = routeClaims(content)
      .filter((claim) => claim.ownFile)
      .map(({ id }) => id);
    expect(own).toEqual(['home', 'conedose-calculator']);
  });

  it('makes no listing for a category whose page is a fixed page', () => {
    expect(routeClaims(content).some((claim) => claim.kind === 'listing' && claim.id === 'molasses')).toBe(false);
  });
});

describe('checkedRoutes', () => {
  it('accepts the content as shipped here', () => {
    expect(checkedRoutes(content, redirectSources).size).toBe(9);
  });

  it('names both files when two products claim one path', () => {
    expect(() =>
      checkedRoutes(withContent({ products: [...content.products, product('pke-blend', '/dairy-feed/pke')] }), redirectSources),
    ).toThrow(
      'src/content/products/pke-blend.md: path "/dairy-feed/pke" is already taken by src/content/products/pke.md (path "/dairy-feed/pke")',
    );
  });

  it('names the product that takes a page\u2019s path', () => {
    expect(() => checkedRoutes(withContent({ products: [product('molasses-drum', '/molasses')] }), redirectSources)).toThrow(
      'src/content/products/molasses-drum.md: path "/molasses" is already taken by src/content/pages/molasses.md (file name "/molasses")',
    );
  });

  it('names the product that takes a listing\u2019s path', () => {
    expect(() => checkedRoutes(withContent({ products: [product('dairy-mix', '/products/dairy-feed')] }), redirectSources)).toThrow(
      'src/content/products/dairy-mix.md: path "/products/dairy-feed" is already taken by src/content/categories/dairy.yaml (href "/products/dairy-feed")',
    );
  });

  it('names the product that takes a route file\u2019s path', () => {
    expect(() => checkedRoutes(withContent({ products: [product('calc', '/conedose-calculator')] }), redirectSources)).toThrow(
      'src/content/products/calc.md: path "/conedose-calculator" is already taken by src/content/pages/conedose-calculator.md',
    );
  });

  it('names the entry that takes an old address the redirect table answers', () => {
    expect(() => checkedRoutes(withContent({ products: [product('old', '/pages/palm-kernel')] }), redirectSources)).toThrow(
      'src/content/products/old.md: path "/pages/palm-kernel" is an old address that redirects elsewhere',
    );
    expect(() => checkedRoutes(withContent({ pages: [...content.pages, page('condose')] }), redirectSources)).toThrow(
      'src/content/pages/condose.md: file name "/condose" is an old address that redirects elsewhere',
    );
  });

  it('names the category whose page nothing serves', () => {
    expect(() =>
      checkedRoutes(withContent({ categories: [...content.categories, category('horses', '/horse-feed')] }), redirectSources),
    ).toThrow('src/content/categories/horses.yaml: href "/horse-feed" is not a page of the site');
  });

  it('names the category whose short path leads nowhere, and accepts one that redirects', () => {
    expect(() => checkedRoutes(withContent({ categories: [category('dairy', '/products/dairy-feed', '/cows')] }), redirectSources)).toThrow(
      'src/content/categories/dairy.yaml: shortHref "/cows" is neither a page nor an old address',
    );
    expect(() =>
      checkedRoutes(withContent({ categories: [category('goat', '/products/goat-feed', '/goat-feed')] }), redirectSources),
    ).not.toThrow();
  });
});
