// A collection's prepared entries (prepare-entries.ts) checked and validated, every problem in the
// office's words: the file, the entry by its name and the field by the form's labels. Two stages,
// each a function: checkedEntries (the entry's pictures, PDFs and Markdown text) and
// validatedEntries (by the schema, outside Astro: for scripts and tests). The content layer
// (folder-loader.ts) reads through checkedEntries and asks schemaProblems of an entry Astro's own
// validation refused.
import type { SchemaContext } from 'astro:content';
import type { z } from 'astro/zod';
import { COLLECTIONS, collectionSchema, withoutImagePipeline, type CollectionName } from '../collections.ts';
import { checkMarkdownBody } from '../lib/content/markdown-rules.ts';
import type { FieldNamer } from '../lib/paths/site-routes.ts';
import { takeEntryIdsFrom } from '../schemas/common.ts';
import { fieldName } from '../schemas/labels.ts';
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

/** An entry that breaks its collection's schema; the message names each file and field. */
class ContentSchemaError extends Error {
  override name = 'ContentSchemaError';
}

/** Astro's messages are Markdown for its error overlay (**collection → id**); the same words as plain text. */
export const plainMessage = (error: Error) => error.message.replaceAll('**', '');

/** Told of an entry that cannot be read, instead of stopping: the dev server reads on without it. */
type OnBrokenEntry = (error: Error, entry: { id: string; file: string }) => void;

/**
 * Every entry file of a collection, read and checked as the content loader reads it before its
 * schema: the file's name and format, its YAML, then with empty values taken out and derived
 * fields filled in (prepare-entries.ts), its pictures, uploaded PDFs and Markdown text. The first
 * broken entry throws, unless `onBroken` is given: then it is left out and passed there.
 */
export function checkedEntries(collection: CollectionName, onBroken?: OnBrokenEntry): (EntryContents & { id: string; file: string })[] {
  const attempt = <T>(entry: { id: string; file: string }, read: () => T): T[] => {
    if (!onBroken) return [read()];
    try {
      return [read()];
    } catch (error) {
      onBroken(error as Error, entry);
      return [];
    }
  };
  const { format } = COLLECTIONS[collection];
  const files = listEntryFiles(collectionDir(collection), format).flatMap((entry) =>
    attempt(entry, () => ({ ...entry, ...readEntryFile(entry.file, format) })),
  );
  return prepareEntries(collection, files).flatMap((entry) =>
    attempt(entry, () => {
      checkLinkedFiles(entry.file, entry.data, (path) => formName(schemaOf(collection), entry.data, path));
      if (entry.body !== undefined) checkMarkdownBody(entry.file, entry.body, entry.bodyLine ?? 1);
      return entry;
    }),
  );
}

const schemas = new Map<CollectionName, ReturnType<typeof collectionSchema>>();
const schemaOf = (collection: CollectionName) =>
  schemas.get(collection) ?? schemas.set(collection, collectionSchema(collection, withoutImagePipeline)).get(collection)!;

/**
 * What is wrong with an entry by its collection's schema, in the office's words: the entry by its
 * name and the field by the form's labels, the key path after them, e.g.
 * src/content/staff/kiri.yaml: “Kiri Ngata” › Based at — location: "timaru" is not a location.
 * Empty when nothing is. The content loader asks this of an entry Astro's check refused.
 */
export function schemaProblems(collection: CollectionName, entry: { file: string; data: Record<string, unknown> }): string[] {
  const checked = checkEntry(collection, entry);
  return checked.success ? [] : checked.problems;
}

/** An entry validated by its collection's schema, or what is wrong with it in the office's words. */
function checkEntry(
  collection: CollectionName,
  { file, data }: { file: string; data: Record<string, unknown> },
): { success: true; data: unknown } | { success: false; problems: string[] } {
  const schema = schemaOf(collection);
  const result = schema.safeParse(data);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    problems: result.error.issues.map((issue) => `${file}: ${formName(schema, data, issue.path)}: ${issueMessage(issue)}`),
  };
}

/** A field as the form names it, after its entry's title: `“Maize DDGS” › Page address — path`. */
const formName = (schema: z.ZodType, data: Record<string, unknown>, path: readonly PropertyKey[]) => {
  const title = entryName(data);
  return `${title ? `\u201c${title}\u201d \u203a ` : ''}${fieldName(schema, path)}`;
};

/** A field of an entry of `collection` as the form names it, after the entry's title. */
export const formFieldName = (collection: CollectionName, data: Record<string, unknown>, path: readonly PropertyKey[]) =>
  formName(schemaOf(collection), data, path);

/**
 * Every entry of a collection, validated; throws a ContentSchemaError naming each file and field
 * that fails, every failing entry in one message (a depot removed under two people names both, a
 * missing photo and a missing PDF both).
 */
export function validatedEntries<K extends CollectionName>(collection: K): ContentEntry<K>[] {
  const problems: string[] = [];
  const entries = checkedEntries(collection, (error) => problems.push(plainMessage(error))).flatMap(({ id, file, data, body }) => {
    const checked = checkEntry(collection, { file, data });
    if (checked.success) return [{ id, file, data: checked.data as EntryData<K>, body }];
    problems.push(...checked.problems);
    return [];
  });
  if (problems.length > 0) throw new ContentSchemaError(problems.join('\n'));
  return entries;
}

/**
 * Names a field of one of `entries` as the editor's form does, its entry by its title, for the
 * checks between entries: `“Maize DDGS” › Page address — path`.
 */
export function formFieldNames(entries: Partial<Record<CollectionName, readonly { file: string; data: object }[]>>): FieldNamer {
  const byFile = new Map(
    (Object.keys(entries) as (keyof typeof entries)[]).flatMap((collection) =>
      (entries[collection] ?? []).map((entry) => [entry.file, { collection, data: entry.data as Record<string, unknown> }] as const),
    ),
  );
  return (file, keyPath) => {
    const entry = byFile.get(file);
    if (!entry) return keyPath;
    const path = keyPath.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    return formFieldName(entry.collection, entry.data, path);
  };
}
