// What an entry's fields mean before the schema sees them, for every reader of the content (the
// content layer and read-content.ts alike):
// - Empty means absent. The browser editor writes a cleared field as '' or null, a removed photo
//   as { src: '' } and an emptied group as {}; each is treated as a field left out.
// - The site fills in what it can work out (DERIVED_FIELDS): a page address from the entry's file
//   name, a position after every numbered entry, a photo's description from what the photo is of
//   (withPhotoDescriptions). An editor types these only to choose otherwise.
import { readCollectionFiles, type CollectionName } from './entry-files.ts';
import { listingPath } from '../lib/routes.ts';

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

/** An entry as the collection's files hold it, prepared. */
interface RawEntry {
  id: string;
  data: Data;
}

/** The last path segment of a category's listing: /products/dairy-feed → dairy-feed. */
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

interface DerivedField {
  /** What the site puts in the field when it is left empty, said for the editor's hint. */
  hint: string;
  /** `siblings`: every entry of the collection; `read`: another collection's entries, prepared too. */
  derive: (entry: RawEntry, siblings: RawEntry[], read: (collection: CollectionName) => RawEntry[]) => unknown;
}

/** After every numbered entry of the collection: one more than the highest `field` given. */
function last(field: string): DerivedField {
  // Found once per reading of the collection (every entry of one reading shares `siblings`), not
  // once per entry: thousands of unnumbered entries would otherwise take seconds.
  const highest = new WeakMap<RawEntry[], number>();
  return {
    hint: 'Leave empty to put it last.',
    derive: (_entry, siblings) => {
      let max = highest.get(siblings);
      if (max === undefined) {
        max = siblings.reduce((most, { data }) => Math.max(most, Number(data[field]) || 0), 0);
        highest.set(siblings, max);
      }
      return max + 1;
    },
  };
}

/** The fields each collection may leave empty, and what the site puts there instead. */
export const DERIVED_FIELDS: Partial<Record<CollectionName, Record<string, DerivedField>>> = {
  categories: {
    href: { hint: `Leave empty for a listing at ${listingPath('<file name>')}.`, derive: ({ id }) => listingPath(id) },
    order: last('order'),
    cardOrder: last('cardOrder'),
  },
  products: {
    path: {
      hint: 'Leave empty for an address made from the category\u2019s listing and the file name, e.g. /dairy-feed/pke.',
      derive: ({ id, data }, _siblings, read) => {
        const category = read('categories').find((candidate) => candidate.id === data['category']);
        // An unknown category is named by its own field's check; the address just follows what was typed.
        return `/${category ? lastSegment(String(category.data['href'])) : String(data['category'] ?? 'products')}/${id}`;
      },
    },
    order: last('order'),
  },
  staff: { order: last('order') },
  locations: { order: last('order') },
  declarations: { order: last('order') },
  testimonials: { order: last('order') },
};

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

/**
 * A collection's entries as the schema should see them: empty values taken out, photos described,
 * and every derived field that was left empty filled in.
 */
export function prepareEntries<T extends { id: string; data: Data }>(collection: CollectionName, entries: T[]): (T & { data: Data })[] {
  const cleaned = entries.map((entry) => ({ ...entry, data: withPhotoDescriptions((withoutEmptyValues(entry.data) ?? {}) as Data) }));
  const derived = DERIVED_FIELDS[collection] ?? {};
  // Another collection's entries, read once and prepared the same way: a category left without
  // its page has the one worked out for it by the time a product's address is made from it.
  const read = (() => {
    const cache = new Map<CollectionName, RawEntry[]>();
    return (other: CollectionName) => cache.get(other) ?? cache.set(other, prepareEntries(other, readCollectionFiles(other))).get(other)!;
  })();
  return cleaned.map((entry) => {
    const data = { ...entry.data };
    for (const [field, { derive }] of Object.entries(derived)) {
      if (data[field] === undefined) data[field] = derive(entry, cleaned, read);
    }
    return { ...entry, data };
  });
}
