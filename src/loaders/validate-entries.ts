// A collection's entries checked and validated, every problem placed as the office's form shows it
// (entry-places.ts). Two stages, each a function: checkedEntries (the entry read and prepared,
// prepare-entries.ts, then its pictures, PDFs and Markdown text checked) and the schema's own check
// outside Astro (entriesAndProblems, validatedEntries: for `npm run validate`, scripts and tests).
// The content layer (folder-loader.ts) reads through checkedEntries, lets Astro validate, and asks
// schemaProblems of an entry Astro refused, to say what is wrong in the office's words.
import { basename } from 'node:path';
import type { SchemaContext } from 'astro:content';
import type { z } from 'astro/zod';
import { COLLECTIONS, schemaOutsideAstro, type CollectionName } from '../collections.ts';
import { ContentProblems, problem, problemsOf, type ContentProblem } from '../lib/content/content-problems.ts';
import type { Entry } from '../lib/content/entry.ts';
import type { KeyPath } from '../conventions/places.ts';
import { checkMarkdownBody } from '../lib/content/markdown-rules.ts';
import { takeEntryIdsFrom } from '../schemas/common.ts';
import { TEXT_FIELD } from '../schemas/labels.ts';
import { collectionDir, entryIds, listEntryFiles, readEntryFile, type EntryContents } from './entry-files.ts';
import { entryPlaces } from './entry-places.ts';
import { checkLinkedFiles } from './linked-files.ts';
import { prepareEntries } from './prepare-entries.ts';

// A reference names an entry by its file name: the ids are the files in each collection's folder.
// Given here, before any schema can be used, so no entry is validated without them.
takeEntryIdsFrom(entryIds);

type SchemaOf<K extends CollectionName> = (typeof COLLECTIONS)[K]['schema'] extends (context: SchemaContext) => infer S
  ? S
  : (typeof COLLECTIONS)[K]['schema'];
/** The validated data of one entry of a collection. */
type EntryData<K extends CollectionName> = z.output<Extract<SchemaOf<K>, z.ZodType>>;

/** A validated entry of a collection. */
export type ContentEntry<K extends CollectionName> = Entry<EntryData<K>>;

/** A missing field reads "Required", in the words the content layer uses for it, and says what to do. */
const issueMessage = (issue: z.core.$ZodIssue) =>
  issue.code === 'invalid_type' && issue.message.endsWith('received undefined') ? 'Required: fill it in' : issue.message;

/** Told of an entry that cannot be read, instead of stopping: the dev server reads on without it. */
type OnBrokenEntry = (problems: readonly ContentProblem[], entry: { id: string; file: string }) => void;

/**
 * Every entry file of a collection, read and checked as the content loader reads it before its
 * schema: the file's name and format, its YAML, then with empty values taken out and derived
 * fields filled in (prepare-entries.ts), its pictures, uploaded PDFs and Markdown text. The first
 * broken entry throws, unless `onBroken` is given: then it is left out and its problems passed there.
 */
export function checkedEntries(collection: CollectionName, onBroken?: OnBrokenEntry): (EntryContents & { id: string; file: string })[] {
  const attempt = <T>(entry: { id: string; file: string }, read: () => T): T[] => {
    if (!onBroken) return [read()];
    try {
      return [read()];
    } catch (error) {
      onBroken(problemsOf(error, { file: entry.file }), entry);
      return [];
    }
  };
  const { format } = COLLECTIONS[collection];
  const files = listEntryFiles(collectionDir(collection), format).flatMap((entry) =>
    attempt(entry, () => ({ ...entry, ...readEntryFile(entry.file, format) })),
  );
  return prepareEntries(collection, files).flatMap((entry) => attempt(entry, () => checkFiles(collection, entry)));
}

/** A prepared entry's pictures, uploaded PDFs and Markdown text checked; throws naming the field. */
function checkFiles<E extends EntryContents & { id: string; file: string }>(collection: CollectionName, entry: E): E {
  const placeAt = entryPlaces(collection, entry);
  checkLinkedFiles(entry.file, entry.data, placeAt);
  if (entry.body !== undefined) checkMarkdownBody(placeAt([TEXT_FIELD.name]), entry.body, entry.bodyLine ?? 1);
  return entry;
}

/**
 * One entry file, read, prepared, checked and validated as its collection's entries are (for the
 * settings, which the build's own files need before the content layer runs). Throws naming each
 * field that fails.
 */
export function validatedEntry<K extends CollectionName>(collection: K, file: string): ContentEntry<K> {
  const { format } = COLLECTIONS[collection];
  const id = basename(file).replace(/\.[^.]+$/, '');
  const [prepared] = prepareEntries(collection, [{ id, file, ...readEntryFile(file, format) }]);
  const { data, body } = checkFiles(collection, prepared!);
  const checked = checkEntry(collection, { id, file, data });
  if (!checked.success) throw new ContentProblems(checked.problems);
  return { id, file, data: checked.data as EntryData<K>, body };
}

/**
 * What is wrong with an entry by its collection's schema, each problem at its field, e.g. a
 * person's Based at: "timaru" is not a location. Empty when nothing is. The content loader asks
 * this of an entry Astro's check refused.
 */
export function schemaProblems(
  collection: CollectionName,
  entry: { id: string; file: string; data: Record<string, unknown> },
): ContentProblem[] {
  const checked = checkEntry(collection, entry);
  return checked.success ? [] : checked.problems;
}

/** An entry validated by its collection's schema, or what is wrong with it. */
function checkEntry(
  collection: CollectionName,
  entry: { id: string; file: string; data: Record<string, unknown> },
): { success: true; data: unknown } | { success: false; problems: ContentProblem[] } {
  const result = schemaOutsideAstro(collection).safeParse(entry.data);
  if (result.success) return { success: true, data: result.data };
  const placeAt = entryPlaces(collection, entry);
  return {
    success: false,
    problems: result.error.issues.map((issue) => {
      const office = issue.code === 'custom' ? (issue.params?.['officeWords'] as string | undefined) : undefined;
      return problem('refuse', placeAt(issue.path as KeyPath), office ? { developer: issueMessage(issue), office } : issueMessage(issue));
    }),
  };
}

/** Every entry of a collection that passes its checks, and what is wrong with the others, each problem at its field. */
export function entriesAndProblems<K extends CollectionName>(collection: K): { entries: ContentEntry<K>[]; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  let entries: ContentEntry<K>[] = [];
  try {
    entries = checkedEntries(collection, (found) => problems.push(...found)).flatMap(({ id, file, data, body }) => {
      const checked = checkEntry(collection, { id, file, data });
      if (checked.success) return [{ id, file, data: checked.data as EntryData<K>, body }];
      problems.push(...checked.problems);
      return [];
    });
  } catch (error) {
    // The folder itself cannot be read (a file the site cannot name): nothing of it is.
    problems.push(...problemsOf(error, { file: collectionDir(collection) }));
  }
  return { entries, problems };
}

/**
 * Every entry of a collection, validated; throws naming each file and field that fails, every
 * failing entry in one message (a depot removed under two people names both, a missing photo and
 * a missing PDF both).
 */
export function validatedEntries<K extends CollectionName>(collection: K): ContentEntry<K>[] {
  const { entries, problems } = entriesAndProblems(collection);
  if (problems.length > 0) throw new ContentProblems(problems);
  return entries;
}
