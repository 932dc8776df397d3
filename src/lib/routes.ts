// Every path the site answers, and who claims it: the fixed pages' copy, the category listings,
// the products and the redirect table (src/lib/redirects.ts, beside this file). The content checks
// build the table from the entries (src/lib/content-checks.ts), and the page routes (src/pages/
// [page], [...product] and products/[listing]) read the same routes through src/data/site.ts.

/** A path the site serves, the entry that claims it, and where that claim is written. */
export interface Route {
  path: string;
  /** What it shows: a page's copy, a category listing or a product. */
  kind: 'page' | 'listing' | 'product';
  /** The entry's id in its collection. */
  id: string;
  /** The file that claims it, e.g. src/content/products/pke.md. */
  file: string;
  /** The field holding the path (e.g. "path", "href"), or "file name" for a page. */
  field: string;
}

/**
 * The pages (by id in src/content/pages) served by a route file of their own rather than by
 * src/pages/[page].astro: the home page (index.astro), the calculator (conedose-calculator.astro),
 * the offline page (offline.astro) and the not-found page (404.astro). A unit test holds this list to the files in src/pages.
 */
export const PAGES_WITH_ROUTE_FILES: ReadonlySet<string> = new Set(['home', 'conedose-calculator', 'offline', '404']);

/** The browser editor's page; its forms are at `${EDITOR_PATH}#/collections/...`. */
export const EDITOR_PATH = '/admin';

/** The editor's form of one entry. */
export const editorEntryPath = (collection: string, id: string): string => `${EDITOR_PATH}#/collections/${collection}/entries/${id}`;

/** Every product, by category: the page the navigation's Products and the category bar's ALL lead to. */
export const PRODUCTS_PATH = '/products';

/** Category listings live under this prefix: /products/dairy-feed is the "dairy-feed" listing. */
export const LISTING_PREFIX = `${PRODUCTS_PATH}/`;

/** The listing of a category named `name`, e.g. dairy-feed. */
export const listingPath = (name: string): string => `${LISTING_PREFIX}${name}`;

/**
 * A product's address when its entry leaves it empty: its category's listing name, then its own
 * file name (the category's page /products/dairy-feed and pke.md make /dairy-feed/pke). A category
 * whose page is not a listing lends its page's last segment.
 */
export const productPath = (categoryPage: string, id: string): string => `/${categoryPage.slice(categoryPage.lastIndexOf('/') + 1)}/${id}`;

/** True for a path the listing route serves: /products/<name>. */
export function isListingPath(path: string): boolean {
  return path.startsWith(LISTING_PREFIX) && /^[a-z0-9-]+$/.test(path.slice(LISTING_PREFIX.length));
}

/** The home page's copy is the "home" entry of the pages collection. */
export const HOME_PAGE_ID = 'home';

/** The path a fixed page's copy (src/content/pages/<id>.md) is served at. */
export function pagePath(id: string): string {
  return id === HOME_PAGE_ID ? '/' : `/${id}`;
}

// First segments the build uses for files of its own (404.html, /_astro/, /admin, the PDFs in
// /files/, the offline page, robots.txt, the favicon, sitemaps, the editor's preview addresses): no entry may claim them.
// A pattern rather than code, so the editor's form refuses these paths as the build does.
const RESERVED_SEGMENTS = [
  'index',
  '404',
  'admin',
  'files',
  'offline',
  'preview',
  '_astro',
  '_redirects',
  '_headers',
  'favicon',
  'robots',
  'manifest',
  'sw',
  'sitemap[^/]*',
];

/** Matches a path whose first segment the site keeps for its own files. */
export const RESERVED_PATH = new RegExp(`^/(?:${RESERVED_SEGMENTS.join('|')})(?:/|$)`);

/** True for a path the site keeps for its own files. */
export const isReservedPath = (path: string): boolean => RESERVED_PATH.test(path);

/** A path without a trailing slash or `.html`, so `/products/`, `/products.html` and `/products` compare equal. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const describe = (claim: Route) => `${claim.file} (${claim.field} "${claim.path}")`;

/**
 * The route table: one claim per path. Throws naming both files when two entries claim one
 * path, and naming the file when an entry claims a path the redirect table already answers.
 */
export function routeTable(claims: readonly Route[], redirectSources: ReadonlySet<string>): Map<string, Route> {
  const table = new Map<string, Route>();
  for (const claim of claims) {
    if (redirectSources.has(claim.path)) {
      throw new Error(
        `${claim.file}: ${claim.field} "${claim.path}" is an old address that redirects elsewhere (src/lib/redirects.ts, or an entry's formerPaths); choose another path, or take it out of the old addresses first`,
      );
    }
    const earlier = table.get(claim.path);
    if (earlier) {
      throw new Error(
        `${claim.file}: ${claim.field} "${claim.path}" is already taken by ${describe(earlier)}; every page needs a path of its own`,
      );
    }
    table.set(claim.path, claim);
  }
  return table;
}
