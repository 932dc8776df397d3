// The checks of the whole content folder, outside Astro, for the scripts, the tests and the local
// site's problem list: every entry validated (src/loaders/validate-entries.ts), then the checks
// between entries that the build makes in src/data/site.ts (addresses, links, positions) and the
// counts typed in the pages' words, each once the collections it reads are valid.
import { COLLECTION_NAMES, type CollectionName } from '../collections.ts';
import { siteRoutes, type SiteRoutes } from '../lib/content/content-checks.ts';
import { checkPositions } from '../lib/content/positions.ts';
import { WORDED_COLLECTIONS, wordsOf, wrongCounts } from '../lib/content/typed-counts.ts';
import { TEXT_FIELD } from '../schemas/labels.ts';
import { entryName } from '../loaders/prepare-entries.ts';
import { formFieldName, formFieldNames, plainMessage, validatedEntries, type ContentEntry } from '../loaders/validate-entries.ts';

/** Each collection's entries, validated. */
type Entries = { [K in CollectionName]: ContentEntry<K>[] };

/** The entries that have pages of their own (pages, categories and products), and the notices that name pages, read from the content folder. */
export const pageEntries = () => ({
  pages: validatedEntries('pages'),
  categories: validatedEntries('categories'),
  products: validatedEntries('products'),
  notices: validatedEntries('notices'),
});

/** The routes checked, with each problem naming its field as the editor's form does. */
const routesOf = (entries: ReturnType<typeof pageEntries>): SiteRoutes => siteRoutes(entries, formFieldNames(entries));

/** The routes and old addresses of the content folder, checked as the build checks them. */
export const readSiteRoutes = (): SiteRoutes => routesOf(pageEntries());

/**
 * Every problem that stops `npm run build` in the content folder now, one line each, in the words
 * `npm run check:content` prints and the local site's problem list shows: each entry's own checks
 * (its file, pictures, PDFs, text, schema and references to other entries), and the checks between
 * entries (addresses, links, positions) and the counts typed in the pages' words, each made as soon
 * as the collections it reads have passed their own, so one broken person does not hide a count
 * that a deleted depot made wrong. Each collection is read and validated once: the local site runs
 * this on every page load.
 */
export function contentProblems(): string[] {
  const problems: string[] = [];
  const attempt = (check: () => unknown): boolean => {
    try {
      check();
      return true;
    } catch (error) {
      problems.push(...plainMessage(error as Error).split('\n'));
      return false;
    }
  };
  const entries: Partial<Entries> = {};
  for (const collection of COLLECTION_NAMES) attempt(() => Object.assign(entries, { [collection]: validatedEntries(collection) }));
  /** The entries of `collections` when every one of them passed its own checks. */
  const passed = <K extends CollectionName>(...collections: K[]): Pick<Entries, K> | undefined =>
    collections.every((name) => entries[name]) ? (entries as Pick<Entries, K>) : undefined;

  const routed = passed('pages', 'categories', 'products', 'notices');
  if (routed) attempt(() => routesOf(routed));
  const positioned = passed('products', 'categories', 'staff', 'locations', 'declarations', 'testimonials');
  if (positioned) attempt(() => checkPositions(positioned));
  const counted = passed('locations', ...WORDED);
  if (counted) problems.push(...typedCountProblems(counted));
  return problems.filter((problem) => problem.trim() !== '');
}

/** The collections whose words may count the depots (src/lib/content/typed-counts.ts). */
const WORDED = Object.keys(WORDED_COLLECTIONS) as (keyof typeof WORDED_COLLECTIONS)[];

/**
 * The number of depots typed in the words of a page, a category or a product ("seven depots")
 * where it is not the number the site has: a depot closed in the editor would leave the words
 * wrong beside the key figures.
 */
function typedCountProblems(entries: Pick<Entries, 'locations' | (typeof WORDED)[number]>): string[] {
  const depots = entries.locations.filter(({ data }) => data.kind === 'depot').length;
  const wrong = (file: string, text: string, field: string) =>
    wrongCounts(text, 'depots', depots).map(
      (phrase) =>
        `${file}: ${field}: "${phrase}", but the site has ${depots} depots; write ${depots}, or let a Key figures section count them`,
    );
  return WORDED.flatMap((collection) =>
    entries[collection].flatMap(({ file, data, body }) => {
      const record = data as Record<string, unknown>;
      // The Markdown text, after the entry's title as every field is named ("“About Us” › Main text").
      const title = entryName(record);
      return [
        ...wordsOf(record).flatMap(({ text, path }) => wrong(file, text, formFieldName(collection, record, path))),
        ...(body ? wrong(file, body, `${title ? `\u201c${title}\u201d \u203a ` : ''}${TEXT_FIELD.label} \u2014 ${TEXT_FIELD.name}`) : []),
      ];
    }),
  );
}
