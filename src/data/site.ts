// The one way pages reach content: every collection loaded from the content layer, its counts
// filled into the words ({depots} → seven), checked between entries and arranged once per build,
// then handed down as props. Components never load content themselves. On the dev server the
// problems this load finds are the local site's problem list (src/lib/content/content-problems.ts);
// a build stops on a refused one and prints every warning. What it asks of src/lib comes from three places: the paths
// (src/conventions/paths.ts, preview-addresses.ts), the checks (src/lib/content/site-rules.ts)
// and the arranging (src/lib/content/arrange.ts). From a page to its file: this module, Astro's
// loader (src/loaders/folder-loader.ts), the checks (src/loaders/validate-entries.ts), the
// preparing (src/loaders/prepare-entries.ts) and the file reader (src/loaders/entry-files.ts).
import { statSync } from 'node:fs';
import { getCollection, type CollectionEntry } from 'astro:content';
import { COLLECTION_NAMES, type CollectionName } from '../collections';
import {
  arrangeCatalogue,
  arrangeCompany,
  arrangeNotices,
  arrangePages,
  arrangeResources,
  type Catalogue,
  type Company,
  type Resources,
} from '../lib/content/arrange';
import { validateSite, type ValidatedSite } from '../lib/content/site-rules';
import { ContentProblems, developerLine, refused } from '../lib/content/content-problems';
import { contentVersion, reportProblems, reportedBy } from '../loaders/reported-problems';
import { siteCounts, withCountsFilled, type Counts } from '../lib/content/typed-counts';
import { buildDate } from '../conventions/build-date';
import { isPreviewBuild, previewAddresses } from '../lib/paths/preview-addresses';
import { PAGES_WITH_ROUTE_FILES, pagePath } from '../conventions/paths';
import { placesOf } from '../loaders/validate-entries';
import { removedEntries } from '../loaders/removed-entries';
import type { Photo } from '../schemas/common';
import type { Notice } from '../schemas/notices';
import { sectionPicture } from '../schemas/section-kinds';
import type { Settings } from '../schemas/settings';

type Entries = { [K in CollectionName]: CollectionEntry<K>[] };

/** What the checks between entries report on the dev server, beside each collection's own. */
const CHECKS_BETWEEN_ENTRIES = 'checks between entries';
export type CategoryEntry = CollectionEntry<'categories'>;
export type ProductEntry = CollectionEntry<'products'>;
export type PageEntry = CollectionEntry<'pages'>;
type TestimonialEntry = CollectionEntry<'testimonials'>;

/** A page's own picture: its main picture, else the first picture one of its sections lends it (src/schemas/section-kinds.ts). */
export function pagePicture(page: PageEntry['data']): Photo | undefined {
  return page.hero ?? page.sections.map(sectionPicture).find(Boolean);
}

/** What one path of the site shows. `ownFile` pages have a route file of their own in src/pages. */
type Route = { path: string; /** The route file's parameter for the path. */ param: string } & (
  | { kind: 'page'; page: PageEntry; ownFile: boolean }
  | { kind: 'listing'; category: CategoryEntry; products: ProductEntry[] }
  | { kind: 'product'; product: ProductEntry; category: CategoryEntry }
);

export interface Site extends Catalogue<CategoryEntry, ProductEntry>, Company, Resources<TestimonialEntry>, Pick<ValidatedSite, 'papers'> {
  /** Every collection's entries as loaded, by collection (src/collections.ts), in file order, their counts filled into the words. */
  entries: Entries;
  /** What the words' placeholders were filled in with ({depots} → 7). */
  counts: Counts;
  settings: Settings;
  /** The fixed pages' copy, by id (home, about-us, ...), with the sections the site shows (src/lib/content/sample-values.ts). */
  pages: Map<string, PageEntry>;
  /** Every content route of the site. */
  routes: Route[];
  /** Old address → the page it leads to; on a deploy preview also the editor's preview addresses. */
  redirects: Map<string, string>;
  /** The notices current on the build's day (src/conventions/build-date.ts), the one starting first first; on a preview, those to come too. */
  notices: SiteNotice[];
}

/** A notice with its id, for the page to pick the ones it shows, and whether it starts after the build's day (src/lib/company/notices.ts). */
export type SiteNotice = Notice & { id: string; startsLater: boolean };

async function loadSite(): Promise<Site> {
  const loaded = Object.fromEntries(
    await Promise.all(COLLECTION_NAMES.map(async (name) => [name, await getCollection(name)] as const)),
  ) as Entries;
  // Every placeholder of a count filled in once, here, in the fields and the rendered text alike.
  const counts = siteCounts(loaded);
  const entries = withCountsFilled(loaded, counts);
  const settingsEntry = entries.settings.find(({ id }) => id === 'site');
  if (!settingsEntry) throw new Error('src/content/settings/site.yaml is missing: the site needs its settings');
  const { data: settings } = settingsEntry;
  const catalogue = arrangeCatalogue(entries.categories, entries.products);
  const pages = arrangePages(entries.pages);
  const withFile = <T extends { id: string; filePath?: string | undefined }>(entry: T) => ({ ...entry, file: entry.filePath ?? entry.id });
  const pageEntries = {
    pages: entries.pages.map(withFile),
    categories: catalogue.categories.map(withFile),
    // Paused ones too: their addresses lead to their categories, and links to them are refused.
    products: entries.products.map(withFile),
    notices: entries.notices.map(withFile),
  };
  const collections = {
    ...pageEntries,
    staff: entries.staff.map(withFile),
    locations: entries.locations.map(withFile),
    declarations: entries.declarations.map(withFile),
    testimonials: entries.testimonials.map(withFile),
  };
  const checked = validateSite(
    { settings, settingsFile: withFile(settingsEntry).file, ...collections },
    {
      placeOf: placesOf({ ...collections, settings: entries.settings.map(withFile) }),
      statFile: (file) => statSync(file, { throwIfNoEntry: false }),
      today: buildDate(),
      counts,
      removed: removedEntries(),
      // On the dev server a broken entry keeps its last good version: the checks that read its
      // collection wait until it is fixed, as `npm run validate`'s do.
      failed: new Set(COLLECTION_NAMES.filter((name) => reportedBy(name).length > 0)),
    },
  );
  if (import.meta.env.DEV) reportProblems(CHECKS_BETWEEN_ENTRIES, checked.problems);
  else {
    if (refused(checked.problems).length > 0) throw new ContentProblems(refused(checked.problems));
    for (const warning of checked.problems) console.warn(developerLine(warning));
  }

  // Each route names its entry by id; the schemas have checked every product's category exists.
  const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((entry) => [entry.id, entry]));
  const categories = byId(catalogue.categories);
  const products = byId(catalogue.products);
  const routes = [...checked.routes.values()].flatMap(({ path, param, kind, id }): Route[] => {
    if (kind === 'page') return [{ path, param, kind, page: pages.get(id)!, ownFile: PAGES_WITH_ROUTE_FILES.has(id) }];
    if (kind === 'listing')
      return [{ path, param, kind, category: categories.get(id)!, products: catalogue.productsByCategory.get(id) ?? [] }];
    const product = products.get(id)!;
    return [{ path, param, kind, product, category: categories.get(product.data.category)! }];
  });
  const preview = isPreviewBuild();
  const redirects = preview
    ? new Map([...checked.redirects, ...previewAddresses({ pages: [...pages.values()], ...catalogue })])
    : checked.redirects;
  return {
    entries,
    counts,
    settings,
    ...catalogue,
    ...arrangeCompany(entries.locations, entries.staff, settings),
    ...arrangeResources(entries.declarations, entries.testimonials),
    pages,
    routes,
    redirects,
    papers: checked.papers,
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
  if (site?.version !== version || site.day !== day) site = { version, day, loaded: loadSite() };
  return site.loaded;
}
