// Which entries point to which: a staff member to the site they are based at, a product to its
// category, a testimonial to the pages it is shown on; where the words count the depots by hand
// ("seven depots") or name a depot or product; and the pages whose featured testimonials one
// testimonial is alone in. The editor's delete confirmation names them (delete-warning.ts), so a
// site is not removed from under the people based there, a depot from under the words that count
// or name it, or a page's testimonials section emptied, unawares. With them, what the form checks
// before a save (form-checks.ts) and the counts the preview fills in.
import { nameFinder } from '../lib/content/names-in-words.ts';
import { countPhrases, wordsOf, type Counts } from '../lib/content/typed-counts.ts';
import { entryName } from '../lib/content/entry.ts';
import type { CollectionName } from '../collections.ts';
import { collectionFields } from './fields.ts';
import type { FormChecks } from './form-checks.ts';

/** What the editor's scripts know of the other entries: for the delete confirmation by "collection/id", for the form's checks, and the counts. */
export interface EditorReferences extends FormChecks {
  referrers: Record<string, string[]>;
  /** The depots' ids. */
  depots: string[];
  /** The entries whose words count the depots by hand, with the phrases: `the page About Us (“seven depots”)`. */
  counted: string[];
  /** For each depot and product, the entries whose words name it. */
  named: Record<string, string[]>;
  featuredAlone: Record<string, string[]>;
  /** What the words' placeholders are filled in with ({depots} → 7). */
  counts: Counts;
}

/** A field of `collection` that names entries of `target` by their ids. */
export interface Relation {
  collection: CollectionName;
  field: string;
  target: string;
}

/** Every reference field of the collections' forms (each a relation field in the editor). */
export function relations(collections: readonly CollectionName[]): Relation[] {
  return collections.flatMap((collection) =>
    collectionFields(collection, (target) => ({ 'x-target': target }))
      .filter((field) => field.widget === 'relation')
      .map((field) => ({ collection, field: field.name, target: String(field['x-target']) })),
  );
}

/** For each entry another points to, as "collection/id": the names of the entries that point to it. */
export function referrers(
  relationFields: readonly Relation[],
  entries: (collection: CollectionName) => readonly { id: string; data: Record<string, unknown> }[],
): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const { collection, field, target } of relationFields) {
    for (const { id, data } of entries(collection)) {
      const value = data[field];
      for (const referred of Array.isArray(value) ? value : [value]) {
        if (typeof referred !== 'string') continue;
        (found[`${target}/${referred}`] ??= []).push(entryName(data) ?? id);
      }
    }
  }
  return found;
}

/** An entry whose words may count something: what it is ("page", "category"), its data and Markdown text. */
interface WordedEntry {
  kind: string;
  id: string;
  data: Record<string, unknown>;
  body?: string | undefined;
  /** Its name in the editor, where that is not its title (a page's, from the menu). */
  name?: string | undefined;
}

/** An entry's words: its fields' and its Markdown text. */
const textsOf = ({ data, body }: WordedEntry) => [...wordsOf(data).map(({ text }) => text), ...(body ? [body] : [])];

/** An entry by what it is and its name: `the page About Us`. */
const described = ({ kind, id, data, name }: WordedEntry) => `the ${kind} ${name ?? entryName(data) ?? id}`;

/** Each entry whose words count `noun` by hand ("seven depots"), by what it is and its name, with the phrases: `the page About Us (“seven depots”)`. */
export function countedIn(entries: readonly WordedEntry[], noun: string): string[] {
  return entries.flatMap((entry) => {
    const unique = [...new Set(textsOf(entry).flatMap((text) => countPhrases(text, noun)))];
    return unique.length > 0 ? [`${described(entry)} (${unique.map((phrase) => `\u201c${phrase}\u201d`).join(', ')})`] : [];
  });
}

/** A name to look for in the words: the entry it names ("locations/winton"), and the worded entry it is itself ("product/pke"), whose own words do not count. */
interface SoughtName {
  key: string;
  name: string;
  own?: string | undefined;
}

/**
 * For each sought name, the entries other than its own whose words name it, by what each is and
 * its name (`the page About Us`); names no entry's words name are left out. Each text is read once.
 */
export function namedIn(entries: readonly WordedEntry[], sought: readonly SoughtName[]): Record<string, string[]> {
  const find = nameFinder(sought, ({ name }) => name);
  const found: Record<string, string[]> = {};
  for (const entry of entries) {
    const naming = new Set(textsOf(entry).flatMap(find));
    for (const { key, own } of naming) if (`${entry.kind}/${entry.id}` !== own) (found[key] ??= []).push(described(entry));
  }
  return found;
}

/**
 * For each testimonial that is the only one featured on a page showing its featured testimonials,
 * as "testimonials/id": those pages, by the names the editor lists them by. Deleting it leaves that
 * section out of the page.
 */
export function featuredAlone(
  testimonials: readonly { id: string; data: { featuredOn: readonly string[] } }[],
  pages: readonly { id: string; name: string; sections: readonly { type: string; list?: string }[] }[],
): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const page of pages) {
    if (!page.sections.some((section) => section.type === 'list' && section.list === 'featured-testimonials')) continue;
    const featured = testimonials.filter(({ data }) => data.featuredOn.includes(page.id));
    if (featured.length === 1) (found[`testimonials/${featured[0]!.id}`] ??= []).push(page.name);
  }
  return found;
}
