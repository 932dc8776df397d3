// What the editor's form checks against the other entries before a save (form-rules.ts), so what
// the build would refuse is said in the form, not after: a path another entry has or an old
// path, and an order another entry of the same list has. The lists and words are the build's
// own (src/lib/content/order-ties.ts, site-rules.ts); what the other entries hold comes from
// /admin/references.json. Pure, for the browser and unit tests alike.
import { isListingPath, normalisePath } from '../conventions/paths.ts';
import { listOf, tiedWords, type ListNames, type ListPlace, type OrderedCollections } from '../lib/content/order-ties.ts';

/** The editor's own widgets, each a Decap widget with the check added (form-rules.ts), named in the form's configuration (config.ts). */
export const FORM_WIDGETS = {
  /** A product's or a category's path: refused when another entry has it. */
  path: 'path',
  /** One of a product's or a category's former paths: refused when a page, or another entry, has it. */
  formerPath: 'former-path',
  /** An entry's order in a list: refused when another entry of the list has it. */
  order: 'order',
  /** What a site is: says, as a depot is added, where words count the depots by hand. */
  placeKind: 'place-kind',
  /** A photo and its description: a new picture asks for its description again. */
  photo: 'photo',
  /** A list of photos (a gallery): each shown as its places cut it, and aimed (photo-focus.ts). */
  photos: 'photos',
  /** Another entry chosen from a list (a person's site, a product's category): refused when it is no longer there. */
  entry: 'entry',
} as const;

/** The entry a form edits: its collection, and its id (empty for a new entry, which has none yet). */
export interface OwnEntry {
  collection: string;
  id: string;
}

/** A path the site answers: the entry that has it, and what the build says of another entry given it. */
interface PathHolder {
  collection: string;
  id: string;
  /** True for a page's own path (a page, a listing, a product on sale); false for an old path that leads elsewhere. */
  page: boolean;
  /** Said of it as another entry's path. */
  words: string;
  /** Said of it as another entry's former path. */
  formerWords: string;
}

/** What the form checks against: every path the site answers and every order taken, as the build sees the content. */
export interface FormChecks {
  /** Each path the site answers → the entry that has it. */
  paths: Record<string, PathHolder>;
  /** Every entry's place in each list. */
  listPlaces: Omit<ListPlace, 'file'>[];
  /** Each category's title and staff group's name, by id: a product's list is its category's, a person's their group's. */
  listNames: ListNames;
}

/** The entry that has this path, unless it is the entry the form edits; undefined for a free path or an empty field. */
function otherHolder(path: string, own: OwnEntry, { paths }: Pick<FormChecks, 'paths'>): PathHolder | undefined {
  if (!path.trim()) return undefined;
  const holder = paths[normalisePath(path.trim())];
  return !holder || (holder.collection === own.collection && holder.id === own.id) ? undefined : holder;
}

/**
 * What the build would say of this path for this entry: another entry's, or an old path;
 * undefined when it is free. A category whose page is not a listing of its own (the Molasses
 * category at the Molasses page's /molasses) only links to that page, as the build allows.
 */
export function pathTaken(path: string, own: OwnEntry, checks: Pick<FormChecks, 'paths'>): string | undefined {
  if (own.collection === 'categories' && path.trim() && !isListingPath(normalisePath(path.trim()))) return undefined;
  return otherHolder(path, own, checks)?.words;
}

/**
 * What the build would say of this former path for this entry (`data`, the form as it is): a
 * page's path, another entry's former path, an old path of the site, or listed twice in
 * the entry's own; undefined when it is free.
 */
export function formerPathTaken(
  formerPath: string,
  own: OwnEntry,
  data: Record<string, unknown>,
  checks: Pick<FormChecks, 'paths'>,
): string | undefined {
  if (!formerPath.trim()) return undefined;
  const path = normalisePath(formerPath.trim());
  const listed = (Array.isArray(data['formerPaths']) ? data['formerPaths'] : []).filter(
    (other) => typeof other === 'string' && other.trim() && normalisePath(other.trim()) === path,
  );
  if (listed.length > 1) return `the old address ${path} is listed twice in these former addresses; keep it once`;
  return otherHolder(formerPath, own, checks)?.formerWords;
}

/** What the build would say of this order for this entry, its list worked out from the form as it is; undefined when it is free. */
export function orderTaken(
  order: unknown,
  field: 'order' | 'cardOrder',
  own: OwnEntry,
  data: Record<string, unknown>,
  { listPlaces, listNames }: Pick<FormChecks, 'listPlaces' | 'listNames'>,
): string | undefined {
  const value = Number(order);
  if (order === '' || order == null || !Number.isFinite(value)) return undefined;
  const collection = own.collection as keyof OrderedCollections;
  const list = listOf(collection, field, data, listNames);
  const holder = listPlaces.find(
    (place) =>
      place.collection === collection && place.field === field && place.list === list && place.order === value && place.id !== own.id,
  );
  if (!holder) return undefined;
  const name = String(data['name'] || data['title'] || data['author'] || 'This entry');
  return tiedWords(name, holder.name, value, list);
}

/**
 * What the form says of a choice of other entries (`chosen`, one id or several) that names one no
 * longer among `existing`, the entries the list offers now; undefined when every one is there, or
 * while the entries are not yet known. An entry added or renamed a moment ago is among them: the
 * list is read as the form opens, not when the editor was loaded.
 */
export function goneEntries(chosen: unknown, existing: readonly string[] | undefined): string | undefined {
  if (!existing) return undefined;
  const ids = (Array.isArray(chosen) ? chosen : [chosen]).filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  const gone = ids.filter((id) => !existing.includes(id));
  if (gone.length === 0) return undefined;
  return `${gone.map((id) => `"${id}"`).join(' and ')} ${gone.length > 1 ? 'are' : 'is'} no longer there (deleted, or renamed): choose from the list`;
}
