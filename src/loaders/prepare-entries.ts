// A collection's entry files as the schema should see them: read as written (rawEntries), then
// prepared (prepareEntries). What an entry's fields mean before the schema sees them:
// - Empty means absent. The browser editor writes a cleared field as '' or null, a removed photo
//   as { src: '' } and an emptied group as {}; each is treated as a field left out.
// - The site fills in what it can work out (each collection's `derived` fields in
//   src/collections.ts): a path from the entry's file name, an order after every
//   numbered entry; and a photo's description from what the photo is of (withPhotoDescriptions).
//   An editor types these only to choose otherwise.
import { COLLECTIONS, definitionOf, type CollectionName, type RawEntry } from '../collections.ts';
import { entryName } from '../lib/content/entry.ts';
import { collectionDir, listEntryFiles, readEntryFile, type EntryContents, type EntryFile } from './entry-files.ts';

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
  // its page has the one worked out for it by the time a product's path is made from it.
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
