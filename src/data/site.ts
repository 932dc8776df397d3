// The one way pages reach content: everything loaded, sorted and cross-checked once per build,
// then handed down as props. Components never load content themselves.
import { redirectMap } from '../integrations/redirects';
import { checkedRoutes } from '../lib/content-checks';
import { pagePath, routeFromPageFile } from '../lib/routes';
import type { Settings } from '../schemas/settings';
import { loadCatalogue, type Catalogue, type CategoryEntry, type ProductEntry } from './catalogue';
import { loadCompany, type Company } from './company';
import { loadPages, type PageEntry } from './pages';
import { loadResources, type Resources } from './resources';
import { loadSettings } from './settings';

// The route files in src/pages, for the paths they serve themselves. Only the names are used;
// `?raw` keeps the pages' own imports (and their CSS) out of this module's graph.
const routeFiles = new Map(
  Object.keys(import.meta.glob('/src/pages/**/*.{astro,md,ts,js}', { query: '?raw' })).flatMap((file) => {
    const path = routeFromPageFile(file);
    return path === undefined ? [] : [[path, file.slice(1)] as const];
  }),
);

/** What one path of the site shows. `ownFile` pages have a route file of their own in src/pages. */
export type SiteRoute =
  | { path: string; kind: 'page'; page: PageEntry; ownFile: boolean }
  | { path: string; kind: 'listing'; category: CategoryEntry; products: ProductEntry[] }
  | { path: string; kind: 'product'; product: ProductEntry; category: CategoryEntry };

export interface Site extends Catalogue, Company, Resources {
  settings: Settings;
  pages: Map<string, PageEntry>;
  /** Every content route of the site. */
  routes: SiteRoute[];
}

async function loadSite(): Promise<Site> {
  const [settings, catalogue, company, resources, pages] = await Promise.all([
    loadSettings(),
    loadCatalogue(),
    loadCompany(),
    loadResources(),
    loadPages(),
  ]);
  const entry = (e: { id: string; filePath?: string | undefined }) => ({ id: e.id, file: e.filePath ?? e.id });
  const table = checkedRoutes(
    {
      pages: [...pages.values()].map(entry),
      categories: catalogue.categories.map((c) => ({ ...entry(c), href: c.data.href, shortHref: c.data.shortHref })),
      products: catalogue.products.map((p) => ({ ...entry(p), path: p.data.path })),
      routeFiles,
    },
    new Set(redirectMap().keys()),
  );

  const categoryById = new Map(catalogue.categories.map((category) => [category.id, category]));
  const productById = new Map(catalogue.products.map((product) => [product.id, product]));
  const routes = [...table.values()].flatMap(({ path, kind, id, ownFile = false }): SiteRoute[] => {
    if (kind === 'file') return [];
    if (kind === 'page') return [{ path, kind, page: pages.get(id)!, ownFile }];
    if (kind === 'listing') return [{ path, kind, category: categoryById.get(id)!, products: catalogue.productsByCategory.get(id) ?? [] }];
    const product = productById.get(id)!;
    return [{ path, kind, product, category: categoryById.get(product.data.category)! }];
  });
  return { settings, ...catalogue, ...company, ...resources, pages, routes };
}

/** A page's copy that a route file of its own shows; throws naming the missing file. */
export function requirePage(site: Site, id: string): PageEntry {
  const page = site.pages.get(id);
  if (!page) throw new Error(`src/content/pages/${id}.md is missing: the page at ${pagePath(id)} shows its copy`);
  return page;
}

let site: Promise<Site> | undefined;

/** The whole site's content. Built once per build; in dev, afresh for each page so edits show at once. */
export function getSite(): Promise<Site> {
  if (import.meta.env.DEV) return loadSite();
  site ??= loadSite();
  return site;
}
