// What the pages get of the content: every collection read from Astro's content layer (whose loader,
// src/loaders/folder-loader.ts, reads and checks each file), loaded by the one road the
// `npm run validate` check takes too (src/validation/load-site.ts: the counts filled into the words,
// the path table, the PDFs and every check between entries), then arranged for the pages
// (src/lib/content/arrange.ts), once per build. Pages, the editor's files and the local site's
// problem list all come from this one load; components never load content themselves, and take
// what they show as props. On the dev server a problem goes to the local site's list; a build stops
// on a refused one and prints every warning.
import { getCollection, type CollectionEntry } from 'astro:content';
import { COLLECTION_NAMES, SETTINGS_ID, type CollectionName } from '../collections.ts';
import {
  arrangeCatalogue,
  arrangeCompany,
  arrangeNotices,
  arrangePages,
  arrangeResources,
  type Catalogue,
  type Company,
  type Resources,
} from '../lib/content/arrange.ts';
import { ContentProblems, developerLine, refused, type PlaceOf } from '../lib/content/content-problems.ts';
import { contentVersion, reportProblems, reportedBy } from '../loaders/reported-problems.ts';
import type { Counts } from '../lib/content/typed-counts.ts';
import type { Pdf } from '../lib/company/pdfs.ts';
import { buildDate } from '../conventions/build-date.ts';
import { isPreviewBuild, previewPaths } from '../lib/paths/preview-paths.ts';
import { PAGES_WITH_ROUTE_FILES, pagePath } from '../conventions/paths.ts';
import { loadSite, type SiteReads } from '../validation/load-site.ts';
import { gridPictures, type Shown } from '../lib/design/picture-choice.ts';
import type { Photo } from '../schemas/common.ts';
import type { Notice } from '../schemas/notices.ts';
import { sectionPicture } from '../schemas/section-kinds.ts';
import type { Settings } from '../schemas/settings.ts';

/** An entry of a collection as the content layer gives it, with its file as every check names it. */
type SiteEntry<K extends CollectionName> = CollectionEntry<K> & { file: string };
type Entries = { [K in CollectionName]: SiteEntry<K>[] };

/** What the checks between entries report on the dev server, beside each collection's own. */
const CHECKS_BETWEEN_ENTRIES = 'checks between entries';
export type CategoryEntry = SiteEntry<'categories'>;
export type ProductEntry = SiteEntry<'products'>;
export type PageEntry = SiteEntry<'pages'>;
type TestimonialEntry = SiteEntry<'testimonials'>;

/** A page's own picture: its main picture, else the first picture one of its sections lends it (src/schemas/section-kinds.ts). */
export function pagePicture(page: PageEntry['data']): Photo | undefined {
  return page.mainPicture ?? page.sections.map(sectionPicture).find(Boolean);
}

/** What one path of the site shows. `ownFile` pages have a route file of their own in src/pages. */
type Route = { path: string; /** The route file's parameter for the path. */ param: string } & (
  | { kind: 'page'; page: PageEntry; ownFile: boolean }
  | { kind: 'listing'; category: CategoryEntry; products: ProductEntry[] }
  | { kind: 'product'; product: ProductEntry; category: CategoryEntry }
);

export interface Site extends Catalogue<CategoryEntry, ProductEntry>, Company, Resources<TestimonialEntry> {
  /** Every collection's entries as loaded, by collection (src/collections.ts), in file order, their counts filled into the words. */
  entries: Entries;
  /** The same as the office wrote them, placeholders and all: what the editor's files (src/pages/admin/) show. */
  written: Entries;
  /** What the words' placeholders were filled in with ({depots} → 7). */
  counts: Counts;
  settings: Settings;
  /** The fixed pages' copy, by id (home, about-us, ...), with the sections the site shows (src/lib/content/sample-values.ts). */
  pages: Map<string, PageEntry>;
  /** Every content route of the site. */
  routes: Route[];
  /** Old path → the page it leads to; on a deploy preview also the editor's preview paths. */
  redirects: Map<string, string>;
  /** Each PDF path the content names → its path, and the size and sample bytes of the site's own. */
  pdfs: Map<string, Pdf>;
  /** Places a field of any entry as the office's form shows it. */
  placeOf: PlaceOf;
  /** What each product's card and page show (src/lib/design/picture-choice.ts): worked out once for each listing, not on each page. */
  productPictures: Map<string, Shown<Photo>>;
  /** The notices current on the build's day (src/conventions/build-date.ts), the one starting first first; on a preview, those to come too. */
  notices: SiteNotice[];
}

/** A notice with its id, for the page to pick the ones it shows, and whether it starts after the build's day (src/lib/company/notices.ts). */
export type SiteNotice = Notice & { id: string; startsLater: boolean };

/** Every collection from the content layer. On the dev server a collection with a broken entry keeps its last good version, and says so. */
async function contentLayerReads(): Promise<SiteReads<Entries>> {
  const withFile = <T extends { id: string; filePath?: string | undefined }>(entry: T) => ({ ...entry, file: entry.filePath ?? entry.id });
  const reads = await Promise.all(
    COLLECTION_NAMES.map(async (name) => [
      name,
      { entries: (await getCollection(name)).map(withFile), failed: reportedBy(name).length > 0 },
    ]),
  );
  return Object.fromEntries(reads) as SiteReads<Entries>;
}

async function siteFromContentLayer(): Promise<Site> {
  const loaded = loadSite(await contentLayerReads());
  if (import.meta.env.DEV) reportProblems(CHECKS_BETWEEN_ENTRIES, loaded.problems);
  else {
    if (refused(loaded.problems).length > 0) throw new ContentProblems(refused(loaded.problems));
    for (const warning of loaded.problems) console.warn(developerLine(warning));
  }
  const { entries, settings: settingsEntry, table } = loaded;
  if (!settingsEntry) throw new Error(`src/content/settings/${SETTINGS_ID}.yaml is missing: the site needs its settings`);
  const settings = settingsEntry.data;
  const catalogue = arrangeCatalogue(entries.categories, entries.products);
  const pages = arrangePages(entries.pages);

  // Each route names its entry by id; the schemas have checked every product's category exists.
  const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((entry) => [entry.id, entry]));
  const categories = byId(catalogue.categories);
  const products = byId(catalogue.products);
  const routes = [...table.routes.values()].flatMap(({ path, param, kind, id }): Route[] => {
    if (kind === 'page') return [{ path, param, kind, page: pages.get(id)!, ownFile: PAGES_WITH_ROUTE_FILES.has(id) }];
    if (kind === 'listing')
      return [{ path, param, kind, category: categories.get(id)!, products: catalogue.productsByCategory.get(id) ?? [] }];
    const product = products.get(id)!;
    return [{ path, param, kind, product, category: categories.get(product.data.category)! }];
  });
  const preview = isPreviewBuild();
  const redirects = preview
    ? new Map([...table.redirects, ...previewPaths({ pages: [...pages.values()], ...catalogue })])
    : table.redirects;
  return {
    entries,
    written: loaded.written,
    counts: loaded.counts,
    settings,
    ...catalogue,
    ...arrangeCompany(entries.locations, entries.staff, entries.groups, settings),
    ...arrangeResources(entries.declarations, entries.testimonials),
    pages,
    routes,
    redirects,
    pdfs: loaded.pdfs,
    placeOf: loaded.placeOf,
    productPictures: new Map(
      [...catalogue.productsByCategory.values()].flatMap((listed) => {
        const shown = gridPictures(listed.map(({ data }) => data));
        return listed.map(({ id }, index) => [id, shown[index]!] as const);
      }),
    ),
    notices: arrangeNotices(entries.notices, preview),
  };
}

/** A page's copy that a route file of its own shows; throws naming the missing file. */
export function requirePage(site: Site, id: string): PageEntry {
  const page = site.pages.get(id);
  if (!page) throw new Error(`src/content/pages/${id}.md is missing: the page at ${pagePath(id)} shows its copy`);
  return page;
}

let site: { version: number; day: string; loaded: Promise<Site> } | undefined;

/**
 * The whole site's content. Built once per build; on the dev server again each time the content
 * loader has read a collection again (or a day has passed), so a save shows on the next page, and
 * the pages, the editor's files and the problem list between two saves all come from one load.
 */
export function getSite(): Promise<Site> {
  const version = import.meta.env.DEV ? contentVersion() : 0;
  const day = buildDate();
  if (site?.version !== version || site.day !== day) site = { version, day, loaded: siteFromContentLayer() };
  return site.loaded;
}
