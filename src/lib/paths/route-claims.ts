// The site's routes as the content makes them: which entry claims which path (a page, a category's
// listing, a product on sale), and every old path with the page it leads to (the pages', categories'
// and products' former paths, and a paused product's paths, which lead to its category), and the
// route table that keeps one claim per path. The paths are made in src/conventions/paths.ts;
// src/lib/content/site-rules.ts checks the claims against each other and against every link the
// content writes, and the page routes (src/pages/[page], [...product] and products/[listing]) read
// the table through src/data/site.ts, each claim carrying its route file's parameter (`param`).
import type { Availability, Category, Product } from '../../schemas/catalogue.ts';
import type { Notice } from '../../schemas/notices.ts';
import type { Page } from '../../schemas/pages.ts';
import { byKeyPath, type PlaceOf } from '../content/content-problems.ts';
import type { Entry } from '../content/entry.ts';
import { entryRedirects, type Redirect } from './redirects.ts';
import { PRODUCTS_PATH, isListingPath, listingName, pagePath, restParam } from '../../conventions/paths.ts';
import type { Place } from '../../conventions/places.ts';

/** A path the site serves, the entry that claims it, and where that claim is written. */
export interface RouteClaim {
  path: string;
  /** What it shows: a page's copy, a category listing or a product. */
  kind: 'page' | 'listing' | 'product';
  /** The entry's id in its collection. */
  id: string;
  /** Where it is claimed: the entry's file and the field holding the path (a product's path, a category's path; none for a page, named by its file). */
  place: Place;
  /** The route file's parameter for the path: a page's id, a listing's name, a product's path without its first slash. */
  param: string;
}

/**
 * The entries that claim paths (each its data as far as the routes and their checks read it), and write links and old paths: pages, categories and products;
 * and the notices, which link and name the pages they show on.
 */
export interface PathEntries {
  pages: readonly Entry<Pick<Page, 'actions' | 'sections'> & Partial<Pick<Page, 'formerPaths'>>>[];
  categories: readonly Entry<Pick<Category, 'path' | 'shortPath' | 'formerPaths'>>[];
  /** A product left without an availability is on sale. */
  products: readonly Entry<
    Pick<Product, 'name' | 'category' | 'path' | 'order' | 'formerPaths' | 'links'> & { availability?: Availability }
  >[];
  notices?: readonly Entry<Pick<Notice, 'link' | 'showOn'>>[] | undefined;
}

/** True for a product taken off the site: no page, card or sitemap entry; its path leads to its category. */
export const isPaused = (product: { data: { availability?: Availability } }): boolean => product.data.availability === 'paused';

/** The field that holds the path of a category's listing and of a product's page. */
export const PATH_FIELDS = { categories: 'path', products: 'path' } as const;

/** Every path the site answers, each with the entry that claims it: one per page, category listing and product on sale. */
export function routeClaims({ pages, categories, products }: PathEntries, placeOf: PlaceOf = byKeyPath): RouteClaim[] {
  return [
    ...pages.map(({ id, file }) => ({ path: pagePath(id), kind: 'page' as const, id, place: placeOf(file), param: id })),
    ...categories
      .filter(({ data }) => isListingPath(data.path))
      .map(({ id, file, data }) => ({
        path: data.path,
        kind: 'listing' as const,
        id,
        place: placeOf(file, PATH_FIELDS.categories),
        param: listingName(data.path),
      })),
    ...products
      .filter((product) => !isPaused(product))
      .map(({ id, file, data }) => ({
        path: data.path,
        kind: 'product' as const,
        id,
        place: placeOf(file, PATH_FIELDS.products),
        param: restParam(data.path),
      })),
  ];
}

/** Every old path of the site and the page it leads to: the entries' former paths, and paused products'. */
export function siteRedirects(
  { pages, categories, products }: Pick<PathEntries, 'pages' | 'categories' | 'products'>,
  placeOf: PlaceOf = byKeyPath,
): Redirect[] {
  const categoryPages = new Map(categories.map(({ id, data }) => [id, data.path]));
  return [
    ...entryRedirects([
      ...pages.map(({ id, file, data }) => ({
        place: placeOf(file, 'formerPaths'),
        page: pagePath(id),
        formerPaths: data.formerPaths ?? [],
      })),
      ...categories.map(({ file, data }) => ({ place: placeOf(file, 'formerPaths'), page: data.path, formerPaths: data.formerPaths })),
      ...products
        .filter((product) => !isPaused(product))
        .map(({ file, data }) => ({ place: placeOf(file, 'formerPaths'), page: data.path, formerPaths: data.formerPaths })),
    ]),
    // A paused product's path and former paths lead to its category's page while it is
    // paused, so a bookmark lands among what is on sale; set back on sale, it has its page again.
    ...products.filter(isPaused).map(({ file, data }) => ({
      from: [data.path, ...data.formerPaths],
      to: categoryPages.get(data.category) ?? PRODUCTS_PATH,
      writtenIn: placeOf(file, 'availability'),
    })),
  ];
}

/** A claim the route table cannot take: its path is an old path, or another entry's (`earlier`). */
export interface ClaimConflict {
  claim: RouteClaim;
  earlier?: RouteClaim | undefined;
}

/**
 * The route table: one claim per path, the first. A claim on a path another entry has, or on an
 * old path that redirects, is left out and returned as a conflict for the checks
 * to name (src/lib/content/site-rules.ts).
 */
export function routeTable(
  claims: readonly RouteClaim[],
  redirectSources: ReadonlySet<string>,
): { routes: Map<string, RouteClaim>; conflicts: ClaimConflict[] } {
  const routes = new Map<string, RouteClaim>();
  const conflicts: ClaimConflict[] = [];
  for (const claim of claims) {
    const earlier = routes.get(claim.path);
    if (redirectSources.has(claim.path) || earlier) conflicts.push({ claim, earlier });
    else routes.set(claim.path, claim);
  }
  return { routes, conflicts };
}
