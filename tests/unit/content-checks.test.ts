// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkSite, routesWith, siteRoutes, type CheckedEntries } from '../../src/lib/content/content-checks';
import { reportProblems, reportedProblems } from '../../src/lib/content/content-problems';
import type { Settings } from '../../src/schemas/settings';
import type { FieldNamer, PathEntries } from '../../src/lib/paths/site-routes';
import { entryRedirects, redirects as fixedRedirects, type Redirect } from '../../src/lib/paths/redirects';

// A fixed redirect and two entries' old addresses, as the build passes them.
const redirectSources: Redirect[] = [
  { from: ['/condose', '/pages/condose'], to: '/conedose' },
  ...entryRedirects([
    { file: 'src/content/products/pke.md', page: '/dairy-feed/pke', formerPaths: ['/pages/palm-kernel'] },
    { file: 'src/content/categories/goat.yaml', page: '/products/goat-feed', formerPaths: ['/goat-feed'] },
  ]),
];
// Entries as the content layer gives them, built here with only the fields the checks read.
type Entries = PathEntries;
const category = (id: string, href: string, shortHref?: string, formerPaths: string[] = []): Entries['categories'][number] => ({
  id,
  file: `src/content/categories/${id}.yaml`,
  data: { href, shortHref, formerPaths },
});
const product = (id: string, path: string, order = 1, category = 'dairy'): Entries['products'][number] => ({
  id,
  file: `src/content/products/${id}.md`,
  data: { name: id, category, path, order, formerPaths: [], links: [] },
});
/** A page; `links` are written as the buttons under its heading. */
const page = (id: string, links: string[] = []): Entries['pages'][number] => ({
  id,
  file: `src/content/pages/${id}.md`,
  data: { actions: links.map((href) => ({ label: 'Go', href })), sections: [] } as unknown as Entries['pages'][number]['data'],
});

const content: Entries = {
  pages: [page('home'), page('products'), page('molasses'), page('conedose-calculator'), page('conedose'), page('contact-us')],
  categories: [
    category('dairy', '/products/dairy-feed'),
    category('deer', '/products/deer-feed', '/deer-feed'),
    category('goat', '/products/goat-feed', '/goat-feed'),
    category('molasses', '/molasses'),
  ],
  products: [product('pke', '/dairy-feed/pke'), product('supreme-deer-nuts', '/deer-feed')],
};

const withContent = (change: Partial<Entries>): Entries => ({ ...content, ...change });
const routesOf = (entries: Entries, redirects: readonly Redirect[], name?: FieldNamer) => routesWith(entries, redirects, name);

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
      file: 'src/content/products/pke.md',
      field: 'path',
      param: 'dairy-feed/pke',
    });
    expect(routes.get('/products/dairy-feed')).toMatchObject({ kind: 'listing', id: 'dairy', field: 'href', param: 'dairy-feed' });
    expect(routes.get('/')).toMatchObject({ kind: 'page', id: 'home', field: 'file name' });
  });

  it('makes no listing for a category whose page is a fixed page', () => {
    expect(
      [...routesOf(content, redirectSources).routes.values()].some((route) => route.kind === 'listing' && route.id === 'molasses'),
    ).toBe(false);
  });
});

describe('the checks between entries', () => {
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
      routesOf(withContent({ products: [...content.products, product('pke-blend', '/dairy-feed/pke')] }), redirectSources, name),
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
      'src/lib/paths/redirects.ts: the old address /condose, /pages/condose leads to /conedose, which is not a page of the site',
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
    const linking = (...links: string[]) =>
      withContent({ pages: [...content.pages.filter(({ id }) => id !== 'products'), page('products', links)] });
    expect(() => routesOf(linking('/products/goat-feed?x=1#top', '/goat-feed/'), redirectSources)).not.toThrow();
    expect(() => routesOf(linking('https://example.nz/x', 'tel:+6435550142', '#top'), redirectSources)).not.toThrow();
    expect(() => routesOf(linking('/contact-us', '/products/horse-feed'), redirectSources)).toThrow(
      'src/content/pages/products.md: actions.1.href "/products/horse-feed" is not a page of the site',
    );
  });

  it('names a link in a product\u2019s links or its Markdown text by field and line', () => {
    const pke = content.products[0]!;
    const withLinks = (data: Partial<Entries['products'][number]['data']>, body?: string) =>
      withContent({ products: [{ ...pke, body, data: { ...pke.data, ...data } }, ...content.products.slice(1)] });
    expect(() =>
      routesOf(
        withLinks({
          links: [
            { label: 'Ask', href: '/contact-us' },
            { label: 'Old', href: '/nowhere' },
          ],
        }),
        redirectSources,
      ),
    ).toThrow('src/content/products/pke.md: links.1.href "/nowhere" is not a page of the site');
    expect(() => routesOf(withLinks({}, 'Fine.\n\nSee [the mill](/mill).'), redirectSources)).toThrow(
      'src/content/products/pke.md: the text (line 3 below the front matter) "/mill" is not a page of the site',
    );
  });
});

describe('siteRoutes', () => {
  it('adds the fixed redirect table and every entry\u2019s old addresses, and names the lower of two products on one path', () => {
    // A page at each fixed old address's target (src/lib/paths/redirects.ts), so the table's every entry leads to one.
    const fixedTargets = fixedRedirects.map(({ to }) => to.slice(1)).filter((id) => id !== '' && !content.pages.some((p) => p.id === id));
    const entries = withContent({
      pages: [...content.pages, ...[...new Set(fixedTargets)].map((id) => page(id))],
      categories: content.categories.map((c) =>
        c.id === 'goat' ? category('goat', '/products/goat-feed', '/goat-feed', ['/goat-feed']) : c,
      ),
    });
    const { redirects } = siteRoutes(entries);
    expect(redirects.get('/goat-feed')).toBe('/products/goat-feed');
    expect(redirects.get('/condose')).toBe('/conedose');
    const clash = withContent({ products: [product('later', '/dairy-feed/pke', 9), ...content.products] });
    expect(() => siteRoutes({ ...clash, pages: entries.pages, categories: entries.categories })).toThrow(
      'src/content/products/later.md: path "/dairy-feed/pke" is already taken by src/content/products/pke.md',
    );
  });
});

describe('a paused product', () => {
  // Every fixed old address's target is a page here, so siteRoutes' own table leads somewhere.
  const fixedTargets = [...new Set(fixedRedirects.map(({ to }) => to.slice(1)))].filter(
    (id) => id !== '' && !content.pages.some((p) => p.id === id),
  );
  const pages = [...content.pages, ...fixedTargets.map((id) => page(id))];
  // The goat listing's short path is one of its old addresses, which siteRoutes reads from the entry.
  const categories = content.categories.map((c) =>
    c.id === 'goat' ? category('goat', '/products/goat-feed', '/goat-feed', ['/goat-feed']) : c,
  );
  const [pke, ...others] = content.products;
  const paused = { ...pke!, data: { ...pke!.data, formerPaths: ['/pages/palm-kernel'], availability: 'paused' as const } };
  const withPaused = (change: Partial<Entries> = {}) => withContent({ pages, categories, products: [paused, ...others], ...change });
  const withPke = (availability: 'on-sale' | 'out-of-stock' | 'seasonal') =>
    withPaused({ products: [{ ...paused, data: { ...paused.data, availability } }, ...others] });

  it('has no page, and its address and former addresses lead to its category\u2019s listing', () => {
    const { routes, redirects } = siteRoutes(withPaused());
    expect(routes.has('/dairy-feed/pke')).toBe(false);
    expect(redirects.get('/dairy-feed/pke')).toBe('/products/dairy-feed');
    expect(redirects.get('/pages/palm-kernel')).toBe('/products/dairy-feed');
  });

  it('has its page and its own old addresses back once it is on sale again', () => {
    const { routes, redirects } = siteRoutes(withPke('on-sale'));
    expect(routes.get('/dairy-feed/pke')?.id).toBe('pke');
    expect(redirects.has('/dairy-feed/pke')).toBe(false);
    expect(redirects.get('/pages/palm-kernel')).toBe('/dairy-feed/pke');
  });

  it('keeps its Out of stock or Seasonal page', () => {
    for (const availability of ['out-of-stock', 'seasonal'] as const) {
      const { routes } = siteRoutes(withPke(availability));
      expect(routes.get('/dairy-feed/pke')?.id).toBe('pke');
    }
  });

  it('is refused by name where a page\u2019s button links to it, at its address or a former one', () => {
    for (const href of ['/dairy-feed/pke', '/pages/palm-kernel/']) {
      const linking = withPaused({ pages: [...pages.filter(({ id }) => id !== 'contact-us'), page('contact-us', [href])] });
      expect(() => siteRoutes(linking)).toThrow(
        `src/content/pages/contact-us.md: actions.0.href "${href}" leads to "pke", which is paused (hidden from the site); link to another page, or set its Availability back to On sale`,
      );
    }
  });

  it('is refused by name where another product\u2019s text links to it, and its own links are not checked', () => {
    const linking = { ...product('hay', '/dairy-feed/hay', 2), body: 'Or try [PKE](/dairy-feed/pke).' };
    expect(() => siteRoutes(withPaused({ products: [paused, linking, ...others] }))).toThrow(
      'src/content/products/hay.md: the text (line 1 below the front matter) "/dairy-feed/pke" leads to "pke", which is paused',
    );
    const brokenOwnLink = { ...paused, data: { ...paused.data, links: [{ label: 'Gone', href: '/nowhere' }] } };
    expect(() => siteRoutes(withPaused({ products: [brokenOwnLink, ...others] }))).not.toThrow();
  });

  it('is refused by name where a notice links to it or shows on its page', () => {
    const notice = (data: NonNullable<Entries['notices']>[number]['data']) => ({ id: 'n', file: 'src/content/notices/n.yaml', data });
    expect(() => siteRoutes(withPaused({ notices: [notice({ showOn: [], link: { label: 'PKE', href: '/dairy-feed/pke' } })] }))).toThrow(
      'src/content/notices/n.yaml: link.href "/dairy-feed/pke" leads to "pke", which is paused',
    );
    expect(() => siteRoutes(withPaused({ notices: [notice({ showOn: ['/dairy-feed/pke'] })] }))).toThrow(
      'src/content/notices/n.yaml: showOn.0 "/dairy-feed/pke" leads to "pke", which is paused',
    );
  });
});

describe('notices', () => {
  const notice = (showOn: string[], href?: string): NonNullable<Entries['notices']>[number] => ({
    id: 'closed',
    file: 'src/content/notices/closed.yaml',
    data: { showOn, ...(href ? { link: { label: 'More', href } } : {}) },
  });
  const routesWithNotice = (n: NonNullable<Entries['notices']>[number]) => routesOf(withContent({ notices: [n] }), redirectSources);

  it('may show on pages, listings and products the site serves', () => {
    expect(() => routesWithNotice(notice(['/', '/products/dairy-feed', '/dairy-feed/pke'], '/contact-us'))).not.toThrow();
  });

  it('names the notice and field of a page it shows on that the site does not serve', () => {
    expect(() => routesWithNotice(notice(['/', '/pages/condose']))).toThrow(
      'src/content/notices/closed.yaml: showOn.1 "/pages/condose" is not a page of the site',
    );
  });

  it('names the notice\u2019s link to a page the site does not have', () => {
    expect(() => routesWithNotice(notice([], '/nowhere'))).toThrow(
      'src/content/notices/closed.yaml: link.href "/nowhere" is not a page of the site',
    );
  });
});

describe('checkSite', () => {
  // Two products at one place in one listing, and a spec sheet never uploaded.
  const categories = content.categories.map((entry, i) => ({
    ...entry,
    data: { ...entry.data, shortHref: undefined, title: entry.id, order: i + 1, cardOrder: i + 1 },
  }));
  const missingPdf = 'spec-sheets/not-uploaded.pdf';
  const withSheet = (order: (i: number) => number) =>
    content.products.map((entry, i) => ({ ...entry, data: { ...entry.data, order: order(i), specSheet: missingPdf } }));
  // A page for every page the fixed old addresses lead to, as the site has.
  const pageIds = new Set([...content.pages.map(({ id }) => id), ...fixedRedirects.map(({ to }) => to.slice(1) || 'home')]);
  const entries = {
    ...content,
    pages: [...pageIds].map((id) => page(id)),
    settings: {} as Settings,
    categories,
    products: withSheet(() => 1),
    staff: [],
    locations: [],
    declarations: [],
    testimonials: [],
  } as unknown as CheckedEntries;
  const options = { name: (_file: string, keyPath: string) => keyPath, statFile: () => undefined };
  const tie = new RegExp(content.products.map(({ file }) => file.replaceAll('.', '\\.')).join(' and '));

  it('stops a build at the first problem', () => {
    expect(() => checkSite(entries, { ...options, keepGoing: false })).toThrow(tie);
  });

  it('on the dev server reports every failed check for the pages to list, and leaves its part empty', () => {
    reportProblems('cross-checks', []);
    const checked = checkSite(entries, { ...options, keepGoing: true });
    expect(checked.routes.size).toBe(0);
    expect(checked.papers.size).toBe(0);
    const problems = reportedProblems().join('\n');
    expect(problems).toMatch(tie);
    expect(problems).toContain(missingPdf);
  });

  it('clears its report once the content is fixed, and gives the routes and the papers', () => {
    const fixed = { ...entries, products: withSheet((i) => i + 1) } as unknown as CheckedEntries;
    const checked = checkSite(fixed, { ...options, statFile: () => ({ size: 2048 }), keepGoing: true });
    expect(reportedProblems().join('\n')).toBe('');
    expect(checked.routes.size).toBeGreaterThan(0);
    expect(checked.papers.get(missingPdf)).toMatchObject({ size: 2048 });
  });
});
