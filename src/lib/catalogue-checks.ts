// Cross-checks between catalogue entries that a per-entry zod schema cannot make. Pure, so the
// data layer (src/data/catalogue.ts) runs them at build time and unit tests run them on plain
// records. Each failure throws an Error naming the entry's file and the field to fix.

import { normalisePath } from './navigation';

/** What the checks need to know about a product entry. */
export interface ProductRecord {
  /** The entry's file, e.g. src/content/products/pke.md. */
  file: string;
  path: string;
  /** The category id the entry refers to. */
  category: string;
}

/** What the checks need to know about a category entry. */
export interface CategoryRecord {
  /** The file holding the entry, e.g. src/content/categories.yaml. */
  file: string;
  id: string;
  href: string;
  shortHref?: string | undefined;
}

/** The routes that exist besides the catalogue's own. */
export interface SiteRoutes {
  /** Paths served by files in src/pages that take no parameters, e.g. /molasses. */
  fixedPages: readonly string[];
  /** Every redirect source (src/lib/redirects.ts). */
  redirectSources: readonly string[];
}

/** True for a category href the listing route (src/pages/products/[listing].astro) serves: /products/<name>. */
export function isListingHref(href: string): boolean {
  return /^\/products\/[^/]+$/.test(href);
}

/**
 * The path a file under src/pages serves, e.g. /src/pages/products.astro → /products and
 * /src/pages/robots.txt.ts → /robots.txt; undefined for routes with parameters and for files
 * Astro ignores (a leading underscore).
 */
export function routeFromPageFile(file: string): string | undefined {
  const route = file.replace(/^.*?src\/pages/, '');
  if (route.includes('[') || route.split('/').some((part) => part.startsWith('_'))) return undefined;
  return normalisePath(route.replace(/\.[a-z]+$/, ''));
}

function describeCategory(category: CategoryRecord): string {
  return `${category.file} (category "${category.id}")`;
}

/** Every product names a category that exists. */
export function checkProductCategories(products: readonly ProductRecord[], categories: readonly CategoryRecord[]): void {
  const ids = new Set(categories.map((category) => category.id));
  for (const product of products) {
    if (!ids.has(product.category)) {
      throw new Error(
        `${product.file}: category "${product.category}" is not a category id; use one of ${[...ids].join(', ')}`,
      );
    }
  }
}

/** Every product has a path of its own that no redirect, fixed page or category listing already answers. */
export function checkProductPaths(
  products: readonly ProductRecord[],
  categories: readonly CategoryRecord[],
  routes: SiteRoutes,
): void {
  const redirectSources = new Set(routes.redirectSources);
  const fixedPages = new Set(routes.fixedPages);
  // Listings are generated from their category's href, so a listing claims its path too.
  const claimedBy = new Map<string, string>();
  for (const category of categories) {
    if (isListingHref(category.href)) claimedBy.set(category.href, describeCategory(category));
  }

  for (const product of products) {
    const { file, path } = product;
    if (redirectSources.has(path)) {
      throw new Error(`${file}: path "${path}" is a redirect source in src/lib/redirects.ts; choose another path or remove the redirect`);
    }
    if (fixedPages.has(path)) {
      throw new Error(`${file}: path "${path}" is already served by a page in src/pages; choose another path`);
    }
    const other = claimedBy.get(path);
    if (other) {
      throw new Error(`${file}: path "${path}" is also claimed by ${other}; every product needs a path of its own`);
    }
    claimedBy.set(path, file);
  }
}

/** Every category links to a page that exists, and its short link to a page or a redirect. */
export function checkCategoryHrefs(
  categories: readonly CategoryRecord[],
  products: readonly ProductRecord[],
  routes: SiteRoutes,
): void {
  const served = new Set([
    ...routes.fixedPages,
    ...categories.map((category) => category.href).filter(isListingHref),
    ...products.map((product) => product.path),
  ]);
  const redirectSources = new Set(routes.redirectSources);
  for (const category of categories) {
    if (!served.has(category.href)) {
      throw new Error(
        `${describeCategory(category)}: href "${category.href}" is not served by any page; use /products/<name> for a listing, or the path of an existing page`,
      );
    }
    const { shortHref } = category;
    if (shortHref && !served.has(shortHref) && !redirectSources.has(shortHref)) {
      throw new Error(
        `${describeCategory(category)}: shortHref "${shortHref}" is neither a page nor a redirect source in src/lib/redirects.ts`,
      );
    }
  }
}

/** All catalogue cross-checks; throws on the first failure. */
export function checkCatalogue(
  products: readonly ProductRecord[],
  categories: readonly CategoryRecord[],
  routes: SiteRoutes,
): void {
  checkProductCategories(products, categories);
  checkProductPaths(products, categories, routes);
  checkCategoryHrefs(categories, products, routes);
}
