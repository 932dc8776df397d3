// The content folder read outside Astro, for `npm run validate`, the scripts and the tests: each
// collection read and validated by the folder readers (src/loaders/validate-entries.ts), then the
// one load of the site the build makes too (load-site.ts), so the two give one verdict.
import { COLLECTION_NAMES, type CollectionName } from '../collections.ts';
import { ContentProblems, distinct, refused, type ContentProblem } from '../lib/content/content-problems.ts';
import type { PathTable } from '../lib/paths/path-table.ts';
import { entriesAndProblems, type ContentEntry } from '../loaders/validate-entries.ts';
import { loadSite, type LoadOptions, type LoadedSite, type SiteReads } from './load-site.ts';

/** Each collection's entries, validated. */
export type FolderEntries = { [K in CollectionName]: ContentEntry<K>[] };

/**
 * The site as the content folder holds it now: every collection read and validated once, then
 * loaded as the build loads it. Its problems are every entry's own (its file, pictures, PDFs, text,
 * schema and references) and then those between entries, the refused first.
 */
export function readSite(options?: LoadOptions): LoadedSite<FolderEntries> {
  const own: ContentProblem[] = [];
  const reads = Object.fromEntries(
    COLLECTION_NAMES.map((collection) => {
      const { entries, problems } = entriesAndProblems(collection);
      own.push(...problems);
      return [collection, { entries, failed: problems.length > 0 }];
    }),
  ) as unknown as SiteReads<FolderEntries>;
  const site = loadSite(reads, options);
  return { ...site, problems: distinct([...own, ...site.problems]) };
}

/** Every problem in the content folder now, as the build and the local site's problem list find them, the refused first. */
export const contentProblems = (): ContentProblem[] => readSite().problems;

/** The routes and old paths of the content folder, as the build makes them; throws naming what it refuses. */
export function readPathTable(): PathTable {
  const { table, problems } = readSite();
  if (refused(problems).length > 0) throw new ContentProblems(refused(problems));
  return table;
}
