// The checks of the whole content folder, outside Astro, for `npm run validate` and the
// tests: every entry validated (src/loaders/validate-entries.ts), then, with the counts filled into
// the words as the build fills them, the same checks between entries the build makes in
// src/data/site.ts (src/lib/content/site-rules.ts), so the two give one verdict.
import { statSync } from 'node:fs';
import { COLLECTION_NAMES, type CollectionName } from '../collections.ts';
import { validateSite, pathTable, type SiteEntries, type PathTable } from '../lib/content/site-rules.ts';
import { ContentProblems, distinct, problem, refused, type ContentProblem } from '../lib/content/content-problems.ts';
import { siteCounts, withCountsFilled } from '../lib/content/typed-counts.ts';
import { buildDate } from '../conventions/build-date.ts';
import { collectionDir } from '../loaders/entry-files.ts';
import { removedEntries } from '../loaders/removed-entries.ts';
import { entriesAndProblems, placesOf, validatedEntries, type ContentEntry } from '../loaders/validate-entries.ts';

/** Each collection's entries, validated. */
type Entries = { [K in CollectionName]: ContentEntry<K>[] };

/** The entries that have pages of their own (pages, categories and products), and the notices that name pages, read from the content folder. */
export const pageEntries = () => ({
  pages: validatedEntries('pages'),
  categories: validatedEntries('categories'),
  products: validatedEntries('products'),
  notices: validatedEntries('notices'),
});

/** The routes and old addresses of the content folder, as the build makes them; throws naming what it refuses. */
export function readPathTable(): PathTable {
  const entries = pageEntries();
  const { routes, redirects, problems } = pathTable(entries, placesOf(entries));
  if (refused(problems).length > 0) throw new ContentProblems(refused(problems));
  return { routes, redirects };
}

/**
 * Every problem in the content folder now, as the build and the local site's problem list find
 * them, the refused first: each entry's own (its file, pictures, PDFs, text, schema and
 * references), then the checks between entries over the entries that passed theirs, each check
 * waiting for the collections it reads to pass, so one broken person does not hide a count that a
 * deleted depot made wrong. Each collection is read and validated once.
 */
export function contentProblems(): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const failed = new Set<CollectionName>();
  const entries = Object.fromEntries(
    COLLECTION_NAMES.map((collection) => {
      const found = entriesAndProblems(collection);
      if (found.problems.length > 0) failed.add(collection);
      problems.push(...found.problems);
      return [collection, found.entries];
    }),
  ) as Entries;
  const settings = entries.settings.find(({ id }) => id === 'site');
  if (!settings) {
    if (!failed.has('settings'))
      problems.push(problem('refuse', { file: `${collectionDir('settings')}/site.yaml` }, 'is missing: the site needs its settings'));
    return distinct(problems);
  }
  const counts = siteCounts(entries);
  const filled = withCountsFilled(entries, counts);
  const checked = validateSite({ ...filled, settings: settings.data, settingsFile: settings.file } as unknown as SiteEntries, {
    placeOf: placesOf(filled),
    statFile: (file) => statSync(file, { throwIfNoEntry: false }),
    today: buildDate(),
    counts,
    removed: removedEntries(),
    failed,
  });
  return distinct([...problems, ...checked.problems]);
}
