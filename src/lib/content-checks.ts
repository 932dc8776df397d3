// Checks between entries that no single entry's schema can make: which entry claims which path,
// and whether every link and old address leads to a page. Pure, so unit tests run them on plain
// records; src/data/site.ts runs them once per build. Each failure names the file and field, and
// says what to change: content is added, removed and moved by people, and a link into a missing
// page must stop the build rather than go live.
import { REDIRECTS_FILE, entryRedirects, redirectMap, redirects as fixedRedirects, type Redirect } from './redirects.ts';
import { markdownLinks } from '../loaders/markdown-rules.ts';
import { PAGES_WITH_ROUTE_FILES, isListingPath, normalisePath, pagePath, routeTable, type Route, type RouteClaim } from './routes.ts';

export interface EntryRecord {
  id: string;
  /** The entry's file, e.g. src/content/products/pke.md. */
  file: string;
}

export interface CategoryRecord extends EntryRecord {
  href: string;
  shortHref?: string | undefined;
}

export interface ProductRecord extends EntryRecord {
  path: string;
}

/** A link written in the content: where, and where to. */
interface LinkRecord {
  file: string;
  /** e.g. links.0.href, or "text, line 12" for a link in Markdown. */
  field: string;
  href: string;
}

/**
 * Names a field of an entry file for a message: as the editor's form does, its entry by its title
 * (`“Maize DDGS” › Page address — path`), or by its key path alone (the default).
 */
export type FieldNamer = (file: string, keyPath: string) => string;

const keyPathOnly: FieldNamer = (_file, keyPath) => keyPath;

/** The three collections that claim paths: pages, categories and products. */
interface PathCollections<P, C, R> {
  pages: readonly P[];
  categories: readonly C[];
  products: readonly R[];
}

export interface SiteContent<
  P extends EntryRecord = EntryRecord,
  C extends CategoryRecord = CategoryRecord,
  R extends ProductRecord = ProductRecord,
> extends PathCollections<P, C, R> {
  /** Every link the content makes (site pages and others; only site pages are checked). */
  links: readonly LinkRecord[];
  /** How messages name a field; by its key path when left out. */
  name?: FieldNamer | undefined;
}

/** Every path the site answers, each with the record that claims it: one per page, category listing and product. */
export function routeClaims<P extends EntryRecord, C extends CategoryRecord, R extends ProductRecord>(
  content: SiteContent<P, C, R>,
): Route<P, C, R>[] {
  return [
    ...content.pages.map((page) => ({
      path: pagePath(page.id),
      kind: 'page' as const,
      id: page.id,
      file: page.file,
      field: 'file name',
      ownFile: PAGES_WITH_ROUTE_FILES.has(page.id),
      page,
    })),
    ...content.categories
      .filter(({ href }) => isListingPath(href))
      .map((category) => ({
        path: category.href,
        kind: 'listing' as const,
        id: category.id,
        file: category.file,
        field: (content.name ?? keyPathOnly)(category.file, 'href'),
        category,
      })),
    ...content.products.map((product) => ({
      path: product.path,
      kind: 'product' as const,
      id: product.id,
      file: product.file,
      field: (content.name ?? keyPathOnly)(product.file, 'path'),
      product,
    })),
  ];
}

/** Every category's page is served, and its short path leads to a page or an old address that redirects. */
function checkCategoryLinks(
  categories: readonly CategoryRecord[],
  routes: ReadonlyMap<string, RouteClaim>,
  redirectSources: ReadonlySet<string>,
  name: FieldNamer,
): void {
  for (const { file, href, shortHref } of categories) {
    if (!routes.has(href)) {
      throw new Error(
        `${file}: ${name(file, 'href')} "${href}" is not a page of the site; use /products/<name> for a listing, or the path of an existing page`,
      );
    }
    if (shortHref && !routes.has(shortHref) && !redirectSources.has(shortHref)) {
      throw new Error(
        `${file}: ${name(file, 'shortHref')} "${shortHref}" is neither a page nor an old address; add it to formerPaths, or leave shortHref out`,
      );
    }
  }
}

/** Every old address leads to a page, in one hop. */
function checkRedirectTargets(redirects: readonly Redirect[], routes: ReadonlyMap<string, RouteClaim>): void {
  for (const { from, to, writtenIn } of redirects) {
    if (routes.has(to)) continue;
    throw new Error(
      `${writtenIn ?? REDIRECTS_FILE}: the old address ${from.join(', ')} leads to ${to}, which is not a page of the site; point it at a page that exists, or remove it`,
    );
  }
}

/** The site path a link leads to, or undefined for a link that leaves the site (https:, tel:, mailto:, #fragment). */
function linkedPath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return normalisePath(href.replace(/[?#].*$/, ''));
}

/** Every link to a page of this site leads to a page, or to an old address that redirects to one. */
function checkLinks(links: readonly LinkRecord[], routes: ReadonlyMap<string, RouteClaim>, redirectSources: ReadonlySet<string>): void {
  for (const { file, field, href } of links) {
    const path = linkedPath(href);
    if (path === undefined || routes.has(path) || redirectSources.has(path)) continue;
    throw new Error(
      `${file}: ${field} "${href}" is not a page of the site; link to a page that exists (a removed product's old address can be listed under formerPaths of the page that replaces it)`,
    );
  }
}

export interface SiteRoutes<T extends RouteClaim = Route> {
  /** Path → the route, with the entry that claims it. */
  routes: Map<string, T>;
  /** Old address → the page it leads to. */
  redirects: Map<string, string>;
}

/** The route table and redirects of the whole site, checked; throws on the first problem. */
export function routesOf<P extends EntryRecord, C extends CategoryRecord, R extends ProductRecord>(
  content: SiteContent<P, C, R>,
  redirects: readonly Redirect[],
): SiteRoutes<Route<P, C, R>> {
  const redirectTable = redirectMap(redirects);
  const redirectSources = new Set(redirectTable.keys());
  const routes = routeTable(routeClaims(content), redirectSources);
  checkCategoryLinks(content.categories, routes, redirectSources, content.name ?? keyPathOnly);
  checkRedirectTargets(redirects, routes);
  checkLinks(content.links, routes, redirectSources);
  return { routes, redirects: redirectTable };
}

/** A page entry, as far as its routes and links go. */
export interface PageInput {
  id: string;
  file: string;
  body?: string | undefined;
  /** The buttons under the heading, and sections of every kind: those with buttons list them in `actions`, cards may link. */
  data: {
    actions?: readonly { href: string }[];
    sections: readonly { type: string; actions?: readonly { href: string }[]; cards?: readonly { href?: string | undefined }[] }[];
  };
}

/** A category entry, as far as its routes go. */
export interface CategoryInput {
  id: string;
  file: string;
  data: { href: string; shortHref?: string | undefined; formerPaths: readonly string[] };
}

/** A product entry, as far as its routes and links go. */
export interface ProductInput {
  id: string;
  file: string;
  body?: string | undefined;
  data: { path: string; order: number; formerPaths: readonly string[]; links: readonly { href: string }[] };
}

/** The entries whose paths, links and old addresses make the site's routes, as a loader gives them. */
export type ContentEntries<
  P extends PageInput = PageInput,
  C extends CategoryInput = CategoryInput,
  R extends ProductInput = ProductInput,
> = PathCollections<P, C, R>;

/** The links an entry writes: in the given fields, and in its Markdown text. */
function entryLinks(
  entry: { file: string; body?: string | undefined },
  fields: [field: string, href: string][],
  name: FieldNamer,
): LinkRecord[] {
  return [
    ...fields.map(([field, href]) => ({ file: entry.file, field: name(entry.file, field), href })),
    ...markdownLinks(entry.body ?? '').map(({ href, line }) => ({
      file: entry.file,
      field: `the text (line ${line} below the front matter)`,
      href,
    })),
  ];
}

/**
 * The routes and old addresses of the content, checked. The build runs it once, on the content
 * layer's entries (src/data/site.ts), before any page is written; `npm run check:content` runs it
 * on the same files read directly.
 */
export function siteRoutes<P extends PageInput, C extends CategoryInput, R extends ProductInput>(
  { pages, categories, products: unsorted }: ContentEntries<P, C, R>,
  name: FieldNamer = keyPathOnly,
): SiteRoutes<Route<P, C, R>> {
  // In listing order, so of two products on one path the one further down is named.
  const products = [...unsorted].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id));
  const content = {
    name,
    pages,
    categories: categories.map((entry) => ({
      id: entry.id,
      file: entry.file,
      href: entry.data.href,
      shortHref: entry.data.shortHref,
      entry,
    })),
    products: products.map((entry) => ({ id: entry.id, file: entry.file, path: entry.data.path, entry })),
    links: [
      ...products.flatMap((product) =>
        entryLinks(
          product,
          product.data.links.map(({ href }, i) => [`links.${i}.href`, href]),
          name,
        ),
      ),
      ...pages.flatMap((page) =>
        entryLinks(
          page,
          [
            ...(page.data.actions ?? []).map(({ href }, a): [string, string] => [`actions.${a}.href`, href]),
            ...page.data.sections.flatMap((section, s) => [
              ...(section.actions ?? []).map(({ href }, a): [string, string] => [`sections.${s}.actions.${a}.href`, href]),
              ...(section.cards ?? []).flatMap(({ href }, c): [string, string][] =>
                href ? [[`sections.${s}.cards.${c}.href`, href]] : [],
              ),
            ]),
          ],
          name,
        ),
      ),
    ],
  };
  const checked = routesOf(content, [
    ...fixedRedirects,
    ...entryRedirects([
      ...categories.map(({ file, data }) => ({ file, page: data.href, formerPaths: data.formerPaths })),
      ...products.map(({ file, data }) => ({ file, page: data.path, formerPaths: data.formerPaths })),
    ]),
  ]);
  // Each route holds the entry itself, not the record the checks read.
  const withEntry = (route: Route<P, { entry: C }, { entry: R }>): Route<P, C, R> => {
    if (route.kind === 'listing') return { ...route, category: route.category.entry };
    if (route.kind === 'product') return { ...route, product: route.product.entry };
    return route;
  };
  return { redirects: checked.redirects, routes: new Map([...checked.routes].map(([path, route]) => [path, withEntry(route)])) };
}
