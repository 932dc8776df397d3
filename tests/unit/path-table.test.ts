// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pathTableWith, pathTable } from '../../src/lib/paths/path-table.ts';
import { developerLine, officeLine, type PlaceOf } from '../../src/lib/content/content-problems.ts';
import type { PathEntries } from '../../src/lib/paths/route-claims.ts';
import { category, page, pathContent, product } from '../fixtures/path-entries.ts';
import { entryRedirects, type Redirect } from '../../src/lib/paths/redirects.ts';

/** An entry's field, placed by its file and key path alone, as the checks place it without the forms. */
const at = (file: string, keyPath: string) => ({ file, keyPath: keyPath.split('.') });

// Three entries' old addresses, a page's among them, as the build passes them.
const redirectSources: Redirect[] = [
  ...entryRedirects([
    { place: at('src/content/pages/conedose.md', 'formerPaths'), page: '/conedose', formerPaths: ['/condose', '/pages/condose'] },
    { place: at('src/content/products/pke.md', 'formerPaths'), page: '/dairy-feed/pke', formerPaths: ['/pages/palm-kernel'] },
    { place: at('src/content/categories/goat.yaml', 'formerPaths'), page: '/products/goat-feed', formerPaths: ['/goat-feed'] },
  ]),
];
type Entries = PathEntries;
const content = pathContent;

const withContent = (change: Partial<Entries>): Entries => ({ ...content, ...change });
const routesOf = (entries: Entries, redirects: readonly Redirect[], placeOf?: PlaceOf) => pathTableWith(entries, redirects, placeOf);
/** What the checks refuse in the entries, as the build prints each problem. */
const refusals = (entries: Entries, redirects: readonly Redirect[] = redirectSources, placeOf?: PlaceOf) =>
  routesOf(entries, redirects, placeOf).problems.map(developerLine);

describe('the route table', () => {
  it('has a path for each page, listing and product, in that order', () => {
    expect([...routesOf(content, redirectSources).routes.values()].map(({ path, kind }) => `${kind} ${path}`)).toEqual([
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

  it('names the entry that claims each path, by id and file', () => {
    const { routes } = routesOf(content, redirectSources);
    expect(routes.get('/dairy-feed/pke')).toMatchObject({
      kind: 'product',
      id: 'pke',
      place: at('src/content/products/pke.md', 'path'),
      param: 'dairy-feed/pke',
    });
    expect(routes.get('/products/dairy-feed')).toMatchObject({
      kind: 'listing',
      id: 'dairy',
      place: at('src/content/categories/dairy.yaml', 'path'),
      param: 'dairy-feed',
    });
    expect(routes.get('/')).toMatchObject({ kind: 'page', id: 'home', place: { file: 'src/content/pages/home.md', keyPath: [] } });
  });

  it('makes no listing for a category whose page is a fixed page', () => {
    expect(
      [...routesOf(content, redirectSources).routes.values()].some((route) => route.kind === 'listing' && route.id === 'molasses'),
    ).toBe(false);
  });
});

describe('the path table\u2019s checks', () => {
  it('accepts consistent content, returning its routes and old addresses', () => {
    const { routes, redirects, problems } = routesOf(content, redirectSources);
    expect(problems).toEqual([]);
    expect(routes.size).toBe(11);
    expect([...redirects]).toEqual([
      ['/condose', '/conedose'],
      ['/pages/condose', '/conedose'],
      ['/pages/palm-kernel', '/dairy-feed/pke'],
      ['/goat-feed', '/products/goat-feed'],
    ]);
  });

  it('names both files when two products claim one path, and keeps the first on it', () => {
    const { routes, problems } = routesOf(
      withContent({ products: [...content.products, product('pke-blend', '/dairy-feed/pke')] }),
      redirectSources,
    );
    expect(problems.map(developerLine)).toEqual([
      'src/content/products/pke-blend.md: path: "/dairy-feed/pke" is already taken by src/content/products/pke.md (path); every page needs an address of its own',
    ]);
    expect(routes.get('/dairy-feed/pke')?.id).toBe('pke');
  });

  it('places each field as it is given, in the office\u2019s words the form\u2019s labels and no file or key path', () => {
    const placeOf: PlaceOf = (file, keyPath) => ({
      file,
      keyPath: typeof keyPath === 'string' ? keyPath.split('.') : keyPath,
      labels: ['Page address'],
      form: `Product \u201c${file.split('/').pop()!.replace('.md', '')}\u201d`,
    });
    const [taken] = routesOf(
      withContent({ products: [...content.products, product('pke-blend', '/dairy-feed/pke')] }),
      redirectSources,
      placeOf,
    ).problems;
    expect(officeLine(taken!)).toBe(
      'Product \u201cpke-blend\u201d \u203a Page address: "/dairy-feed/pke" is already taken by Product \u201cpke\u201d \u203a Page address; every page needs an address of its own',
    );
    expect(taken!.also).toEqual([placeOf('src/content/products/pke.md', 'path')]);
  });

  it('names the product that takes a page\u2019s path', () => {
    expect(refusals(withContent({ products: [product('molasses-drum', '/molasses')] }))).toContain(
      'src/content/products/molasses-drum.md: path: "/molasses" is already taken by src/content/pages/molasses.md; every page needs an address of its own',
    );
  });

  it('names the product that takes a listing\u2019s path', () => {
    expect(refusals(withContent({ products: [product('dairy-mix', '/products/dairy-feed')] }))).toContain(
      'src/content/products/dairy-mix.md: path: "/products/dairy-feed" is already taken by src/content/categories/dairy.yaml (path); every page needs an address of its own',
    );
  });

  it('names the product that takes the path of a page with a route file of its own', () => {
    expect(refusals(withContent({ products: [product('calc', '/conedose-calculator')] })).join('\n')).toContain(
      'src/content/products/calc.md: path: "/conedose-calculator" is already taken by src/content/pages/conedose-calculator.md',
    );
  });

  it('gives a page\u2019s former address to the entry that takes it as its own, naming the list that has it', () => {
    expect(refusals(withContent({ products: [...content.products, product('old', '/pages/condose')] })).join('\n')).toContain(
      'src/content/pages/conedose.md: formerPaths: "/pages/condose" is already the address of src/content/products/old.md (path)',
    );
    expect(refusals(withContent({ pages: [...content.pages, page('condose')] })).join('\n')).toContain(
      'src/content/pages/conedose.md: formerPaths: "/condose" is already the address of src/content/pages/condose.md',
    );
  });

  it('names the former address that a page has, not the page: the page keeps its address', () => {
    // Crushed Grain lists PKE's page among its former addresses: the former address is named, PKE's page is one click away.
    const crushed = {
      ...product('crushed-grain', '/dairy-feed/crushed-grain'),
      data: { ...product('crushed-grain', '/dairy-feed/crushed-grain').data, formerPaths: ['/dairy-feed/pke'] },
    };
    const entries = withContent({ products: [...content.products, crushed] });
    const redirects = [
      ...redirectSources,
      ...entryRedirects([{ place: at(crushed.file, 'formerPaths'), page: crushed.data.path, formerPaths: crushed.data.formerPaths }]),
    ];
    const { routes, redirects: table, problems } = routesOf(entries, redirects);
    expect(problems.map(developerLine)).toEqual([
      'src/content/products/crushed-grain.md: formerPaths: "/dairy-feed/pke" is already the address of src/content/products/pke.md (path); a former address must be one no page has: remove it from these former addresses, or give that page another address',
    ]);
    expect(problems[0]!.also).toEqual([at('src/content/products/pke.md', 'path')]);
    expect(routes.get('/dairy-feed/pke')?.id).toBe('pke');
    expect(table.has('/dairy-feed/pke')).toBe(false);
    // An old address of the site's own table is another matter: the entry that takes it is named (above).
  });

  it('names the category whose page nothing serves', () => {
    expect(refusals(withContent({ categories: [...content.categories, category('horses', '/horse-feed')] })).join('\n')).toContain(
      'src/content/categories/horses.yaml: path: "/horse-feed" is not a page of the site',
    );
  });

  it('names the category whose short path leads nowhere, and accepts one that redirects', () => {
    const categories = content.categories.map((c) => (c.id === 'dairy' ? category('dairy', '/products/dairy-feed', '/cows') : c));
    expect(refusals(withContent({ categories }))).toEqual([
      'src/content/categories/dairy.yaml: shortPath: "/cows" is neither a page nor an old address; add it to the former addresses, or leave it empty',
    ]);
    // goat's short path is one of its former addresses; deer's is a product's page.
    expect(refusals(content)).toEqual([]);
  });

  it('names where an old address is written when it leads to no page', () => {
    const withoutConedose = withContent({ pages: content.pages.filter(({ id }) => id !== 'conedose') });
    expect(refusals(withoutConedose).join('\n')).toContain(
      'src/content/pages/conedose.md: formerPaths: the old address /condose, /pages/condose leads to /conedose, which is not a page of the site',
    );
  });

  it('names both places that list one old address', () => {
    const twice = [
      ...redirectSources,
      ...entryRedirects([
        { place: at('src/content/categories/dairy.yaml', 'formerPaths'), page: '/products/dairy-feed', formerPaths: ['/goat-feed'] },
      ]),
    ];
    expect(refusals(content, twice)).toEqual([
      'src/content/categories/dairy.yaml: formerPaths: the old address /goat-feed is listed twice (also in src/content/categories/goat.yaml (formerPaths)); keep it in one place',
    ]);
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
    const linking = (...links: string[]) =>
      withContent({ pages: [...content.pages.filter(({ id }) => id !== 'products'), page('products', links)] });
    expect(refusals(linking('/products/goat-feed?x=1#top', '/goat-feed/'))).toEqual([]);
    expect(refusals(linking('https://example.nz/x', 'tel:+6435550142', '#top'))).toEqual([]);
    expect(refusals(linking('/contact-us', '/products/horse-feed')).join('\n')).toContain(
      'src/content/pages/products.md: actions.1.href: "/products/horse-feed" is not a page of the site',
    );
  });

  it('names a link in a product\u2019s links or its Markdown text by field and line', () => {
    const pke = content.products[0]!;
    const withLinks = (data: Partial<Entries['products'][number]['data']>, body?: string) =>
      withContent({ products: [{ ...pke, body, data: { ...pke.data, ...data } }, ...content.products.slice(1)] });
    expect(
      refusals(
        withLinks({
          links: [
            { label: 'Ask', href: '/contact-us' },
            { label: 'Old', href: '/nowhere' },
          ],
        }),
      ).join('\n'),
    ).toContain('src/content/products/pke.md: links.1.href: "/nowhere" is not a page of the site');
    expect(refusals(withLinks({}, 'Fine.\n\nSee [the mill](/mill).')).join('\n')).toContain(
      'src/content/products/pke.md: line 3 \u2014 body: "/mill" is not a page of the site',
    );
  });
});

describe('pathTable', () => {
  it('adds every entry\u2019s old addresses, a page\u2019s among them, and names the lower of two products on one path', () => {
    const entries = withContent({
      pages: content.pages.map((p) => (p.id === 'conedose' ? { ...p, data: { ...p.data, formerPaths: ['/condose'] } } : p)),
      categories: content.categories.map((c) =>
        c.id === 'goat' ? category('goat', '/products/goat-feed', '/goat-feed', ['/goat-feed']) : c,
      ),
    });
    const { redirects } = pathTable(entries);
    expect(redirects.get('/goat-feed')).toBe('/products/goat-feed');
    expect(redirects.get('/condose')).toBe('/conedose');
    const clash = withContent({ products: [product('later', '/dairy-feed/pke', 9), ...content.products] });
    expect(
      pathTable({ ...clash, pages: entries.pages, categories: entries.categories })
        .problems.map(developerLine)
        .join('\n'),
    ).toContain('src/content/products/later.md: path: "/dairy-feed/pke" is already taken by src/content/products/pke.md');
  });
});

describe('a paused product', () => {
  const { pages } = content;
  // The goat listing's short path is one of its old addresses, which pathTable reads from the entry.
  const categories = content.categories.map((c) =>
    c.id === 'goat' ? category('goat', '/products/goat-feed', '/goat-feed', ['/goat-feed']) : c,
  );
  const [pke, ...others] = content.products;
  const paused = { ...pke!, data: { ...pke!.data, formerPaths: ['/pages/palm-kernel'], availability: 'paused' as const } };
  const withPaused = (change: Partial<Entries> = {}) => withContent({ pages, categories, products: [paused, ...others], ...change });
  const withPke = (availability: 'on-sale' | 'out-of-stock' | 'seasonal') =>
    withPaused({ products: [{ ...paused, data: { ...paused.data, availability } }, ...others] });

  it('has no page, and its address and former addresses lead to its category\u2019s listing', () => {
    const { routes, redirects } = pathTable(withPaused());
    expect(routes.has('/dairy-feed/pke')).toBe(false);
    expect(redirects.get('/dairy-feed/pke')).toBe('/products/dairy-feed');
    expect(redirects.get('/pages/palm-kernel')).toBe('/products/dairy-feed');
  });

  it('has its page and its own old addresses back once it is on sale again', () => {
    const { routes, redirects } = pathTable(withPke('on-sale'));
    expect(routes.get('/dairy-feed/pke')?.id).toBe('pke');
    expect(redirects.has('/dairy-feed/pke')).toBe(false);
    expect(redirects.get('/pages/palm-kernel')).toBe('/dairy-feed/pke');
  });

  it('keeps its Out of stock or Seasonal page', () => {
    for (const availability of ['out-of-stock', 'seasonal'] as const) {
      const { routes } = pathTable(withPke(availability));
      expect(routes.get('/dairy-feed/pke')?.id).toBe('pke');
    }
  });

  it('is refused by name where a page\u2019s button links to it, at its address or a former one', () => {
    for (const href of ['/dairy-feed/pke', '/pages/palm-kernel/']) {
      const linking = withPaused({ pages: [...pages.filter(({ id }) => id !== 'contact-us'), page('contact-us', [href])] });
      expect(pathTable(linking).problems.map(developerLine)).toEqual([
        `src/content/pages/contact-us.md: actions.0.href: "${href}" leads to "pke", which is paused (hidden from the site); link to another page, or set its Availability back to On sale`,
      ]);
    }
  });

  it('is refused by name where another product\u2019s text links to it, and its own links are not checked', () => {
    const linking = { ...product('hay', '/dairy-feed/hay', 2), body: 'Or try [PKE](/dairy-feed/pke).' };
    expect(
      pathTable(withPaused({ products: [paused, linking, ...others] }))
        .problems.map(developerLine)
        .join('\n'),
    ).toContain('src/content/products/hay.md: line 1 \u2014 body: "/dairy-feed/pke" leads to "pke", which is paused');
    const brokenOwnLink = { ...paused, data: { ...paused.data, links: [{ label: 'Gone', href: '/nowhere' }] } };
    expect(pathTable(withPaused({ products: [brokenOwnLink, ...others] })).problems).toEqual([]);
  });

  it('is refused by name where a notice links to it or shows on its page', () => {
    const notice = (data: NonNullable<Entries['notices']>[number]['data']) => ({ id: 'n', file: 'src/content/notices/n.yaml', data });
    const lines = (notices: Entries['notices']) => pathTable(withPaused({ notices })).problems.map(developerLine).join('\n');
    expect(lines([notice({ showOn: [], link: { label: 'PKE', href: '/dairy-feed/pke' } })])).toContain(
      'src/content/notices/n.yaml: link.href: "/dairy-feed/pke" leads to "pke", which is paused',
    );
    expect(lines([notice({ showOn: ['/dairy-feed/pke'] })])).toContain(
      'src/content/notices/n.yaml: showOn.0: "/dairy-feed/pke" leads to "pke", which is paused',
    );
  });
});

describe('notices', () => {
  const notice = (showOn: string[], href?: string): NonNullable<Entries['notices']>[number] => ({
    id: 'closed',
    file: 'src/content/notices/closed.yaml',
    data: { showOn, ...(href ? { link: { label: 'More', href } } : {}) },
  });
  const refusalsWith = (n: NonNullable<Entries['notices']>[number]) => refusals(withContent({ notices: [n] })).join('\n');

  it('may show on pages, listings and products the site serves', () => {
    expect(refusalsWith(notice(['/', '/products/dairy-feed', '/dairy-feed/pke'], '/contact-us'))).toBe('');
  });

  it('names the notice and field of a page it shows on that the site does not serve', () => {
    expect(refusalsWith(notice(['/', '/pages/condose']))).toContain(
      'src/content/notices/closed.yaml: showOn.1: "/pages/condose" is not a page of the site',
    );
  });

  it('names the notice\u2019s link to a page the site does not have', () => {
    expect(refusalsWith(notice([], '/nowhere'))).toContain(
      'src/content/notices/closed.yaml: link.href: "/nowhere" is not a page of the site',
    );
  });
});
