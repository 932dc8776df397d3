// What is wrong with the content while the dev server runs (`npm run edit`). There a bad save must
// not take the site or the editor down: the content loader keeps the last good version of a broken
// entry and reports the problem here, the site's cross-checks report theirs, and every page shows
// the list (src/components/ContentProblems.astro) until the entries are fixed. A build never gets
// here: it stops at the first problem instead. The list lives on globalThis because the loaders and
// the pages are separate module graphs of one dev server process.

type Problems = Map<string, readonly string[]>;
const KEY = Symbol.for('stockfeed.contentProblems');
const store = globalThis as typeof globalThis & { [KEY]?: Problems };
const problems = (): Problems => (store[KEY] ??= new Map());

/** Replaces what `source` (a collection, or the cross-checks) found wrong; an empty list clears it. */
export function reportProblems(source: string, found: readonly string[]): void {
  if (found.length > 0) problems().set(source, found);
  else problems().delete(source);
}

/** Everything reported wrong now, each problem once. */
export function reportedProblems(): string[] {
  return [...new Set([...problems().values()].flat())];
}
