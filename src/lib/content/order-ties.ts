// Orders without ties. Every list of the site is sorted by order (`order`, 1 first); two
// entries of one list at the same order would fall back on an order the office cannot see
// (their names), so the checks refuse it, naming both entries, the list and the field. The editor's
// form asks the same before a save (src/admin/form-rules.ts), from the same lists.
import { seasonYears } from '../company/declarations.ts';
import { byKeyPath, problem, type ContentProblem, type PlaceOf } from './content-problems.ts';
import type { Entry } from './entry.ts';

/** The collections whose entries are listed by order, with the fields that place them. */
export interface OrderedCollections {
  products: readonly Entry<{ name: string; category: string; order: number }>[];
  categories: readonly Entry<{ title: string; order: number; cardOrder: number }>[];
  staff: readonly Entry<{ name: string; group: string; order: number }>[];
  groups: readonly Entry<{ name: string; order: number }>[];
  locations: readonly Entry<{ name: string; kind: string; order: number }>[];
  declarations: readonly Entry<{ title: string; season: string; order: number }>[];
  testimonials: readonly Entry<{ author: string; order: number }>[];
}

/** One entry's place in one list: which list, at which order, set in which field. */
export interface ListPlace {
  collection: keyof OrderedCollections;
  id: string;
  file: string;
  name: string;
  /** The list, as the office knows it: "Dairy Feed", "the category bar". */
  list: string;
  /** The field that sets it. */
  field: 'order' | 'cardOrder';
  order: number;
}

/** The names of the entries other entries are listed under, by id: the categories' titles and the staff groups' names. */
export interface ListNames {
  categories: Readonly<Record<string, string>>;
  groups: Readonly<Record<string, string>>;
}

/** The list names of the entries as read. */
export const listNames = ({ categories, groups }: Pick<OrderedCollections, 'categories' | 'groups'>): ListNames => ({
  categories: Object.fromEntries(categories.map(({ id, data }) => [id, data.title])),
  groups: Object.fromEntries(groups.map(({ id, data }) => [id, data.name])),
});

/** The list an ordered entry is in, as the office knows it, by its collection and field and the entry's data. */
export function listOf(
  collection: keyof OrderedCollections,
  field: 'order' | 'cardOrder',
  data: Record<string, unknown>,
  names: ListNames,
): string {
  const named = (list: Readonly<Record<string, string>>, id: unknown) => (Object.hasOwn(list, String(id)) ? list[String(id)]! : String(id));
  if (collection === 'products') return named(names.categories, data['category']);
  if (collection === 'categories') return field === 'order' ? 'the category bar' : 'the category cards on /products';
  if (collection === 'staff') return named(names.groups, data['group']);
  if (collection === 'groups') return 'the staff groups on Contact Us';
  // Contact Us lists the depots apart from every other site.
  if (collection === 'locations') return data['kind'] === 'depot' ? 'the molasses depots' : 'the offices on Contact Us';
  if (collection === 'declarations') return `the declarations of season ${seasonYears(String(data['season']))}`;
  return 'the testimonials';
}

/** The name each collection's entries go by. */
const NAMES = {
  products: 'name',
  categories: 'title',
  staff: 'name',
  groups: 'name',
  locations: 'name',
  declarations: 'title',
  testimonials: 'author',
} as const;

/** The fields that place each collection's entries in a list: a category has a place on the bar and among the cards. */
export const ORDER_FIELDS: Record<keyof OrderedCollections, readonly ('order' | 'cardOrder')[]> = {
  products: ['order'],
  categories: ['order', 'cardOrder'],
  staff: ['order'],
  groups: ['order'],
  locations: ['order'],
  declarations: ['order'],
  testimonials: ['order'],
};

/** The collections listed by order. */
export const ORDERED_COLLECTIONS = Object.keys(ORDER_FIELDS) as (keyof OrderedCollections)[];

/** Every place an entry takes in a list of the site, the lists as the pages show them. */
export function listPlaces(collections: OrderedCollections): ListPlace[] {
  const names = listNames(collections);
  return ORDERED_COLLECTIONS.flatMap((collection) =>
    collections[collection].flatMap(({ id, file, data }) => {
      const record = data as unknown as Record<string, unknown>;
      return ORDER_FIELDS[collection].map((field) => ({
        collection,
        id,
        file,
        name: String(record[NAMES[collection]]),
        list: listOf(collection, field, record, names),
        field,
        order: Number(record[field]),
      }));
    }),
  );
}

/** A number just ahead of a taken one: a decimal slots an entry in without renumbering the rest. */
const orderAhead = (order: number) => (order > 0.5 ? order - 0.5 : order / 2);

/** Says that `name` cannot take `order` in `list`, which `holder` has; the form says it in the same words. */
export const tiedWords = (name: string, holder: string, order: number, list: string) =>
  `"${name}" and "${holder}" both have order ${order} in ${list}; give each its own, e.g. ${orderAhead(order)} to put one ahead of the other`;

/** Every tie, each at the field of the entry listed later, naming the one that has the order. */
export function checkOrderTies(collections: OrderedCollections, placeOf: PlaceOf = byKeyPath): ContentProblem[] {
  const taken = new Map<string, ListPlace>();
  const problems: ContentProblem[] = [];
  for (const place of listPlaces(collections)) {
    const key = `${place.list}\u0000${place.field}\u0000${place.order}`;
    const earlier = taken.get(key);
    if (!earlier) {
      taken.set(key, place);
      continue;
    }
    const holder = placeOf(earlier.file, place.field);
    problems.push(
      problem(
        'refuse',
        placeOf(place.file, place.field),
        (name) => `${tiedWords(place.name, earlier.name, place.order, place.list)} (${name(holder)})`,
        [holder],
      ),
    );
  }
  return problems;
}
