// Which entries point to which: a staff member to the site they are based at, a product to its
// category, a testimonial to the pages it is shown on. The editor's delete confirmation names them
// (delete-warning.ts), so a site is not removed from under the people based there unawares.
import { entryName } from '../loaders/prepare-entries';
import type { CollectionName } from '../collections';
import { collectionFields } from './fields';

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
