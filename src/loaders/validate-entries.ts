// A collection's prepared entries (prepare-entries.ts) checked and validated, every problem placed
// as the office's form shows it: the file, the entry by its name and its form, and the field by
// the form's labels (src/lib/content/content-problems.ts words it for each reader). Two stages,
// each a function: checkedEntries (the entry's pictures, PDFs and Markdown text) and
// validatedEntries (by the schema, outside Astro: for scripts and tests). The content layer
// (folder-loader.ts) reads through checkedEntries and asks schemaProblems of an entry Astro's own
// validation refused.
import type { SchemaContext } from 'astro:content';
import type { z } from 'astro/zod';
import { COLLECTIONS, collectionSchema, definitionOf, withoutImagePipeline, type CollectionName } from '../collections.ts';
import { ContentProblems, problem, problemsOf, type ContentProblem, type PlaceOf } from '../lib/content/content-problems.ts';
import { keyPathOf, type KeyPath, type Place } from '../conventions/places.ts';
import { checkMarkdownBody } from '../lib/content/markdown-rules.ts';
import { menuLabel } from '../lib/paths/navigation.ts';
import { pagePath } from '../conventions/paths.ts';
import { takeEntryIdsFrom } from '../schemas/common.ts';
import { TEXT_FIELD, fieldLabels } from '../schemas/labels.ts';
import { checkLinkedFiles, collectionDir, entryIds, listEntryFiles, readEntryFile, type EntryContents } from './entry-files.ts';
import { entryName, prepareEntries } from './prepare-entries.ts';

// A reference names an entry by its file name: the ids are the files in each collection's folder.
// Given here, before any schema can be used, so no entry is validated without them.
takeEntryIdsFrom(entryIds);

type SchemaOf<K extends CollectionName> = (typeof COLLECTIONS)[K]['schema'] extends (context: SchemaContext) => infer S
  ? S
  : (typeof COLLECTIONS)[K]['schema'];
/** The validated data of one entry of a collection. */
type EntryData<K extends CollectionName> = z.output<Extract<SchemaOf<K>, z.ZodType>>;

export interface ContentEntry<K extends CollectionName> {
  id: string;
  /** e.g. src/content/products/pke.md */
  file: string;
  data: EntryData<K>;
  /** The Markdown text, for Markdown collections. */
  body?: string | undefined;
}

/** A missing field reads "Required", in the words the content layer uses for it, and says what to do. */
const issueMessage = (issue: z.core.$ZodIssue) =>
  issue.code === 'invalid_type' && issue.message.endsWith('received undefined') ? 'Required: fill it in' : issue.message;

/** Told of an entry that cannot be read, instead of stopping: the dev server reads on without it. */
type OnBrokenEntry = (problems: readonly ContentProblem[], entry: { id: string; file: string }) => void;

/** Longest entry name a form's name quotes (a notice is named by its words). */
const NAME_LENGTH = 48;

/**
 * An entry's form as the office knows it: a page by its name in the menu ("Molasses page"), the
 * settings by their form's name, any other entry by what it is and its name (Product “PKE”).
 */
function entryForm(collection: CollectionName, id: string, data: Record<string, unknown>): string {
  const { editor } = definitionOf(collection);
  const named = 'identifier' in editor ? data[editor.identifier] : entryName(data);
  const name = typeof named === 'string' ? named : id;
  if ('fixed' in editor) return `${menuLabel(pagePath(id)) ?? name} page`;
  if ('file' in editor) return editor.label;
  const short = name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1).trimEnd()}\u2026` : name;
  return `${editor.singular} \u201c${short}\u201d`;
}

/** The places of an entry's fields, each with its labels on the form (the Markdown text as the form's Main text). */
export function entryPlaces(collection: CollectionName, { file, id, data }: { file: string; id: string; data: Record<string, unknown> }) {
  const schema = schemaOf(collection);
  const entry = entryName(data);
  const form = entryForm(collection, id, data);
  return (keyPath: KeyPath = []): Place => ({
    file,
    keyPath,
    labels:
      keyPath.length === 1 && keyPath[0] === TEXT_FIELD.name ? [TEXT_FIELD.label] : (fieldLabels(schema, keyPath) ?? keyPath.map(String)),
    entry,
    form,
  });
}

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
  return prepareEntries(collection, files).flatMap((entry) =>
    attempt(entry, () => {
      const placeAt = entryPlaces(collection, entry);
      checkLinkedFiles(entry.file, entry.data, placeAt);
      if (entry.body !== undefined) checkMarkdownBody(placeAt([TEXT_FIELD.name]), entry.body, entry.bodyLine ?? 1);
      return entry;
    }),
  );
}

const schemas = new Map<CollectionName, ReturnType<typeof collectionSchema>>();
const schemaOf = (collection: CollectionName) =>
  schemas.get(collection) ?? schemas.set(collection, collectionSchema(collection, withoutImagePipeline)).get(collection)!;

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
  const result = schemaOf(collection).safeParse(entry.data);
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

/** Places a field of one of `entries`, its entry by its name and form, for the checks between entries. */
export function placesOf(entries: Partial<Record<CollectionName, readonly { id: string; file: string; data: object }[]>>): PlaceOf {
  const byFile = new Map(
    (Object.keys(entries) as CollectionName[]).flatMap((collection) =>
      (entries[collection] ?? []).map(
        (entry) => [entry.file, entryPlaces(collection, { ...entry, data: entry.data as Record<string, unknown> })] as const,
      ),
    ),
  );
  return (file, keyPath) => byFile.get(file)?.(keyPathOf(keyPath)) ?? { file, keyPath: keyPathOf(keyPath) };
}
