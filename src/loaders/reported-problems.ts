// The dev server (`npm run edit`) keeps the list of content problems here while it runs: the
// content loader reports what each collection's entries break (keeping their last good version)
// and the site's data what the checks between entries find, and every page shows the list above
// itself (src/components/ContentProblems.astro). It lives on globalThis because the loaders and
// the pages are separate module graphs of one dev server process: state, so not in src/lib.
import { distinct, type ContentProblem } from '../lib/content/content-problems.ts';

type Reported = Map<string, readonly ContentProblem[]>;
const KEY = Symbol.for('stockfeed.contentProblems');
const VERSION = Symbol.for('stockfeed.contentVersion');
const store = globalThis as typeof globalThis & { [KEY]?: Reported; [VERSION]?: number };
const reported = (): Reported => (store[KEY] ??= new Map());

/**
 * Replaces what `source` (a collection, or the checks between entries) found on the dev server; an
 * empty list clears it. A collection reports each time it has been read again.
 */
export function reportProblems(source: string, found: readonly ContentProblem[]): void {
  if (found.length > 0) reported().set(source, found);
  else reported().delete(source);
}

/** Says a collection has been read again on the dev server: what was made from the content before is out of date. */
export const contentChanged = (): void => {
  store[VERSION] = contentVersion() + 1;
};

/** How many times the dev server has read a collection again: the same number, the same content. */
export const contentVersion = (): number => store[VERSION] ?? 0;

/** What the dev server's loaders and checks found, by source. */
export const reportedBy = (source: string): readonly ContentProblem[] => reported().get(source) ?? [];

/** Everything found wrong on the dev server now, each problem once, the refused first. */
export const reportedProblems = (): ContentProblem[] => distinct([...reported().values()].flat());
