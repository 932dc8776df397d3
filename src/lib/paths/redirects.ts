// Every redirect of the site: the former addresses the pages, categories and products list in
// their entries (`formerPaths`), and a paused product's addresses. The build checks them
// (src/lib/content/site-rules.ts) and the site serves a page at each old path (redirect-page.ts:
// meta refresh, history entry replaced), for any host, and a `_redirects` file of real 301s for
// Netlify and Cloudflare Pages (src/pages/[hostFile].ts).
import type { Place } from '../../conventions/places.ts';

export interface Redirect {
  /** Old or alternative paths, written without a trailing slash. */
  from: readonly string[];
  /** The page they land on. */
  to: string;
  /** Where the redirect is written, for messages: an entry's field. */
  writtenIn: Place;
  /**
   * True for an entry's own former paths (`formerPaths`): one that a page has now gives way to
   * the page, and is the one named (src/lib/content/site-rules.ts). A paused product's paths keep theirs.
   */
  former?: boolean;
}

/** An entry with a page of its own and the addresses it used to have (a page, a product, a category). */
export interface RedirectingEntry {
  /** Its field of former paths. */
  place: Place;
  /** The entry's page. */
  page: string;
  formerPaths: readonly string[];
}

/** Each entry's former paths, as redirects to its page. */
export function entryRedirects(entries: readonly RedirectingEntry[]): Redirect[] {
  return entries
    .filter(({ formerPaths }) => formerPaths.length > 0)
    .map(({ place, page, formerPaths }) => ({ from: formerPaths, to: page, writtenIn: place, former: true }));
}

/** An old path listed twice: where, and where first. */
export interface ListedTwice {
  source: string;
  writtenIn: Place;
  earlier: Place;
}

/** Source path → target path, one entry per source (the first); a source listed twice is returned for the checks to name. */
export function redirectMap(table: readonly Redirect[]): { map: Map<string, string>; twice: ListedTwice[] } {
  const map = new Map<string, string>();
  const where = new Map<string, Place>();
  const twice: ListedTwice[] = [];
  for (const { from, to, writtenIn } of table) {
    for (const source of from) {
      const earlier = where.get(source);
      if (earlier !== undefined) {
        twice.push({ source, writtenIn, earlier });
        continue;
      }
      map.set(source, to);
      where.set(source, writtenIn);
    }
  }
  return { map, twice };
}

/**
 * The `_redirects` lines of one source. The build writes a redirect page at the source's path, and
 * Netlify serves a file there in preference to a rule unless the rule is forced (`301!`).
 * Cloudflare Pages always applies its rules first but rejects `301!` as a status, so it skips
 * that line and takes the plain one after it; Netlify takes the first line that matches. The
 * trailing-slash form gives Cloudflare a single 301 instead of a 308 and then a 301.
 */
function hostRedirectLines(source: string, target: string): string[] {
  return [`${source} ${target} 301!`, `${source} ${target} 301`, `${source}/ ${target} 301`];
}

/** The `_redirects` file (Netlify and Cloudflare Pages). */
export function hostRedirectsFile(map: ReadonlyMap<string, string>): string {
  const lines = [...map].flatMap(([source, target]) => hostRedirectLines(source, target));
  return [
    '# Generated at build time from the formerPaths of the content; edit those, not this file.',
    '# Each old address has a forced line for Netlify (301!), which Cloudflare Pages reports as',
    '# invalid and skips, then the plain line Cloudflare Pages uses, then the trailing-slash form.',
    ...lines,
    '',
  ].join('\n');
}
