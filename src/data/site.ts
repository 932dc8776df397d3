// The one way pages reach content: every collection loaded from the content layer, sorted, grouped
// and cross-checked once per build, then handed down as props. Components never load content
// themselves. From a page to its file: this module, Astro's loader (src/loaders/folder-loader.ts),
// the checks (src/loaders/validate-entries.ts), the preparing (src/loaders/prepare-entries.ts) and
// the file reader (src/loaders/entry-files.ts).
import { statSync } from 'node:fs';
import { getCollection, type CollectionEntry } from 'astro:content';
import { COLLECTION_NAMES, type CollectionName } from '../collections';
import { buildDate } from '../lib/company/build-date';
import { siteRoutes } from '../lib/content/content-checks';
import { isPaused } from '../lib/paths/site-routes';
import { reportProblems } from '../lib/content/content-problems';
import { displayDate, latestOfEachKind, newestSeasonFirst, seasonYears } from '../lib/company/declarations';
import { fileUrl } from '../lib/paths/files';
import { currentNotices } from '../lib/company/notices';
import { byPosition, listingOrder } from '../lib/content/order';
import { paperReferences, resolvePapers, type Paper } from '../lib/company/papers';
import { checkPositions } from '../lib/content/positions';
import { sectionsShown } from '../lib/content/sample-values';
import { sectionPicture } from '../schemas/section-kinds';
import { isPreviewBuild, previewAddresses } from '../lib/paths/preview-addresses';
import { PAGES_WITH_ROUTE_FILES, pagePath } from '../lib/paths/routes';
import { formFieldNames } from '../loaders/validate-entries';
import type { Photo } from '../schemas/common';
import { staffGroups, type Location, type StaffGroupName, type StaffMember } from '../schemas/company';
import type { Notice } from '../schemas/notices';
import type { Declaration } from '../schemas/resources';
import type { Settings } from '../schemas/settings';

type Entries = { [K in CollectionName]: CollectionEntry<K>[] };
export type CategoryEntry = CollectionEntry<'categories'>;
export type ProductEntry = CollectionEntry<'products'>;
export type PageEntry = CollectionEntry<'pages'>;
type TestimonialEntry = CollectionEntry<'testimonials'>;

interface Catalogue {
  /** In bar order. */
  categories: CategoryEntry[];
  /** In the order of their cards on a page that lists the categories. */
  categoryCards: CategoryEntry[];
  /** Each category's products, in listing order (order, then name); none paused. */
  productsByCategory: Map<string, ProductEntry[]>;
  /** Every product on the site, category by category: a paused one is on no page. */
  products: ProductEntry[];
}

/** The categories and the products on the site, sorted. Each product's category exists: its schema checks the reference. */
function arrangeCatalogue(categories: CategoryEntry[], products: ProductEntry[]): Catalogue {
  const sortedCategories = [...categories].sort((a, b) => byPosition(a.data, b.data));
  const onSite = products.filter((product) => !isPaused(product));
  const productsByCategory = new Map(
    sortedCategories.map((category) => [
      category.id,
      onSite.filter((product) => product.data.category === category.id).sort((a, b) => listingOrder(a.data, b.data)),
    ]),
  );
  const categoryCards = [...categories].sort((a, b) => a.data.cardOrder - b.data.cardOrder);
  return { categories: sortedCategories, categoryCards, productsByCategory, products: [...productsByCategory.values()].flat() };
}

export interface StaffCardData extends StaffMember {
  id: string;
  /** The name of the site they are based at. */
  locationName: string;
}

export interface StaffGroup {
  name: StaffGroupName;
  members: StaffCardData[];
}

interface Company {
  /** The main office, plant, mill and workshop, in order. */
  sites: Location[];
  /** The molasses depots, in order. */
  depots: Location[];
  /** Every staff member in the groups of Contact Us, each group in order. */
  staffGroups: StaffGroup[];
}

function arrangeCompany(locations: CollectionEntry<'locations'>[], staff: CollectionEntry<'staff'>[]): Company {
  const locationNames = new Map(locations.map(({ id, data }) => [id, data.name]));
  const members = staff.map(({ id, data }) => ({
    ...data,
    id,
    // The schema has checked the reference, so the location exists.
    locationName: locationNames.get(data.location) ?? data.location,
  }));
  const all = locations.map(({ data }) => data).sort(byPosition);
  return {
    sites: all.filter((location) => location.kind !== 'depot'),
    depots: all.filter((location) => location.kind === 'depot'),
    // A group with nobody in it has no heading on the page.
    staffGroups: staffGroups
      .map((name) => ({ name, members: members.filter((member) => member.group === name).sort(byPosition) }))
      .filter(({ members: inGroup }) => inGroup.length > 0),
  };
}

/** A declaration as its card shows it: the season written out with its date, and whether it is the newest of its kind. */
type DeclarationCard = Declaration & { dates: string; latest: boolean };

interface Resources {
  /** Newest season first; within a season, in order. */
  declarations: DeclarationCard[];
  testimonials: TestimonialEntry[];
}

function arrangeResources(declarations: CollectionEntry<'declarations'>[], testimonials: TestimonialEntry[]): Resources {
  const latest = latestOfEachKind(declarations.map(({ data }) => data));
  return {
    declarations: declarations
      .map(({ data }) => ({
        ...data,
        dates: `Season ${seasonYears(data.season)}${data.date ? `, dated ${displayDate(data.date)}` : ''}`,
        latest: latest.has(data),
      }))
      .sort(newestSeasonFirst),
    testimonials: [...testimonials].sort((a, b) => byPosition(a.data, b.data)),
  };
}

/** A page's own picture: its main picture, else the first picture one of its sections lends it (src/schemas/section-kinds.ts). */
export function pagePicture(page: PageEntry['data']): Photo | undefined {
  return page.hero ?? page.sections.map(sectionPicture).find(Boolean);
}

/** What one path of the site shows. `ownFile` pages have a route file of their own in src/pages. */
type SiteRoute = { path: string; /** The route file's parameter for the path. */ param: string } & (
  | { kind: 'page'; page: PageEntry; ownFile: boolean }
  | { kind: 'listing'; category: CategoryEntry; products: ProductEntry[] }
  | { kind: 'product'; product: ProductEntry; category: CategoryEntry }
);

export interface Site extends Catalogue, Company, Resources {
  /** Every collection's entries as loaded, by collection (src/collections.ts), in file order. */
  entries: Entries;
  settings: Settings;
  /** The fixed pages' copy, by id (home, about-us, ...), with the sections the site shows (src/lib/content/sample-values.ts). */
  pages: Map<string, PageEntry>;
  /** Every content route of the site. */
  routes: SiteRoute[];
  /** Old address → the page it leads to; on a deploy preview also the editor's preview addresses. */
  redirects: Map<string, string>;
  /** Each PDF path the content names → its address, and the size and sample bytes of the site's own. */
  papers: Map<string, Paper>;
  /** The notices current on the build's day (src/lib/company/build-date.ts), the one starting first first; on a preview, those to come too. */
  notices: SiteNotice[];
}

/** A notice with its id, for the page to pick the ones it shows, and whether it starts after the build's day (src/lib/company/notices.ts). */
export type SiteNotice = Notice & { id: string; startsLater: boolean };

/**
 * The checks between entries. A build stops at a failure. The dev server reports it for every page
 * to show (src/lib/content/content-problems.ts) and serves no content route until it is fixed, so the
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
  const entries = Object.fromEntries(
    await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await getCollection(name)] as const)),
  ) as Entries;
  const settings = entries.settings.find(({ id }) => id === 'site')?.data;
  if (!settings) throw new Error('src/content/settings/site.yaml is missing: the site needs its settings');
  const catalogue = arrangeCatalogue(entries.categories, entries.products);
  const pages = new Map(entries.pages.map((page) => [page.id, { ...page, data: { ...page.data, sections: sectionsShown(page.data) } }]));
  const withFile = <T extends { id: string; filePath?: string | undefined }>(entry: T) => ({ ...entry, file: entry.filePath ?? entry.id });
  const pageEntries = {
    pages: entries.pages.map(withFile),
    categories: catalogue.categories.map(withFile),
    // Paused ones too: their addresses lead to their categories, and links to them are refused.
    products: entries.products.map(withFile),
    notices: entries.notices.map(withFile),
  };
  const checked = crossChecked(
    () => {
      checkPositions({
        ...pageEntries,
        staff: entries.staff.map(withFile),
        locations: entries.locations.map(withFile),
        declarations: entries.declarations.map(withFile),
        testimonials: entries.testimonials.map(withFile),
      });
      return siteRoutes(pageEntries, formFieldNames(pageEntries));
    },
    { routes: new Map(), redirects: new Map() },
  );

  // Each route names its entry by id; the schemas have checked every product's category exists.
  const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((entry) => [entry.id, entry]));
  const categories = byId(catalogue.categories);
  const products = byId(catalogue.products);
  const routes = [...checked.routes.values()].flatMap(({ path, param, kind, id }): SiteRoute[] => {
    if (kind === 'page') return [{ path, param, kind, page: pages.get(id)!, ownFile: PAGES_WITH_ROUTE_FILES.has(id) }];
    if (kind === 'listing')
      return [{ path, param, kind, category: categories.get(id)!, products: catalogue.productsByCategory.get(id) ?? [] }];
    const product = products.get(id)!;
    return [{ path, param, kind, product, category: categories.get(product.data.category)! }];
  });
  const redirects = isPreviewBuild()
    ? new Map([...checked.redirects, ...previewAddresses({ pages: [...pages.values()], ...catalogue })])
    : checked.redirects;
  const company = arrangeCompany(entries.locations, entries.staff);
  const resources = arrangeResources(entries.declarations, entries.testimonials);
  const references = paperReferences({ settings, ...pageEntries, declarations: entries.declarations.map(withFile) });
  const papers = crossChecked(
    () => resolvePapers(settings.fileStorageBase, references, (file) => statSync(file, { throwIfNoEntry: false })),
    new Map<string, Paper>(),
  );
  const notices = currentNotices(
    entries.notices.map(({ id, data }) => ({ ...data, id })),
    buildDate(),
    isPreviewBuild(),
  );
  return { entries, settings, ...catalogue, ...company, ...resources, pages, routes, redirects, papers, notices };
}

/** How a link shows the PDF at `path` an entry names (while a failed check leaves the papers out, by its address alone). */
export const paperOf = (site: Pick<Site, 'papers' | 'settings'>, path: string): Paper =>
  site.papers.get(path) ?? { href: fileUrl(site.settings.fileStorageBase, path) };

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
