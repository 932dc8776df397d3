// What is wrong with the content, said once and read two ways. A problem names where it is (an
// entry's file, and the field by its key path and by the form's labels), how serious it is (the
// build refuses it, or only warns), and what to do. A developer reads it with the file and key path
// (the build, `npm run validate`, the pull request's annotations); the office reads it with the
// form's labels only ("Molasses page › Sections › 2nd section › Text"), on the local site's bar and
// in the editor, each place a link to its field.
// The dev server's list of them is src/loaders/reported-problems.ts. This module imports only
// src/conventions: the editor's scripts use it too.

import { keyPathOf, type KeyPath, type Place } from '../../conventions/places.ts';

/** `refuse`: the build stops and the pull request is blocked. `warn`: said everywhere, and nothing stops. */
export type Severity = 'refuse' | 'warn';

/** Places a field of an entry file by its key path (['links', 0, 'href'] or 'links.0.href'): with the form's labels, or without. */
export type PlaceOf = (file: string, keyPath?: KeyPath | string) => Place;

/** A field placed by its file and key path alone, for checks run without the forms' labels. */
export const byKeyPath: PlaceOf = (file, keyPath) => ({ file, keyPath: keyPathOf(keyPath) });

export interface ContentProblem {
  severity: Severity;
  /** Where to fix it. */
  at: Place;
  /** The other entries it names (the product that has the address already), each one click away too. */
  also: readonly Place[];
  /** What is wrong and what to do, naming places by file and key path. */
  developer: string;
  /** The same in the office's words: places by their forms and labels, never a file or key path. */
  office: string;
}

/** How a problem's words name a place for one reader. */
type NamePlace = (place: Place) => string;

/** A problem's words: the same for both readers, the same but for the places they name, or each reader's own. */
export type Words = string | ((name: NamePlace) => string) | { developer: string; office: string };

/** A problem at `at`, worded by `words`; `also` are the other entries it names. */
export function problem(severity: Severity, at: Place, words: Words, also: readonly Place[] = []): ContentProblem {
  const say = (name: NamePlace) => (typeof words === 'string' ? words : typeof words === 'function' ? words(name) : undefined);
  return {
    severity,
    at,
    also,
    developer: say(developerPlace) ?? (words as { developer: string }).developer,
    office: say(officeField) ?? (words as { office: string }).office,
  };
}

/** A field as a developer reads it: its entry, its labels and its key path, e.g. “PKE” › Page address — path. */
export function developerField({ keyPath, labels, entry }: Place): string | undefined {
  if (!keyPath?.length && !labels?.length) return undefined;
  const key = keyPath?.length ? keyPath.join('.') : undefined;
  const named = labels?.length && labels.join('.') !== key ? labels.join(' \u203a ') : undefined;
  return [entry ? `\u201c${entry}\u201d` : undefined, [named, key].filter(Boolean).join(' \u2014 ')].filter(Boolean).join(' \u203a ');
}

/** The file (and line) a problem is in. */
const fileOf = ({ file, line }: Place) => (line ? `${file}:${line}` : file);

/** A place as a developer's message names it: src/content/products/pke.md (“PKE” › Page address — path). */
function developerPlace(place: Place): string {
  const field = developerField(place);
  return field ? `${fileOf(place)} (${field})` : fileOf(place);
}

/** A place as the office knows it: its form, then the field's labels, e.g. Product “PKE” › Page address. */
export function officeField({ form, labels, entry }: Place): string {
  return [form ?? (entry ? `\u201c${entry}\u201d` : 'The content'), ...(labels ?? [])].join(' \u203a ');
}

/** The developer's line: `src/content/products/pke.md: “PKE” › Page address — path: …`, a warning marked as one. */
export function developerLine({ severity, at, developer }: ContentProblem): string {
  const field = developerField(at);
  return `${severity === 'warn' ? 'Warning: ' : ''}${fileOf(at)}: ${field ? `${field}: ` : ''}${developer}`;
}

/** The office's line: `Product “PKE” › Page address: …`. */
export const officeLine = ({ at, office }: ContentProblem): string => `${officeField(at)}: ${office}`;

/** An error that carries its problems; its message is their developer's lines, as the build prints it. */
export class ContentProblems extends Error {
  override name = 'ContentProblems';
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    super(problems.map(developerLine).join('\n'));
    this.problems = problems;
  }
}

/** The problems an error carries: its own, or one at `fallback` in the error's words (an error nothing here raised). */
export const problemsOf = (error: unknown, fallback: Place): readonly ContentProblem[] =>
  error instanceof ContentProblems ? error.problems : [problem('refuse', fallback, String((error as Error).message).replaceAll('**', ''))];

/** The problems the build refuses. */
export const refused = (problems: readonly ContentProblem[]) => problems.filter(({ severity }) => severity === 'refuse');

/** Each problem once, the refused ones first, in the order found. */
export function distinct(problems: readonly ContentProblem[]): ContentProblem[] {
  const seen = new Map<string, ContentProblem>();
  for (const found of problems) if (!seen.has(developerLine(found))) seen.set(developerLine(found), found);
  const all = [...seen.values()];
  return [...refused(all), ...all.filter(({ severity }) => severity === 'warn')];
}

/** An entry's collection and id, from its file (src/content/<collection>/<id>.md); undefined for any other file. */
export function entryOfFile(file: string): { collection: string; id: string } | undefined {
  const [, collection, id] = file.match(/(?:^|\/)content\/([^/]+)\/([^/]+)\.(?:md|ya?ml)$/) ?? [];
  return collection && id ? { collection, id } : undefined;
}
