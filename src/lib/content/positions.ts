// Positions without ties. Every list of the site is sorted by position (`order`, 1 first); two
// entries of one list at the same position would fall back on an order the office cannot see
// (their names), so the checks refuse it, naming both files, the list and the field.
import { seasonYears } from '../company/declarations.ts';

/** An entry as these checks read it: its file and its data. */
interface Entry<Data> {
  id: string;
  file: string;
  data: Data;
}

/** The collections whose entries are listed by position, with the fields that place them. */
export interface PositionedCollections {
  products: readonly Entry<{ name: string; category: string; order: number }>[];
  categories: readonly Entry<{ title: string; order: number; cardOrder: number }>[];
  staff: readonly Entry<{ name: string; group: string; order: number }>[];
  locations: readonly Entry<{ name: string; kind: string; order: number }>[];
  declarations: readonly Entry<{ title: string; season: string; order: number }>[];
  testimonials: readonly Entry<{ author: string; order: number }>[];
}

/** One entry's place in one list: which list, at which position, set in which field. */
interface Place {
  file: string;
  name: string;
  /** The list, as the office knows it: "Dairy Feed", "the category bar". */
  list: string;
  /** The field's label on the form. */
  field: string;
  position: number;
}

/** Every place an entry takes in a list of the site, the lists as the pages show them. */
function places(collections: PositionedCollections): Place[] {
  const categoryTitles = new Map(collections.categories.map(({ id, data }) => [id, data.title]));
  return [
    // A product is listed on its category's listing.
    ...collections.products.map(({ file, data }) => ({
      file,
      name: data.name,
      list: categoryTitles.get(data.category) ?? data.category,
      field: 'Order',
      position: data.order,
    })),
    ...collections.categories.flatMap(({ file, data }) => [
      { file, name: data.title, list: 'the category bar', field: 'Order on the bar', position: data.order },
      { file, name: data.title, list: 'the category cards on /products', field: 'Order on /products', position: data.cardOrder },
    ]),
    ...collections.staff.map(({ file, data }) => ({ file, name: data.name, list: data.group, field: 'Order', position: data.order })),
    // Contact Us lists the depots apart from every other site.
    ...collections.locations.map(({ file, data }) => ({
      file,
      name: data.name,
      list: data.kind === 'depot' ? 'the molasses depots' : 'the sites on Contact Us',
      field: 'Order',
      position: data.order,
    })),
    ...collections.declarations.map(({ file, data }) => ({
      file,
      name: data.title,
      list: `the declarations of season ${seasonYears(data.season)}`,
      field: 'Order',
      position: data.order,
    })),
    ...collections.testimonials.map(({ file, data }) => ({
      file,
      name: data.author,
      list: 'the testimonials',
      field: 'Order',
      position: data.order,
    })),
  ];
}

/** Throws naming both entries when two places of one list share a position. */
export function checkPositions(collections: PositionedCollections): void {
  const taken = new Map<string, Place>();
  for (const place of places(collections)) {
    const key = `${place.list}\u0000${place.field}\u0000${place.position}`;
    const earlier = taken.get(key);
    if (earlier) {
      // A number just ahead of the shared one: a decimal slots an entry in without renumbering the rest.
      const ahead = place.position > 0.5 ? place.position - 0.5 : place.position / 2;
      throw new Error(
        `${earlier.file} and ${place.file}: "${earlier.name}" and "${place.name}" are both at position ${place.position} in ${place.list} (${place.field}); give each its own, e.g. ${ahead} to put one ahead of the other`,
      );
    }
    taken.set(key, place);
  }
}
