// Checks between entries that no single entry's schema can make: which entry claims which path,
// and whether each category's links lead somewhere. Pure, so unit tests run them on plain
// records; src/data/site.ts runs them once per build. Each failure names the file and field.
import { isListingPath, pagePath, routeTable, type RouteClaim } from './routes';

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

export interface SiteContent {
  pages: readonly EntryRecord[];
  categories: readonly CategoryRecord[];
  products: readonly ProductRecord[];
  /** Paths served by route files of their own in src/pages (e.g. / → src/pages/index.astro). */
  routeFiles: ReadonlyMap<string, string>;
}

/** Every path the site answers: one per page, category listing, product, and route file of its own. */
export function routeClaims(content: SiteContent): RouteClaim[] {
  const pagePaths = new Set(content.pages.map(({ id }) => pagePath(id)));
  return [
    ...content.pages.map(({ id, file }) => {
      const path = pagePath(id);
      return { path, kind: 'page' as const, id, file, field: 'file name', ownFile: content.routeFiles.has(path) };
    }),
    ...[...content.routeFiles]
      .filter(([path]) => !pagePaths.has(path))
      .map(([path, file]) => ({ path, kind: 'file' as const, id: path, file, field: 'route' })),
    ...content.categories
      .filter(({ href }) => isListingPath(href))
      .map(({ id, file, href }) => ({ path: href, kind: 'listing' as const, id, file, field: 'href' })),
    ...content.products.map(({ id, file, path }) => ({ path, kind: 'product' as const, id, file, field: 'path' })),
  ];
}

/** Every category's page is served, and its short path leads to a page or an old address that redirects. */
export function checkCategoryLinks(
  categories: readonly CategoryRecord[],
  routes: ReadonlyMap<string, RouteClaim>,
  redirectSources: ReadonlySet<string>,
): void {
  for (const { file, href, shortHref } of categories) {
    if (!routes.has(href)) {
      throw new Error(
        `${file}: href "${href}" is not a page of the site; use /products/<name> for a listing, or the path of an existing page`,
      );
    }
    if (shortHref && !routes.has(shortHref) && !redirectSources.has(shortHref)) {
      throw new Error(`${file}: shortHref "${shortHref}" is neither a page nor an old address in src/integrations/redirects.ts`);
    }
  }
}

/** The route table of the whole site, checked; throws on the first problem. */
export function checkedRoutes(content: SiteContent, redirectSources: ReadonlySet<string>): Map<string, RouteClaim> {
  const routes = routeTable(routeClaims(content), redirectSources);
  checkCategoryLinks(content.categories, routes, redirectSources);
  return routes;
}
