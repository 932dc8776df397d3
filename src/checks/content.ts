// The checks of the whole content folder, outside Astro, for the scripts, the tests and the local
// site's problem list: every entry validated (src/loaders/validate-entries.ts), then the checks
// between entries that the build makes in src/data/site.ts (addresses, links, positions) and the
// counts typed in the pages' words.
import { COLLECTION_NAMES } from '../collections.ts';
import { siteRoutes, type SiteRoutes } from '../lib/content-checks.ts';
import { checkPositions, type PositionedCollections } from '../lib/positions.ts';
import { wrongCounts } from '../lib/typed-counts.ts';
import { formFieldName, formFieldNames, plainMessage, validatedEntries } from '../loaders/validate-entries.ts';

/** The entries that have pages of their own (pages, categories and products), and the notices that name pages. */
export function pageEntries() {
  return {
    pages: validatedEntries('pages'),
    categories: validatedEntries('categories'),
    products: validatedEntries('products'),
    notices: validatedEntries('notices'),
  };
}

/** The entries of every collection listed by position, for the check that no two share one (src/lib/positions.ts). */
function positionedEntries(): PositionedCollections {
  return {
    products: validatedEntries('products'),
    categories: validatedEntries('categories'),
    staff: validatedEntries('staff'),
    locations: validatedEntries('locations'),
    declarations: validatedEntries('declarations'),
    testimonials: validatedEntries('testimonials'),
  };
}

/** The routes and old addresses of the content folder, checked as the build checks them. */
export function readSiteRoutes(): SiteRoutes {
  const entries = pageEntries();
  return siteRoutes(entries, formFieldNames(entries));
}

/**
 * Every problem that stops `npm run build` in the content folder now, one line each, in the words
 * `npm run check:content` prints and the local site's problem list shows: each entry's own checks
 * (its file, pictures, PDFs, text, schema and references to other entries), then, once those pass,
 * the checks between entries (addresses, links) and the counts typed in the pages' words.
 */
export function contentProblems(): string[] {
  const problems: string[] = [];
  const attempt = (check: () => unknown) => {
    try {
      check();
    } catch (error) {
      problems.push(...plainMessage(error as Error).split('\n'));
    }
  };
  for (const collection of COLLECTION_NAMES) attempt(() => validatedEntries(collection));
  // The checks between entries need every entry to have passed its own.
  if (problems.length === 0) {
    attempt(readSiteRoutes);
    attempt(() => checkPositions(positionedEntries()));
    problems.push(...typedCountProblems());
  }
  return problems.filter((problem) => problem.trim() !== '');
}

/**
 * The number of depots typed in the pages' words ("seven depots") where it is not the number the
 * site has: a depot closed in the editor would leave the words wrong beside the key figures.
 */
function typedCountProblems(): string[] {
  const depots = validatedEntries('locations').filter(({ data }) => data.kind === 'depot').length;
  return validatedEntries('pages').flatMap(({ file, data, body }) => {
    const found: string[] = [];
    const check = (text: string, field: string) => {
      for (const phrase of wrongCounts(text, 'depots', depots))
        found.push(
          `${file}: ${field}: "${phrase}", but the site has ${depots} depots; write ${depots}, or let a Key figures section count them`,
        );
    };
    const visit = (value: unknown, path: (string | number)[]) => {
      if (typeof value === 'string') check(value, formFieldName('pages', data, path));
      else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
      else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    };
    visit(data, []);
    // The Markdown text, labelled "Text" on the form.
    if (body) check(body, `\u201c${data.title}\u201d \u203a Text \u2014 body`);
    return found;
  });
}
