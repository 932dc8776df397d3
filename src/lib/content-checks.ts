// Checks between entries that no single entry's schema can make: which entry claims which path,
// and whether every link and old address leads to a page. Pure, so unit tests run them on entries
// built inline; src/data/site.ts runs them once per build on the content layer's entries, and
// `npm run check:content` on the same files read directly. Each failure names the file and field,
// and says what to change: content is added, removed and moved by people, and a link into a
// missing page must stop the build rather than go live.
import type { Category, Product } from '../schemas/catalogue.ts';
import type { Page } from '../schemas/pages.ts';
import { REDIRECTS_FILE, entryRedirects, redirectMap, redirects as fixedRedirects, type Redirect } from './redirects.ts';
import { markdownLinks } from './markdown-rules.ts';
import { listingOrder } from './order.ts';
import { isListingPath, listingPath, normalisePath, pagePath, routeTable, type Route } from './routes.ts';

/** An entry as the content layer gives it, its data as far as these checks read it. */
interface Entry<Data> {
  id: string;
  /** The entry's file, e.g. src/content/products/pke.md. */
  file: string;
  /** The Markdown text, for pages and products. */
  body?: string | undefined;
  data: Data;
}

/** The entries that claim paths, and write links and old addresses: pages, categories and products. */
export interface PathEntries {
  pages: readonly Entry<Pick<Page, 'actions' | 'sections'>>[];
  categories: readonly Entry<Pick<Category, 'href' | 'shortHref' | 'formerPaths'>>[];
  products: readonly Entry<Pick<Product, 'name' | 'path' | 'order' | 'formerPaths' | 'links'>>[];
}

/** A link written in the content: where, and where to. */
interface Link {
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

/** Every path the site answers, each with the entry that claims it: one per page, category listing and product. */
function routeClaims({ pages, categories, products }: PathEntries, name: FieldNamer): Route[] {
  return [
    ...pages.map(({ id, file }) => ({ path: pagePath(id), kind: 'page' as const, id, file, field: 'file name' })),
    ...categories
      .filter(({ data }) => isListingPath(data.href))
      .map(({ id, file, data }) => ({ path: data.href, kind: 'listing' as const, id, file, field: name(file, 'href') })),
    ...products.map(({ id, file, data }) => ({ path: data.path, kind: 'product' as const, id, file, field: name(file, 'path') })),
  ];
}

/** Every category's page is served, and its short path leads to a page or an old address that redirects. */
function checkCategoryLinks(
  categories: PathEntries['categories'],
  routes: ReadonlyMap<string, Route>,
  redirectSources: ReadonlySet<string>,
  name: FieldNamer,
): void {
  for (const {
    file,
    data: { href, shortHref },
  } of categories) {
    if (!routes.has(href)) {
      throw new Error(
        `${file}: ${name(file, 'href')} "${href}" is not a page of the site; use ${listingPath('<name>')} for a listing, or the path of an existing page`,
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
function checkRedirectTargets(redirects: readonly Redirect[], routes: ReadonlyMap<string, Route>): void {
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
function checkLinks(links: readonly Link[], routes: ReadonlyMap<string, Route>, redirectSources: ReadonlySet<string>): void {
  for (const { file, field, href } of links) {
    const path = linkedPath(href);
    if (path === undefined || routes.has(path) || redirectSources.has(path)) continue;
    throw new Error(
      `${file}: ${field} "${href}" is not a page of the site; link to a page that exists (a removed product's old address can be listed under formerPaths of the page that replaces it)`,
    );
  }
}

export interface SiteRoutes {
  /** Path → the route, naming the entry that claims it. */
  routes: Map<string, Route>;
  /** Old address → the page it leads to. */
  redirects: Map<string, string>;
}

/** The links an entry writes: in the given fields, and in its Markdown text. */
function entryLinks(entry: { file: string; body?: string | undefined }, fields: [field: string, href: string][], name: FieldNamer): Link[] {
  return [
    ...fields.map(([field, href]) => ({ file: entry.file, field: name(entry.file, field), href })),
    ...(entry.body ? markdownLinks(entry.body) : []).map(({ href, line }) => ({
      file: entry.file,
      field: `the text (line ${line} below the front matter)`,
      href,
    })),
  ];
}

/** Every link the entries write to a page: products' links and text, pages' buttons, cards and text. */
function contentLinks({ pages, products }: PathEntries, name: FieldNamer): Link[] {
  return [
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
            ...('actions' in section ? (section.actions ?? []) : []).map(({ href }, a): [string, string] => [
              `sections.${s}.actions.${a}.href`,
              href,
            ]),
            ...('cards' in section ? section.cards : []).flatMap(({ href }, c): [string, string][] =>
              href ? [[`sections.${s}.cards.${c}.href`, href]] : [],
            ),
          ]),
        ],
        name,
      ),
    ),
  ];
}

/**
 * The routes and old addresses of the content, checked; throws on the first problem. The build runs
 * it once, on the content layer's entries (src/data/site.ts), before any page is written;
 * `npm run check:content` runs it on the same files read directly.
 */
export function siteRoutes(entries: PathEntries, name: FieldNamer = keyPathOnly): SiteRoutes {
  // In listing order, so of two products on one path the one further down is named.
  const products = [...entries.products].sort((a, b) => listingOrder(a.data, b.data));
  const redirects: Redirect[] = [
    ...fixedRedirects,
    ...entryRedirects([
      ...entries.categories.map(({ file, data }) => ({ file, page: data.href, formerPaths: data.formerPaths })),
      ...products.map(({ file, data }) => ({ file, page: data.path, formerPaths: data.formerPaths })),
    ]),
  ];
  return routesWith({ ...entries, products }, redirects, name);
}

/** The route table and the given redirects, checked against each other and every link. */
export function routesWith(entries: PathEntries, redirects: readonly Redirect[], name: FieldNamer = keyPathOnly): SiteRoutes {
  const redirectTable = redirectMap(redirects);
  const redirectSources = new Set(redirectTable.keys());
  const routes = routeTable(routeClaims(entries, name), redirectSources);
  checkCategoryLinks(entries.categories, routes, redirectSources, name);
  checkRedirectTargets(redirects, routes);
  checkLinks(contentLinks(entries, name), routes, redirectSources);
  return { routes, redirects: redirectTable };
}
