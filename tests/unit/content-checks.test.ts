import { describe, expect, it } from 'vitest';
import { routesOf, routeClaims, type SiteContent } from '../../src/lib/content-checks';
import { entryRedirects, type Redirect } from '../../src/lib/redirects';

// A fixed redirect and two entries' old addresses, as the build passes them.
const redirectSources: Redirect[] = [
  { from: ['/condose', '/pages/condose'], to: '/conedose' },
  ...entryRedirects([
    { file: 'src/content/products/pke.md', page: '/dairy-feed/pke', formerPaths: ['/pages/palm-kernel'] },
    { file: 'src/content/categories/goat.yaml', page: '/products/goat-feed', formerPaths: ['/goat-feed'] },
  ]),
];
const category = (id: string, href: string, shortHref?: string) => ({ id, file: `src/content/categories/${id}.yaml`, href, shortHref });
const product = (id: string, path: string) => ({ id, file: `src/content/products/${id}.md`, path });
const page = (id: string) => ({ id, file: `src/content/pages/${id}.md` });

const content: SiteContent = {
  pages: [page('home'), page('products'), page('molasses'), page('conedose-calculator'), page('conedose'), page('contact-us')],
  categories: [
    category('dairy', '/products/dairy-feed'),
    category('deer', '/products/deer-feed', '/deer-feed'),
    category('goat', '/products/goat-feed', '/goat-feed'),
    category('molasses', '/molasses'),
  ],
  products: [product('pke', '/dairy-feed/pke'), product('supreme-deer-nuts', '/deer-feed')],
  links: [{ file: 'src/content/products/pke.md', field: 'links.0.href', href: '/contact-us#team' }],
};

const withContent = (change: Partial<SiteContent>) => ({ ...content, ...change });

describe('routeClaims', () => {
  it('claims a path for each page, listing and product', () => {
    expect(routeClaims(content).map(({ path, kind }) => `${kind} ${path}`)).toEqual([
      'page /',
      'page /products',
      'page /molasses',
      'page /conedose-calculator',
      'page /conedose',
      'page /contact-us',
      'listing /products/dairy-feed',
      'listing /products/deer-feed',
      'listing /products/goat-feed',
      'product /dairy-feed/pke',
      'product /deer-feed',
    ]);
  });

  it('marks the pages whose path has a route file of its own', () => {
    const own = routeClaims(content)
      .filter((claim) => claim.kind === 'page' && claim.ownFile)
      .map(({ id }) => id);
    expect(own).toEqual(['home', 'conedose-calculator']);
  });

  it('gives each route the record that claims it, so pages need no lookup', () => {
    const byPath = new Map(routeClaims(content).map((route) => [route.path, route]));
    const pke = byPath.get('/dairy-feed/pke');
    expect(pke?.kind === 'product' && pke.product).toBe(content.products[0]);
    const dairy = byPath.get('/products/dairy-feed');
    expect(dairy?.kind === 'listing' && dairy.category).toBe(content.categories[0]);
    const home = byPath.get('/');
    expect(home?.kind === 'page' && home.page).toBe(content.pages[0]);
  });

  it('makes no listing for a category whose page is a fixed page', () => {
    expect(routeClaims(content).some((claim) => claim.kind === 'listing' && claim.id === 'molasses')).toBe(false);
  });
});

describe('routesOf', () => {
  it('accepts consistent content, returning its routes and old addresses', () => {
    const { routes, redirects } = routesOf(content, redirectSources);
    expect(routes.size).toBe(11);
    expect([...redirects]).toEqual([
      ['/condose', '/conedose'],
      ['/pages/condose', '/conedose'],
      ['/pages/palm-kernel', '/dairy-feed/pke'],
      ['/goat-feed', '/products/goat-feed'],
    ]);
  });

  it('names both files when two products claim one path', () => {
    expect(() =>
      routesOf(withContent({ products: [...content.products, product('pke-blend', '/dairy-feed/pke')] }), redirectSources),
    ).toThrow(
      'src/content/products/pke-blend.md: path "/dairy-feed/pke" is already taken by src/content/products/pke.md (path "/dairy-feed/pke")',
    );
  });

  it('names each field as the namer it is given does, the form\u2019s labels in the site\u2019s own checks', () => {
    const name = (file: string, keyPath: string) => `${file.split('/').pop()} \u203a ${keyPath.toUpperCase()}`;
    expect(() =>
      routesOf({ ...withContent({ products: [...content.products, product('pke-blend', '/dairy-feed/pke')] }), name }, redirectSources),
    ).toThrow(
      'src/content/products/pke-blend.md: pke-blend.md \u203a PATH "/dairy-feed/pke" is already taken by src/content/products/pke.md',
    );
  });

  it('names the product that takes a page\u2019s path', () => {
    expect(() => routesOf(withContent({ products: [product('molasses-drum', '/molasses')] }), redirectSources)).toThrow(
      'src/content/products/molasses-drum.md: path "/molasses" is already taken by src/content/pages/molasses.md (file name "/molasses")',
    );
  });

  it('names the product that takes a listing\u2019s path', () => {
    expect(() => routesOf(withContent({ products: [product('dairy-mix', '/products/dairy-feed')] }), redirectSources)).toThrow(
      'src/content/products/dairy-mix.md: path "/products/dairy-feed" is already taken by src/content/categories/dairy.yaml (href "/products/dairy-feed")',
    );
  });

  it('names the product that takes the path of a page with a route file of its own', () => {
    expect(() => routesOf(withContent({ products: [product('calc', '/conedose-calculator')] }), redirectSources)).toThrow(
      'src/content/products/calc.md: path "/conedose-calculator" is already taken by src/content/pages/conedose-calculator.md',
    );
  });

  it('names the entry that takes an old address the redirect table answers', () => {
    expect(() => routesOf(withContent({ products: [product('old', '/pages/palm-kernel')] }), redirectSources)).toThrow(
      'src/content/products/old.md: path "/pages/palm-kernel" is an old address that redirects elsewhere',
    );
    expect(() => routesOf(withContent({ pages: [...content.pages, page('condose')] }), redirectSources)).toThrow(
      'src/content/pages/condose.md: file name "/condose" is an old address that redirects elsewhere',
    );
  });

  it('names the category whose page nothing serves', () => {
    expect(() =>
      routesOf(withContent({ categories: [...content.categories, category('horses', '/horse-feed')] }), redirectSources),
    ).toThrow('src/content/categories/horses.yaml: href "/horse-feed" is not a page of the site');
  });

  it('names the category whose short path leads nowhere, and accepts one that redirects', () => {
    const categories = content.categories.map((c) => (c.id === 'dairy' ? category('dairy', '/products/dairy-feed', '/cows') : c));
    expect(() => routesOf(withContent({ categories }), redirectSources)).toThrow(
      'src/content/categories/dairy.yaml: shortHref "/cows" is neither a page nor an old address; add it to formerPaths, or leave shortHref out',
    );
    // goat's short path is one of its former addresses; deer's is a product's page.
    expect(() => routesOf(content, redirectSources)).not.toThrow();
  });

  it('names where an old address is written when it leads to no page', () => {
    const withoutConedose = withContent({ pages: content.pages.filter(({ id }) => id !== 'conedose') });
    expect(() => routesOf(withoutConedose, redirectSources)).toThrow(
      'src/lib/redirects.ts: the old address /condose, /pages/condose leads to /conedose, which is not a page of the site',
    );
  });

  it('names both places that list one old address', () => {
    const twice = [
      ...redirectSources,
      ...entryRedirects([{ file: 'src/content/categories/dairy.yaml', page: '/products/dairy-feed', formerPaths: ['/goat-feed'] }]),
    ];
    expect(() => routesOf(content, twice)).toThrow(
      'src/content/categories/dairy.yaml (formerPaths): the old address /goat-feed is listed twice (also in src/content/categories/goat.yaml (formerPaths))',
    );
  });

  it('takes the old addresses away with their entry: a removed category leaves no redirect behind', () => {
    const withoutGoat = withContent({ categories: content.categories.filter(({ id }) => id !== 'goat') });
    const { redirects } = routesOf(
      withoutGoat,
      redirectSources.filter(({ to }) => to !== '/products/goat-feed'),
    );
    expect(redirects.has('/goat-feed')).toBe(false);
  });

  it('names the file and field of a link to a page the site does not have, and accepts old addresses', () => {
    const link = (href: string) => ({ file: 'src/content/pages/products.md', field: 'sections.0.actions.0.href', href });
    expect(() =>
      routesOf(withContent({ links: [link('/products/goat-feed?x=1#top'), link('/goat-feed/')] }), redirectSources),
    ).not.toThrow();
    expect(() =>
      routesOf(withContent({ links: [link('https://example.nz/x'), link('tel:+6435550142'), link('#top')] }), redirectSources),
    ).not.toThrow();
    expect(() => routesOf(withContent({ links: [link('/products/horse-feed')] }), redirectSources)).toThrow(
      'src/content/pages/products.md: sections.0.actions.0.href "/products/horse-feed" is not a page of the site',
    );
  });
});
