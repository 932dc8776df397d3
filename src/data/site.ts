// The one way pages reach content: everything loaded, sorted and cross-checked once per build,
// then handed down as props. Components never load content themselves.
import { siteRoutes } from '../lib/content-checks';
import { reportProblems } from '../lib/content-problems';
import { formFieldNames } from '../loaders/read-content';
import { isPreviewBuild, previewAddresses } from '../lib/preview-addresses';
import { pagePath } from '../lib/routes';
import type { Settings } from '../schemas/settings';
import { loadCatalogue, type Catalogue, type CategoryEntry, type ProductEntry } from './catalogue';
import { loadCompany, type Company } from './company';
import { loadPages, type PageEntry } from './pages';
import { loadResources, type Resources } from './resources';
import { loadSettings } from './settings';

/** What one path of the site shows. `ownFile` pages have a route file of their own in src/pages. */
type SiteRoute =
  | { path: string; kind: 'page'; page: PageEntry; ownFile: boolean }
  | { path: string; kind: 'listing'; category: CategoryEntry; products: ProductEntry[] }
  | { path: string; kind: 'product'; product: ProductEntry; category: CategoryEntry };

export interface Site extends Catalogue, Company, Resources {
  settings: Settings;
  pages: Map<string, PageEntry>;
  /** Every content route of the site. */
  routes: SiteRoute[];
  /** Old address → the page it leads to; on a deploy preview also the editor's preview addresses. */
  redirects: Map<string, string>;
}

/**
 * The checks between entries. A build stops at a failure. The dev server reports it for every page
 * to show (src/lib/content-problems.ts) and serves no content route until it is fixed, so the
 * editor stays open to fix it.
 */
function crossChecked<T>(check: () => T, untilFixed: T): T {
  try {
    const checked = check();
    reportProblems('cross-checks', []);
    return checked;
  } catch (error) {
    if (!import.meta.env.DEV) throw error;
    reportProblems('cross-checks', [(error as Error).message]);
    return untilFixed;
  }
}

async function loadSite(): Promise<Site> {
  const [settings, catalogue, company, resources, pages] = await Promise.all([
    loadSettings(),
    loadCatalogue(),
    loadCompany(),
    loadResources(),
    loadPages(),
  ]);
  const withFile = <T extends { id: string; filePath?: string | undefined }>(entry: T) => ({ ...entry, file: entry.filePath ?? entry.id });
  const entries = {
    pages: [...pages.values()].map(withFile),
    categories: catalogue.categories.map(withFile),
    products: catalogue.products.map(withFile),
  };
  const checked = crossChecked(() => siteRoutes(entries, formFieldNames(entries)), { routes: new Map(), redirects: new Map() });

  const categoryOf = (product: ProductEntry): CategoryEntry => {
    const category = catalogue.categories.find(({ id }) => id === product.data.category);
    if (!category) throw new Error(`${product.filePath}: category "${product.data.category}" is not a category`);
    return category;
  };
  const routes = [...checked.routes.values()].map((route): SiteRoute => {
    const { path } = route;
    if (route.kind === 'page') return { path, kind: 'page', page: route.page, ownFile: route.ownFile };
    if (route.kind === 'listing') {
      const { category } = route;
      return { path, kind: 'listing', category, products: catalogue.productsByCategory.get(category.id) ?? [] };
    }
    return { path, kind: 'product', product: route.product, category: categoryOf(route.product) };
  });
  const redirects = isPreviewBuild()
    ? new Map([...checked.redirects, ...previewAddresses({ pages: [...pages.values()], ...catalogue })])
    : checked.redirects;
  return { settings, ...catalogue, ...company, ...resources, pages, routes, redirects };
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
