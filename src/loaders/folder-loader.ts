// From a collection's folder to its entries: one file per entry in src/content/<collection>/, read
// (entry-files.ts), prepared, checked and validated against the collection's schema. Unlike Astro's
// file() and glob() loaders it never skips a file or keeps stale entries. Three stages, each a
// function: rawEntries (the files as written), checkedEntries (what the fields mean, below) and
// validatedEntries (by the schema, outside Astro: for scripts and tests). folderLoader is the same
// reading for the content layer: in a build the first problem stops it with the file named; the dev
// server (`npm run edit`) must outlive a bad save instead, so there a broken entry keeps its last
// good version and the problem is reported for every page to show (src/lib/content-problems.ts).
//
// What an entry's fields mean before the schema sees them:
// - Empty means absent. The browser editor writes a cleared field as '' or null, a removed photo
//   as { src: '' } and an emptied group as {}; each is treated as a field left out.
// - The site fills in what it can work out (each collection's `derived` fields in
//   src/collections.ts): a page address from the entry's file name, a position after every
//   numbered entry; and a photo's description from what the photo is of (withPhotoDescriptions).
//   An editor types these only to choose otherwise.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SchemaContext } from 'astro:content';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import {
  COLLECTIONS,
  COLLECTION_NAMES,
  definitionOf,
  collectionSchema,
  withoutImagePipeline,
  type CollectionName,
  type RawEntry,
} from '../collections.ts';
import { reportProblems } from '../lib/content-problems.ts';
import { checkPositions, type PositionedCollections } from '../lib/positions.ts';
import { siteRoutes, type FieldNamer, type SiteRoutes } from '../lib/content-checks.ts';
import { wrongCounts } from '../lib/typed-counts.ts';
import { takeEntryIdsFrom } from '../schemas/common.ts';
import { fieldName } from '../schemas/labels.ts';
import {
  checkLinkedFiles,
  collectionDir,
  entryIds,
  listEntryFiles,
  readEntryFile,
  type EntryContents,
  type EntryFile,
} from './entry-files.ts';
import { checkMarkdownBody } from '../lib/markdown-rules.ts';

// A reference names an entry by its file name: the ids are the files in each collection's folder.
takeEntryIdsFrom(entryIds);

type Data = Record<string, unknown>;

/**
 * The value with every empty part taken out: '' (or only spaces), null, an object left with no
 * fields, a photo (an object with a `src` field) whose `src` is empty. Lists keep their other items.
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(withoutEmptyValues).filter((item) => item !== undefined);
  if (typeof value === 'object' && !(value instanceof Date)) {
    const kept = Object.entries(value).flatMap(([key, item]) => {
      const cleaned = withoutEmptyValues(item);
      return cleaned === undefined ? [] : [[key, cleaned] as const];
    });
    if ('src' in value && !kept.some(([key]) => key === 'src')) return undefined;
    return kept.length === 0 ? undefined : Object.fromEntries(kept);
  }
  return value;
}

/** What the form says of a photo's description, which the site fills in when it is left empty. */
export const PHOTO_DESCRIPTION_HINT =
  'Leave empty to describe it by what it belongs to: the name of the person or product, or the heading of its section or page.';

/** The words that name an entry: a person's or product's name, a page's or category's title, a testimonial's author. */
export const entryName = (data: Data): string | undefined =>
  [data['name'], data['title'], data['author']].find((value): value is string => typeof value === 'string');

/**
 * The data with every photo left without a description given one: the heading of the section it
 * sits in, else the entry's name; the photos of a list are numbered ("Our yard, photo 2").
 */
export function withPhotoDescriptions(data: Data): Data {
  const describe = (value: unknown, label: string | undefined): unknown => {
    if (Array.isArray(value)) {
      const photos = value.filter((item) => isPhoto(item)).length;
      return value.map((item, index) => describe(item, photos > 1 && isPhoto(item) && label ? `${label}, photo ${index + 1}` : label));
    }
    if (typeof value !== 'object' || value === null || value instanceof Date) return value;
    const record = value as Data;
    const own = typeof record['heading'] === 'string' ? record['heading'] : label;
    const described = Object.fromEntries(Object.entries(record).map(([key, item]) => [key, describe(item, own)]));
    return isPhoto(record) && record['alt'] === undefined && own ? { ...described, alt: own } : described;
  };
  return describe(data, entryName(data)) as Data;
}

/** A photo: an object with a picture's `src`. */
const isPhoto = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as Data)['src'] === 'string';

/** Every entry file of a collection, read as written: its id, its file and what it holds. */
export function rawEntries(collection: CollectionName): (EntryFile & EntryContents)[] {
  const { format } = COLLECTIONS[collection];
  return listEntryFiles(collectionDir(collection), format).map(({ id, file }) => ({ id, file, ...readEntryFile(file, format) }));
}

/**
 * A collection's entries as the schema should see them: empty values taken out, photos described,
 * and every derived field that was left empty filled in.
 */
export function prepareEntries<T extends { id: string; data: Data }>(collection: CollectionName, entries: T[]): (T & { data: Data })[] {
  const cleaned = entries.map((entry) => ({ ...entry, data: withPhotoDescriptions((withoutEmptyValues(entry.data) ?? {}) as Data) }));
  const derived = definitionOf(collection).derived ?? {};
  // Another collection's entries, read once and prepared the same way: a category left without
  // its page has the one worked out for it by the time a product's address is made from it.
  const read = (() => {
    const cache = new Map<string, RawEntry[]>();
    return (other: string) =>
      cache.get(other) ?? cache.set(other, prepareEntries(other as CollectionName, rawEntries(other as CollectionName))).get(other)!;
  })();
  return cleaned.map((entry) => {
    const data = { ...entry.data };
    for (const [field, { derive }] of Object.entries(derived)) {
      if (data[field] === undefined) data[field] = derive(entry, cleaned, read);
    }
    return { ...entry, data };
  });
}

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

/** Told of an entry that cannot be read, instead of stopping: the dev server reads on without it. */
type OnBrokenEntry = (error: Error, entry: { id: string; file: string }) => void;

/**
 * Every entry file of a collection, read and checked as the content loader reads it before its
 * schema: the file's name and format, its YAML, then with empty values taken out and derived
 * fields filled in (above), its pictures, uploaded PDFs and Markdown text. The first
 * broken entry throws, unless `onBroken` is given: then it is left out and passed there.
 */
function checkedEntries(collection: CollectionName, onBroken?: OnBrokenEntry): (EntryContents & { id: string; file: string })[] {
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
function schemaProblems(collection: CollectionName, entry: { file: string; data: Record<string, unknown> }): string[] {
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
    return formName(schemaOf(entry.collection), entry.data, path);
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
  const schema = schemaOf('pages');
  return validatedEntries('pages').flatMap(({ file, data, body }) => {
    const found: string[] = [];
    const check = (text: string, field: string) => {
      for (const phrase of wrongCounts(text, 'depots', depots))
        found.push(
          `${file}: ${field}: "${phrase}", but the site has ${depots} depots; write ${depots}, or let a Key figures section count them`,
        );
    };
    const visit = (value: unknown, path: (string | number)[]) => {
      if (typeof value === 'string') check(value, formName(schema, data, path));
      else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
      else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    };
    visit(data, []);
    // The Markdown text, labelled "Text" on the form.
    if (body) check(body, `\u201c${data.title}\u201d \u203a Text \u2014 body`);
    return found;
  });
}

/**
 * How long a collection's folder must stay quiet before it is read again in dev. A save empties
 * the file, then writes it; the watcher reports the first of those at once and drops the reports
 * that follow within 50 ms, so reading on the report itself can find an empty or half-written file.
 */
const SETTLE_MS = 150;

// Astro's messages are Markdown for its error overlay: **collection → id**.
const plainMessage = (error: Error) => error.message.replaceAll('**', '');

async function syncFolder(collection: CollectionName, context: LoaderContext, dev: boolean): Promise<void> {
  const { store, parseData, renderMarkdown, generateDigest } = context;
  const loaded: NonNullable<ReturnType<LoaderContext['store']['get']>>[] = [];
  // Every entry is checked before any problem stops the sync, so one message names every entry
  // that fails (a depot removed under two people names both).
  const problems: string[] = [];
  const keepLastGood = (problem: string, id: string) => {
    problems.push(problem);
    const lastGood = dev ? store.get(id) : undefined;
    if (lastGood) loaded.push(lastGood);
  };
  const files = checkedEntries(collection, dev ? (error, { id }) => keepLastGood(plainMessage(error), id) : undefined);
  for (const { id, file, data, body, raw } of files) {
    let parsed: Record<string, unknown>;
    try {
      parsed = await parseData({ id, data, filePath: file });
    } catch (error) {
      // Validated once; only an entry that fails is checked again, to say what is wrong in the
      // office's words. Astro's own message stands where those find nothing (a picture it cannot read).
      const wrong = schemaProblems(collection, { file, data });
      keepLastGood(wrong.length > 0 ? wrong.join('\n') : plainMessage(error as Error), id);
      continue;
    }
    const entry = { id, data: parsed, filePath: file, digest: generateDigest(raw) };
    loaded.push(
      body === undefined ? entry : { ...entry, body, rendered: await renderMarkdown(body, { fileURL: pathToFileURL(resolve(file)) }) },
    );
  }
  if (!dev && problems.length === 1) throw new Error(problems[0]);
  if (!dev && problems.length > 1)
    throw new Error(`${problems.length} entries of ${collection} fail their checks:\n\n${problems.join('\n\n')}`);
  // Replaced only once every file has been read, so a failed sync never leaves half a collection.
  store.clear();
  for (const entry of loaded) store.set(entry);
  if (!dev) return;
  for (const problem of problems) context.logger.error(problem);
  reportProblems(collection, problems);
}

/** Loads src/content/<collection>/*.yaml (or *.md) and reloads it when a file changes in dev. */
export function folderLoader(collection: CollectionName): Loader {
  return {
    name: 'folder-loader',
    load: async (context) => {
      // Only the dev server watches the files.
      const dev = context.watcher !== undefined;
      const sync = () =>
        syncFolder(collection, context, dev).catch((error: Error) => {
          if (!dev) throw error;
          // A problem with the folder itself (a file the site cannot name): the last good content stays.
          context.logger.error(error.message);
          reportProblems(collection, [plainMessage(error)]);
        });
      await sync();
      const dir = resolve(collectionDir(collection));
      let timer: ReturnType<typeof setTimeout> | undefined;
      // One sync at a time, in the order of the changes, so an older read never lands last.
      let syncing = Promise.resolve();
      context.watcher?.add(dir);
      context.watcher?.on('all', (_event, path) => {
        if (!resolve(path).startsWith(dir)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          syncing = syncing.then(sync);
        }, SETTLE_MS);
      });
    },
  };
}
