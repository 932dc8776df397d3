// What is wrong with the content while the dev server runs (`npm run edit`). There a bad save must
// not take the site or the editor down: the content loader keeps the last good version of a broken
// entry and reports the problem here, the site's cross-checks report theirs, and every page shows
// the list (src/components/ContentProblems.astro) until the entries are fixed. A build never gets
// here: it stops at the first problem instead. The list lives on globalThis because the loaders and
// the pages are separate module graphs of one dev server process.

import { editorEntryPath } from '../../conventions/routes.ts';

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

/** A problem's entry: its name as the editor lists it, and the address of its form in the editor. */
export interface ProblemEntry {
  /** Its collection, e.g. products. */
  collection: string;
  name: string;
  editor: string;
}

/**
 * An entry's file in a message, with the entry's name where the message gives it after the file:
 * `src/content/staff/kiri.yaml: “Kiri Ngata” › …` or `… taken by src/content/products/pke.md (“PKE” › …)`.
 */
const ENTRY_FILE = /(?:[^\s()]*\/)?([^/\s()]+)\/([^/\s()]+)\.(?:md|ya?ml)\b(?::\d+)?(?::? \(?\u201c([^\u201d]+)\u201d)?/g;

/**
 * The entries a problem names (the one it is about first, then any other it names, such as the
 * product that already has the address), each with the address of its form in the editor: Decap's
 * address for an entry is /admin#/collections/<collection>/entries/<file name>, a collection of
 * one form's included. Empty for a problem that names no entry of `collections`.
 */
export function problemEntries(problem: string, collections: readonly string[]): ProblemEntry[] {
  const entries = new Map<string, ProblemEntry>();
  for (const [, collection, id, name] of problem.matchAll(ENTRY_FILE)) {
    if (!collection || !id || !collections.includes(collection)) continue;
    const editor = editorEntryPath(collection, id);
    if (!entries.has(editor)) entries.set(editor, { collection, name: name ?? id, editor });
  }
  return [...entries.values()];
}
